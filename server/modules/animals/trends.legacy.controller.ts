import { Body, Controller, Get, Patch, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ClientInfo, CurrentAuth, type AuthContext, type ClientMeta } from '../../common/auth/auth-context.js';
import { Policy } from '../../common/auth/policy.js';
import { AppSettingsInput, LengthOfStayQuery, TrendRangeInput } from './trends.model.js';
import { TrendsService } from './trends.service.js';

/** The REST twins of populationTrend, lengthOfStay and the settings (issue 18). */
@ApiTags('stats')
@Controller('api')
export class TrendsLegacyController {
  constructor(private readonly trends: TrendsService) {}

  @Get('stats/population-trend')
  @Policy('insights.read')
  @ApiOkResponse({ description: '{ from, to, points: [{ reportId, reportDate, total, behaviorFlagged, averageDaysInCare, byZone, bySpecies }] }' })
  populationTrend(@Query() range: TrendRangeInput) {
    return this.trends.populationTrend(range);
  }

  @Get('stats/length-of-stay')
  @Policy('insights.read')
  @ApiOkResponse({ description: '{ reportId, reportDate, overall, byZone, longStayDays, longStayCount, longStay }' })
  lengthOfStay(@Query() query: LengthOfStayQuery) {
    return this.trends.lengthOfStay(query.reportId, query.longStayDays, query.species);
  }

  @Get('settings')
  @Policy('stats.read')
  @ApiOkResponse({ description: '{ longStayDays, behaviorAlertSeverity }' })
  settings() {
    return this.trends.settingsView();
  }

  @Patch('settings')
  @Policy('settings.update')
  @ApiOkResponse({ description: 'The settings after the change' })
  updateSettings(@Body() input: AppSettingsInput, @CurrentAuth() auth: AuthContext, @ClientInfo() meta: ClientMeta) {
    return this.trends.updateSettings(input, auth, meta);
  }
}
