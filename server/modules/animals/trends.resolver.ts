import { Args, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { ClientInfo, CurrentAuth, type AuthContext, type ClientMeta } from '../../common/auth/auth-context.js';
import { Policy } from '../../common/auth/policy.js';
import { AppError, ErrorCode } from '../../common/errors/error-codes.js';
import { AppSettingsInput, AppSettingsModel, LengthOfStayModel, PopulationTrendModel, SPECIES_NAME, TrendRangeInput } from './trends.model.js';
import { TrendsService } from './trends.service.js';

@Resolver()
export class TrendsResolver {
  constructor(private readonly service: TrendsService) {}

  @Query(() => PopulationTrendModel, { description: 'Population per committed report over a range of Run Dates, in total and by zone and species.' })
  @Policy('insights.read')
  populationTrend(@Args('range', { type: () => TrendRangeInput, nullable: true }) range?: TrendRangeInput) {
    return this.service.populationTrend(range ?? {});
  }

  @Query(() => LengthOfStayModel, { description: 'Length of stay from the Days column of a committed report (the latest by default), and its long-stay list.' })
  @Policy('insights.read')
  lengthOfStay(
    @Args('reportId', { type: () => ID, nullable: true }) reportId?: string,
    @Args('longStayDays', { type: () => Int, nullable: true, description: 'By default the longStayDays setting.' }) longStayDays?: number,
    @Args('species', { type: () => [String], nullable: true, description: 'Only these species (DOG, CAT); all by default.' }) species?: string[],
  ) {
    return this.service.lengthOfStay(reportId ?? undefined, longStayDays ?? undefined, cleanSpecies(species));
  }

  @Query(() => AppSettingsModel, { description: 'The settings figures and alerts use (long-stay threshold, behaviour severity).' })
  @Policy('stats.read')
  appSettings() {
    return this.service.settingsView();
  }

  @Mutation(() => AppSettingsModel, { description: 'Changes settings; each change is audited.' })
  @Policy('settings.update')
  updateAppSettings(@Args('input') input: AppSettingsInput, @CurrentAuth() auth: AuthContext, @ClientInfo() meta: ClientMeta) {
    return this.service.updateSettings(input, auth, meta);
  }
}

/** The GraphQL species argument as the service takes it (upper case), checked like the REST query string. */
function cleanSpecies(species: string[] | null | undefined): string[] | undefined {
  if (!species?.length) return undefined;
  const out = species.map((s) => s.trim().toUpperCase());
  if (out.length > 20 || !out.every((s) => SPECIES_NAME.test(s))) {
    throw new AppError(ErrorCode.VALIDATION_FAILED, 'species must be at most 20 names such as DOG or CAT', { fields: { species: 'Names such as DOG or CAT' } });
  }
  return out;
}
