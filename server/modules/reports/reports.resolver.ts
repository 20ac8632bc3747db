import { Inject } from '@nestjs/common';
import { Args, ID, Mutation, Query, Resolver, Subscription } from '@nestjs/graphql';
import { PubSubEngine } from 'graphql-subscriptions';
import { PUB_SUB } from '../../common/pubsub/pubsub.module.js';
import { Policy } from '../../common/auth/policy.js';
import { CurrentAuth, type AuthContext } from '../../common/auth/auth-context.js';
import {
  CancelAllResultModel,
  DeleteReportResultModel,
  LatestReportModel,
  ParseStartModel,
  PendingReportModel,
  ReportChangeModel,
  ReportEventModel,
  ReportManifestModel,
  ReportModel,
  ReportMovementsModel,
  ReportStatusModel,
  ZoneGroupModel,
} from './reports.model.js';
import { REPORTS_CHANGED } from './report-events.js';
import { ReportsService } from './reports.service.js';

@Resolver()
export class ReportsResolver {
  constructor(
    private readonly service: ReportsService,
    @Inject(PUB_SUB) private readonly pubSub: PubSubEngine,
  ) {}

  @Query(() => [ReportModel], { description: 'Committed reports, newest report date first.' })
  @Policy('reports.read')
  reports() {
    return this.service.list();
  }

  @Query(() => [PendingReportModel], {
    description: "Uploads not yet committed (queued, parsing, paused or failed, not dismissed); the viewer's own uploads awaiting Parse too.",
  })
  @Policy('reports.read')
  pendingReports(@CurrentAuth() auth: AuthContext) {
    return this.service.pending(auth);
  }

  @Query(() => LatestReportModel, { nullable: true, description: 'The newest committed report: its animals are the current population.' })
  @Policy('reports.read')
  latestReport() {
    return this.service.latest();
  }

  @Query(() => ReportStatusModel, { description: 'A report by id or tempId, for polling.' })
  @Policy('reports.read')
  reportStatus(@Args('id', { type: () => ID }) id: string) {
    return this.service.status(id);
  }

  @Query(() => ReportManifestModel, { description: 'Diagnostics: traces, counters, rejection reasons and the timeline.' })
  @Policy('reports.read')
  reportManifest(@Args('id', { type: () => ID }) id: string) {
    return this.service.manifest(id);
  }

  @Query(() => [ZoneGroupModel])
  @Policy('reports.read')
  zoneGroups(@Args('reportId', { type: () => ID }) reportId: string) {
    return this.service.zoneGroups(reportId);
  }

  @Query(() => ReportMovementsModel, { description: 'What changed since the committed report before this one: arrived, left, moved, changed.' })
  @Policy('reports.read')
  reportMovements(@Args('reportId', { type: () => ID }) reportId: string) {
    return this.service.movements(reportId);
  }

  @Mutation(() => ParseStartModel, { description: 'Queues the parse and returns at once; follow reportProgress(tempId).' })
  @Policy('reports.parse')
  startReportParse(@Args('tempId', { type: () => ID }) tempId: string, @CurrentAuth() auth: AuthContext) {
    return this.service.startParse(tempId, auth);
  }

  @Mutation(() => ParseStartModel, { description: 'Continues a failed or paused report from its saved chunks.' })
  @Policy('reports.resume')
  resumeReport(@Args('id', { type: () => ID }) id: string, @CurrentAuth() auth: AuthContext) {
    return this.service.resume(id, auth);
  }

  @Mutation(() => CancelAllResultModel)
  @Policy('reports.cancelAll')
  cancelAllReports(@CurrentAuth() auth: AuthContext) {
    return this.service.cancelAll(auth);
  }

  @Mutation(() => PendingReportModel, { description: 'Stops an upload or a parse on every device: your own, or anyone\'s for ADMIN and up.' })
  @Policy('reports.cancel')
  cancelReport(@Args('id', { type: () => ID }) id: string, @CurrentAuth() auth: AuthContext) {
    return this.service.cancel(id, auth);
  }

  @Mutation(() => PendingReportModel, { description: 'Takes a failed report off every banner: your own, or anyone\'s for ADMIN and up.' })
  @Policy('reports.dismiss')
  dismissReport(@Args('id', { type: () => ID }) id: string, @CurrentAuth() auth: AuthContext) {
    return this.service.dismiss(id, auth);
  }

  @Mutation(() => DeleteReportResultModel)
  @Policy('reports.delete')
  deleteReport(@Args('id', { type: () => ID }) id: string, @CurrentAuth() auth: AuthContext) {
    return this.service.delete(id, auth);
  }

  @Subscription(() => ReportChangeModel, { description: "Every report's changes of state (started, paused, committed, failed, cancelled, dismissed, expired)." })
  @Policy('reports.read')
  reportsChanged() {
    return this.pubSub.asyncIterableIterator(REPORTS_CHANGED);
  }

  @Subscription(() => ReportEventModel, {
    description: 'A snapshot, then every timeline event of the report in order, until done or error.',
    // kind carries the dotted type; GraphQL serializes it to its enum name.
    resolve: (event: ReportEventModel) => ({ ...event, kind: event.type }),
  })
  @Policy('reports.read')
  reportProgress(@Args('tempId', { type: () => ID }) tempId: string) {
    return this.service.follow(tempId);
  }
}
