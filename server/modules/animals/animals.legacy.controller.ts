import { Body, Controller, Get, Param, Put, Query } from '@nestjs/common';
import { ClientInfo, CurrentAuth, type AuthContext, type ClientMeta } from '../../common/auth/auth-context.js';
import { ZoneCapacitiesInput } from './dto/zone-capacity.input.js';
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
  @ApiOkResponse({ description: '{ totalAnimals, occupancyRate, capacity, zonesWithoutCapacity, reportId }: occupancyRate is null until a capacity is set' })
  population() {
    return this.animals.population();
  }

  @Get('stats/occupancy')
  @Policy('stats.read')
  @ApiOkResponse({ description: '[{ zoneCode, zoneLocation, occupied, capacity, occupancyRate, capacityUpdatedAt }] per Salem zone' })
  occupancy() {
    return this.animals.occupancy();
  }

  @Put('settings/zone-capacities')
  @Policy('settings.update')
  @ApiOkResponse({ description: 'The zones as GET /api/stats/occupancy answers them, after the change' })
  setCapacities(@Body() body: ZoneCapacitiesInput, @CurrentAuth() auth: AuthContext, @ClientInfo() meta: ClientMeta) {
    return this.animals.setCapacities(body.capacities, auth, meta);
  }

  @Get('stats/adoption-level')
  @Policy('stats.read')
  @ApiOkResponse({ description: '{ L1, L2, L3, L4, unassessed }' })
  adoptionLevels() {
    return this.animals.adoptionLevels();
  }
}
