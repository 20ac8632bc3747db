import { Controller, Delete, Get, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Policy } from '../../common/auth/policy.js';
import { CurrentAuth, type AuthContext } from '../../common/auth/auth-context.js';
import { SampleReportService } from './sample-report.service.js';

/** The REST twins of `sampleData`, `loadSampleReport` and `removeSampleData`. */
@ApiTags('reports')
@Controller('api/reports/sample')
export class SampleReportLegacyController {
  constructor(private readonly samples: SampleReportService) {}

  @Get()
  @Policy('reports.read')
  @ApiOperation({ summary: '{ reports, latestIsSample }' })
  status() {
    return this.samples.status();
  }

  @Post()
  @HttpCode(200)
  @Policy('reports.sample')
  @ApiOperation({ summary: 'Loads a sample All Pets report dated near today: { tempId, state, reportId, reportDate }' })
  load(@CurrentAuth() auth: AuthContext) {
    return this.samples.load(auth);
  }

  @Delete()
  @Policy('reports.sample')
  @ApiOperation({ summary: 'Removes every sample report with its animals: { removed }' })
  remove(@CurrentAuth() auth: AuthContext) {
    return this.samples.remove(auth);
  }
}
