import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Policy } from '../../common/auth/policy.js';
import { AnimalsService } from './animals.service.js';
import { AnimalQueryInput } from './dto/animal-query.input.js';

@ApiTags('animals')
@Controller('api')
export class AnimalsLegacyController {
  constructor(private readonly animals: AnimalsService) {}

  @Get('animals/all')
  @Policy('animals.read')
  @ApiOkResponse({ description: "{ items, total, page, limit, reportId }: the latest report's animals" })
  all(@Query() query: AnimalQueryInput) {
    return this.animals.directory(query);
  }

  @Get('animals/:animalId/current')
  @Policy('animals.read')
  current(@Param('animalId') animalId: string) {
    return this.animals.current(animalId);
  }

  @Get('animals/:animalId/history')
  @Policy('animals.read')
  @ApiOkResponse({ description: "[{ reportId, reportDate, kennel, zoneCode, statusCode, adoptionLevel, … }]: the animal's row in each committed report, newest first" })
  history(@Param('animalId') animalId: string) {
    return this.animals.history(animalId);
  }

  @Get('stats/population')
  @Policy('stats.read')
  @ApiOkResponse({ description: '{ totalAnimals, occupancyRate: null }' })
  population() {
    return this.animals.population();
  }

  @Get('stats/adoption-level')
  @Policy('stats.read')
  @ApiOkResponse({ description: '{ L1, L2, L3, L4, unassessed }' })
  adoptionLevels() {
    return this.animals.adoptionLevels();
  }
}
