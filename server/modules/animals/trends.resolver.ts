import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { ClientInfo, CurrentAuth, type AuthContext, type ClientMeta } from '../../common/auth/auth-context.js';
import { Policy } from '../../common/auth/policy.js';
import { AppSettingsInput, AppSettingsModel, LengthOfStayModel, LengthOfStayQuery, PopulationTrendModel, TrendRangeInput } from './trends.model.js';
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
  lengthOfStay(@Args() args: LengthOfStayQuery) {
    return this.service.lengthOfStay(args.reportId ?? undefined, args.longStayDays ?? undefined, args.species ?? undefined);
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
