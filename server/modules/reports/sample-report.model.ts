import { Field, Int, ObjectType } from '@nestjs/graphql';

@ObjectType('SampleData', { description: 'Sample reports loaded on this install (Load sample report, seed:demo).' })
export class SampleDataModel {
  @Field(() => Int, { description: 'Sample reports, committed or on their way.' }) reports: number;
  @Field({ description: 'The newest committed report is a sample: the figures shown are not real.' }) latestIsSample: boolean;
}

@ObjectType('SampleReportLoad', { description: 'A sample All Pets report sent through the pipeline.' })
export class SampleReportLoadModel {
  @Field() tempId: string;
  @Field({ description: 'complete once committed; queued or processing when it is still on its way.' }) state: string;
  @Field(() => String, { nullable: true }) reportId: string | null;
  @Field(() => String, { nullable: true, description: 'The Run Date printed on the sample, wall-clock ISO without zone.' }) reportDate: string | null;
}

@ObjectType('SampleDataRemoval')
export class SampleDataRemovalModel {
  @Field(() => Int, { description: 'Sample reports removed, with their animals.' }) removed: number;
}
