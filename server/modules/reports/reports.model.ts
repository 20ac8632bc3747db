import { Field, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { wallClock } from '../../common/time.js';
import { JSONScalar } from '../../graphql/json.scalar.js';
import type { ReportEntity } from './report.entity.js';
import { ReportEventKind } from './report-events.js';
import { ErrorCode } from '../../common/errors/error-codes.js';
import { awaitingParse, ReportChangeState, ReportStateValue, ReportStatusValue, statusOf } from './report-state.js';
import { reasonText, type LedgerCounts, type NotImported } from './pipeline/ledger.js';

registerEnumType(ReportEventKind, { name: 'ReportEventKind', description: 'A report timeline event (operations §4); REST and server-sent events use the dotted names.' });

/**
 * Report shapes of operations §3, one class per shape, served as they are by both doors: the field names are the
 * spec's (its mix of camelCase and snake_case included), so REST and GraphQL clients read the same data.
 */

@ObjectType('Report', { description: 'A committed report.' })
export class ReportModel {
  @Field() id: string;
  @Field({ description: 'Same as id.' }) uuid: string;
  @Field() tempId: string;
  @Field() sourceFilename: string;
  @Field(() => String, { nullable: true }) title: string | null;
  @Field() createdAt: Date;
  @Field(() => String, { nullable: true, description: 'Run Date printed on the report, wall-clock ISO without zone.' }) reportDate: string | null;
  @Field(() => Int) animalCount: number;
  @Field() shelter: string;
  @Field({ description: 'Generated sample data (Load sample report, seed:demo), not a real report.' }) sample: boolean;
}

export function toReportModel(r: ReportEntity): ReportModel {
  return {
    id: r.id,
    uuid: r.id,
    tempId: r.tempId,
    sourceFilename: r.sourceFilename,
    title: r.title,
    createdAt: r.committedAt ?? r.createdAt,
    reportDate: wallClock(r.reportDate),
    animalCount: r.animalCount ?? 0,
    shelter: r.shelter,
    sample: r.sample,
  };
}

@ObjectType('LatestReport')
export class LatestReportModel {
  @Field() reportId: string;
  @Field(() => String, { nullable: true }) reportDate: string | null;
  @Field({ deprecationReason: 'Use createdAt; removed in the next release.' }) created_at: Date;
  @Field() createdAt: Date;
}

/** What the viewer may do to a pending report: the server's decision, so the banners offer only these (issue 16). */
export enum ReportAction {
  /** Continue a paused report, or a failed one with zones read. */
  RESUME = 'RESUME',
  /** Stop an upload or a parse (your own; ADMIN and up: anyone's). */
  CANCEL = 'CANCEL',
  /** Take a failed report off every banner (your own; ADMIN and up: anyone's). */
  DISMISS = 'DISMISS',
}
registerEnumType(ReportAction, { name: 'ReportAction' });

@ObjectType('DuplicateOf', { description: 'The committed report a duplicate upload repeats.' })
export class DuplicateOfModel {
  @Field() reportId: string;
  @Field() filename: string;
  @Field(() => String, { nullable: true, description: 'Its Run Date, wall-clock ISO without zone.' }) reportDate: string | null;
}

@ObjectType('PendingReport', { description: 'An upload not yet committed: queued, parsing, paused or failed.' })
export class PendingReportModel {
  @Field() pendingReportId: string;
  @Field() tempId: string;
  @Field() sourceFilename: string;
  @Field() filename: string;
  @Field(() => ReportStatusValue, { description: 'processing, rate_limited, failed or queued' }) status: string;
  @Field(() => ReportStateValue, { description: 'uploaded, queued, parsing, finalizing, rate_limited or failed' }) state: string;
  @Field(() => String, { nullable: true }) lastError: string | null;
  @Field(() => ErrorCode, { nullable: true, description: 'Error table code of the failure, e.g. DUPLICATE_UPLOAD.' }) errorCode: string | null;
  @Field(() => Date, { nullable: true }) nextRetryAt: Date | null;
  @Field(() => Int) totalChunks: number;
  @Field(() => [Int]) completed: number[];
  @Field() updatedAt: Date;
  @Field(() => Date, { nullable: true }) lastEventAt: Date | null;
  @Field(() => Int, { deprecationReason: 'Use rawZones; removed in the next release.' }) raw_zones: number;
  @Field(() => Int) rawZones: number;
  @Field(() => Int, { nullable: true, deprecationReason: 'Use pagesTotal; removed in the next release.' }) pages_total: number | null;
  @Field(() => Int, { nullable: true }) pagesTotal: number | null;
  @Field(() => Int, { nullable: true, deprecationReason: 'Use pagesKept; removed in the next release.' }) pages_kept: number | null;
  @Field(() => Int, { nullable: true }) pagesKept: number | null;
  @Field({ description: 'Stored, Parse not asked for yet: nothing is processing. Listed for its uploader only; expires after UPLOAD_EXPIRY_HOURS.' })
  awaitingParse: boolean;
  @Field({ description: 'Uploaded by the viewer.' }) mine: boolean;
  @Field(() => [ReportAction], { description: 'What the viewer may do to it.' }) actions: ReportAction[];
  @Field(() => DuplicateOfModel, { nullable: true, description: 'For a duplicate upload: the report it repeats.' }) duplicateOf: DuplicateOfModel | null;
}

export function toPendingModel(r: ReportEntity, viewer: { mine: boolean; actions: ReportAction[] } = { mine: false, actions: [] }): PendingReportModel {
  return {
    awaitingParse: awaitingParse(r),
    mine: viewer.mine,
    actions: viewer.actions,
    duplicateOf: r.diagnostics.duplicateOf ?? null,
    pendingReportId: r.tempId,
    tempId: r.tempId,
    sourceFilename: r.sourceFilename,
    filename: r.sourceFilename,
    status: statusOf(r.state),
    state: r.state,
    lastError: r.lastError,
    errorCode: r.errorCode,
    nextRetryAt: r.nextRetryAt,
    totalChunks: r.totalChunks,
    completed: r.completed,
    updatedAt: r.updatedAt,
    lastEventAt: r.lastEventAt,
    raw_zones: r.rawZones,
    rawZones: r.rawZones,
    pages_total: r.pagesTotal,
    pagesTotal: r.pagesTotal,
    pages_kept: r.pagesKept,
    pagesKept: r.pagesKept,
  };
}

@ObjectType('ReportStatus')
export class ReportStatusModel {
  @Field(() => String, { nullable: true, description: 'Set once committed.' }) reportId: string | null;
  @Field() tempId: string;
  @Field(() => ReportStateValue) state: string;
  @Field(() => ReportStatusValue) status: string;
  @Field(() => Date, { nullable: true }) nextRetryAt: Date | null;
  @Field(() => Int) totalChunks: number;
  @Field(() => [Int]) completed: number[];
  @Field() lastUpdate: Date;
  @Field() sourceFilename: string;
  @Field(() => String, { nullable: true }) lastError: string | null;
  @Field(() => ErrorCode, { nullable: true }) errorCode: string | null;
  @Field(() => Int, { nullable: true }) animalCount: number | null;
  @Field(() => Int, { nullable: true, description: 'Lines and rows of the PDF not imported (see the manifest); null until committed.' })
  notImported: number | null;
  @Field(() => DuplicateOfModel, { nullable: true, description: 'For a duplicate upload: the report it repeats.' }) duplicateOf: DuplicateOfModel | null;
}

export function toStatusModel(r: ReportEntity): ReportStatusModel {
  return {
    reportId: r.state === 'complete' ? r.id : null,
    tempId: r.tempId,
    state: r.state,
    status: statusOf(r.state),
    nextRetryAt: r.nextRetryAt,
    totalChunks: r.totalChunks,
    completed: r.completed,
    lastUpdate: r.lastEventAt ?? r.updatedAt,
    sourceFilename: r.sourceFilename,
    lastError: r.lastError,
    errorCode: r.errorCode,
    animalCount: r.animalCount,
    notImported: r.state === 'complete' ? (r.diagnostics.notImportedTotal ?? 0) : null,
    duplicateOf: r.diagnostics.duplicateOf ?? null,
  };
}

@ObjectType('UploadResult')
export class UploadResultModel {
  @Field() tempReportId: string;
  @Field() filename: string;
  @Field(() => Int) size: number;
}

@ObjectType('ParseStart', { description: 'A parse was queued; follow reportProgress(tempId) for the outcome.' })
export class ParseStartModel {
  @Field() tempId: string;
  @Field(() => ReportStateValue) state: string;
  @Field(() => String, { nullable: true }) reportId: string | null;
  @Field() message: string;
}

@ObjectType('CancelAllResult')
export class CancelAllResultModel {
  @Field(() => Int) cancelled: number;
  @Field() message: string;
}

@ObjectType('DeleteReportResult')
export class DeleteReportResultModel {
  @Field() reportId: string;
  @Field(() => Int, { description: 'Animal rows of the report that were removed.' }) locationRecordsCleared: number;
}

@ObjectType('ZoneGroup')
export class ZoneGroupModel {
  @Field() code: string;
  @Field() location: string;
  @Field(() => Int) animalCount: number;
}

@ObjectType('ReportEvent', { description: 'One step of a report, as stored in its timeline (operations §4).' })
export class ReportEventModel {
  @Field() reportId: string;
  @Field() tempId: string;
  @Field(() => Int) seq: number;
  @Field(() => ReportEventKind, { description: 'What happened: the event type as an enum (parse.start is PARSE_START).' }) kind: string;
  @Field({
    description: 'The dotted event type of operations §4 (parse.start, chunk.llm.ok, …), as REST and server-sent events name it.',
    deprecationReason: 'Use kind; removed in the next release.',
  })
  type: string;
  @Field(() => Int, { nullable: true, description: 'Progress percent by the spec; null when the event does not move it.' }) progress: number | null;
  @Field(() => JSONScalar) data: unknown;
  @Field() timestamp: string;
  @Field({ description: 'Same as type (the other reading of operations §3).', deprecationReason: 'Use kind; removed in the next release.' }) event: string;
  @Field({ description: 'Same as timestamp.' }) time: string;
}

@ObjectType('ReportChange', { description: 'A report changed state: open lists refetch, and say so when it finished (issue 16).' })
export class ReportChangeModel {
  @Field({ description: "The report's tempId; * when many changed at once (Cancel All)." }) tempId: string;
  @Field(() => String, { nullable: true, description: 'The committed report, when complete.' }) reportId: string | null;
  @Field(() => ReportChangeState, { description: 'parsing, rate_limited, complete, failed, cancelled, dismissed or expired' }) state: string;
  @Field() filename: string;
  @Field(() => Int, { nullable: true }) animalCount: number | null;
  @Field(() => String, { nullable: true }) message: string | null;
  @Field() at: string;
}

@ObjectType('NotImportedLine', { description: 'A line of the PDF, or a row read from it, that did not become an animal of the report.' })
export class NotImportedLineModel {
  @Field(() => Int) page: number;
  @Field(() => Int, { description: '1-based position of the line on its page, counting every text line; 0 when not known.' }) line: number;
  @Field(() => String, { nullable: true, description: 'The Animal ID seen on the line, if any.' }) animalId: string | null;
  @Field({ description: 'The line as printed.' }) text: string;
  @Field({ description: 'A reason code: unread_line, duplicate_animal_id, missing_animal_id, invalid_<field>, …' }) reason: string;
  @Field({ description: 'The reason in words.' }) message: string;
}

export function toNotImportedLine(n: NotImported): NotImportedLineModel {
  return { page: n.page, line: n.line, animalId: n.animalId, text: n.text, reason: n.reason, message: reasonText(n.reason) };
}

@ObjectType('ParseLedger', { description: 'How many text lines of the PDF were read as each kind; they add up to lines.' })
export class ParseLedgerModel implements LedgerCounts {
  @Field(() => Int) lines: number;
  @Field(() => Int, { description: 'Page header, column header and footer lines.' }) furniture: number;
  @Field(() => Int) site: number;
  @Field(() => Int) zone: number;
  @Field(() => Int, { description: 'Zone, site and grand total lines.' }) total: number;
  @Field(() => Int, { description: 'First lines of animal rows.' }) row: number;
  @Field(() => Int, { description: 'Wrapped second lines of animal rows.' }) continuation: number;
  @Field(() => Int, { description: 'Lines that are none of the kinds above.' }) unread: number;
}

@ObjectType('ReportManifest', { description: 'Diagnostics of one report (operations §3 manifest response).' })
export class ReportManifestModel {
  @Field() tempId: string;
  @Field(() => JSONScalar, { description: 'status, state, parserFormat, totalChunks, completed, traces, uploadedAt, updatedAt, pages, filename, size' })
  manifest: unknown;
  @Field(() => JSONScalar, { nullable: true, description: "Null until the report has been read (an upload not parsed yet, or one refused before parsing)." }) jobCounters: unknown;
  @Field(() => JSONScalar, { description: 'List of { reason, count }.', deprecationReason: 'Use rejectionReasons; removed in the next release.' }) rejection_reasons: unknown;
  @Field(() => JSONScalar, { description: 'List of { reason, count }.' }) rejectionReasons: unknown;
  @Field(() => String, { nullable: true }) parserVersion: string | null;
  @Field(() => JSONScalar) presignedUrls: unknown;
  @Field(() => JSONScalar, { description: 'The timeline, oldest first.' }) events: unknown;
  @Field(() => [String]) warnings: string[];
  @Field(() => [NotImportedLineModel], { description: 'Unread lines and rows not committed (other sites excepted), in report order; at most 2,000.' })
  notImported: NotImportedLineModel[];
  @Field(() => Int, { description: 'How many lines and rows were not imported, beyond the 2,000 listed too.' }) notImportedTotal: number;
  @Field(() => ParseLedgerModel, { nullable: true, description: 'Null for reports read before the ledger was kept, or not read yet.' })
  ledger: ParseLedgerModel | null;
  @Field() timestamp: string;
}

/** How an animal differs between a committed report and the one before it (issue 18). */
export enum MovementKind {
  ARRIVED = 'arrived',
  LEFT = 'left',
  /** Kennel or zone changed (status or level may have changed too). */
  MOVED = 'moved',
  /** Same kennel and zone; status, sub-status or adoption level changed. */
  CHANGED = 'changed',
}
registerEnumType(MovementKind, { name: 'MovementKind' });

@ObjectType('AnimalPlacement', { description: 'Where an animal was in one report, and its status and level there.' })
export class PlacementModel {
  @Field(() => String, { nullable: true }) name: string | null;
  @Field(() => String, { nullable: true }) species: string | null;
  @Field(() => String, { nullable: true }) kennel: string | null;
  @Field() zoneCode: string;
  @Field() zoneLocation: string;
  @Field(() => String, { nullable: true }) statusCode: string | null;
  @Field(() => String, { nullable: true }) subStatusCode: string | null;
  @Field(() => String, { nullable: true }) adoptionLevel: string | null;
}

@ObjectType('AnimalMovement')
export class MovementModel {
  @Field() animalId: string;
  @Field(() => MovementKind) kind: MovementKind;
  @Field(() => [String], { description: 'For an animal in both reports, what differs: zone, kennel, status, subStatus, adoptionLevel.' }) changes: string[];
  @Field(() => PlacementModel, { nullable: true, description: 'In the report before (null when it arrived).' }) before: PlacementModel | null;
  @Field(() => PlacementModel, { nullable: true, description: 'In this report (null when it left).' }) after: PlacementModel | null;
}

@ObjectType('ReportMovements', { description: 'What changed since the committed report before this one (by Run Date).' })
export class ReportMovementsModel {
  @Field() reportId: string;
  @Field(() => String, { nullable: true }) reportDate: string | null;
  @Field(() => String, { nullable: true, description: 'Null for the first report: there is nothing to compare with.' }) previousReportId: string | null;
  @Field(() => String, { nullable: true }) previousReportDate: string | null;
  @Field(() => Int) arrived: number;
  @Field(() => Int) left: number;
  @Field(() => Int) moved: number;
  @Field(() => Int) changed: number;
  @Field(() => [MovementModel], { description: 'Arrived, left, moved, then changed; by zone and animal ID within each.' }) items: MovementModel[];
}
