import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { ClientInfo, CurrentAuth, type AuthContext, type ClientMeta } from '../../common/auth/auth-context.js';
import { ZoneCapacitiesInput } from './dto/zone-capacity.input.js';
import { Policy } from '../../common/auth/policy.js';
import { AdoptionLevelStatsModel, AnimalCurrentModel, AnimalHistoryEntryModel, ZoneOccupancyModel, AnimalPageModel, PopulationStatsModel, pageWithCamelTwins, withCamelTwins } from './animal.model.js';
import { AnimalsService } from './animals.service.js';
import { AnimalQueryInput } from './dto/animal-query.input.js';

@Resolver()
export class AnimalsResolver {
  constructor(private readonly service: AnimalsService) {}

  @Query(() => AnimalPageModel, { description: 'Animals of one committed report: filters, sort and paging run in SQL.' })
  @Policy('animals.read')
  async reportAnimals(
    @Args('reportId', { type: () => ID }) reportId: string,
    @Args('query', { type: () => AnimalQueryInput, nullable: true }) query?: AnimalQueryInput,
  ) {
    return pageWithCamelTwins(await this.service.reportAnimals(reportId, query ?? new AnimalQueryInput()));
  }

  @Query(() => AnimalPageModel, { description: 'The current directory: animals of the latest report.' })
  @Policy('animals.read')
  async animals(@Args('query', { type: () => AnimalQueryInput, nullable: true }) query?: AnimalQueryInput) {
    return pageWithCamelTwins(await this.service.directory(query ?? new AnimalQueryInput()));
  }

  @Query(() => AnimalCurrentModel, { description: "An animal's latest appearance in any committed report." })
  @Policy('animals.read')
  async animalCurrent(@Args('animalId') animalId: string) {
    return withCamelTwins(await this.service.current(animalId));
  }

  @Query(() => [AnimalHistoryEntryModel], { description: "The animal's row in each committed report, newest Run Date first: kennel, status and level over time." })
  @Policy('animals.read')
  animalHistory(@Args('animalId') animalId: string) {
    return this.service.history(animalId);
  }

  @Query(() => PopulationStatsModel)
  @Policy('stats.read')
  populationStats() {
    return this.service.population();
  }

  @Query(() => [ZoneOccupancyModel], { description: 'Each Salem zone of the latest report, and each zone with a capacity: animals against kennels.' })
  @Policy('stats.read')
  zoneOccupancy() {
    return this.service.occupancy();
  }

  @Mutation(() => [ZoneOccupancyModel], { description: 'Sets the kennel capacity of zones (null clears one); each change is audited.' })
  @Policy('settings.update')
  setZoneCapacities(
    @Args('input') input: ZoneCapacitiesInput,
    @CurrentAuth() auth: AuthContext,
    @ClientInfo() meta: ClientMeta,
  ) {
    return this.service.setCapacities(input.capacities, auth, meta);
  }

  @Query(() => AdoptionLevelStatsModel)
  @Policy('stats.read')
  adoptionLevelStats() {
    return this.service.adoptionLevels();
  }
}
