import { Mutation, Query, Resolver } from '@nestjs/graphql';
import { Policy } from '../../common/auth/policy.js';
import { CurrentAuth, type AuthContext } from '../../common/auth/auth-context.js';
import { SampleDataModel, SampleDataRemovalModel, SampleReportLoadModel } from './sample-report.model.js';
import { SampleReportService } from './sample-report.service.js';

@Resolver()
export class SampleReportResolver {
  constructor(private readonly samples: SampleReportService) {}

  @Query(() => SampleDataModel, { description: 'Whether sample reports are loaded, and whether the figures shown are one.' })
  @Policy('reports.read')
  sampleData() {
    return this.samples.status();
  }

  @Mutation(() => SampleReportLoadModel, { description: 'Generates a sample All Pets report dated near today and sends it through the pipeline.' })
  @Policy('reports.sample')
  loadSampleReport(@CurrentAuth() auth: AuthContext) {
    return this.samples.load(auth);
  }

  @Mutation(() => SampleDataRemovalModel, { description: 'Removes every sample report with its animals.' })
  @Policy('reports.sample')
  removeSampleData(@CurrentAuth() auth: AuthContext) {
    return this.samples.remove(auth);
  }
}
