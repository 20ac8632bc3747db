import type { LedgerCounts, NotImported } from './ledger.js';

/** What a report's manifest shows about how it was read (operations.md §3). */

/** One chunk's trace, with the operations §3 fields. */
export interface ChunkTrace {
  chunk: number;
  pages: number[];
  /** Which reader produced the accepted rows. */
  parser: 'ai' | 'layout';
  rawLength: number;
  normalizedLength: number;
  ndjsonLinesCount: number;
  accepted_animals_count: number;
  accepted_zone_groups_count: number;
  schema_rejected_count: number;
  rejected: Record<string, number>;
  zoneDetection: { matches: string[] };
  processingGates: { hasNormalizedZones: boolean; pagesKeptGt0: boolean; animalFields: boolean; shouldFallback: boolean };
  classificationSamples: { animals: string[]; zones: string[]; unknowns: string[] };
  fallback: { attempted: boolean; reason: string | null };
  /** When both readers ran: rows or fields on which they differ. */
  disagreements: { count: number; samples: { animal_id: string; field: string; ai: unknown; layout: unknown }[] } | null;
  durationMs: number;
}

export interface JobCounters {
  zones_sum: number;
  accepted_animals_total: number;
  ndjson_lines_total: number;
  fallback_attempted_any: boolean;
  pages_kept_any: boolean;
  normalized_zones_total: number;
}

export interface ReportDiagnostics {
  parserFormat?: string;
  parserVersion?: string;
  jobCounters?: JobCounters;
  /** Every row not committed, by reason: other sites, schema failures, … (no row vanishes without one). */
  rejectionReasons?: Record<string, number>;
  /** Total mismatches and other oddities that did not stop the commit. */
  warnings?: string[];
  /**
   * Unread lines and rows not committed for a reason other than their site (issue 14), in report order, at
   * most NOT_IMPORTED_CAP of them; `notImportedTotal` counts them all.
   */
  notImported?: NotImported[];
  notImportedTotal?: number;
  /** How many text lines of the PDF were read as each kind. */
  ledger?: LedgerCounts;
  /** A duplicate upload: the committed report it repeats (issue 16). */
  duplicateOf?: { reportId: string; filename: string; reportDate: string | null };
}

/** Entries of the not-imported list kept on a report: enough to review, bounded for a garbled 1,000-page file. */
export const NOT_IMPORTED_CAP = 2000;

export const emptyCounters = (): JobCounters => ({
  zones_sum: 0,
  accepted_animals_total: 0,
  ndjson_lines_total: 0,
  fallback_attempted_any: false,
  pages_kept_any: false,
  normalized_zones_total: 0,
});
