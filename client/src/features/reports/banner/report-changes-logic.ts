export interface ReportChangeLike {
  state: string;
  filename: string;
  animalCount: number | null;
  message: string | null;
}

const animalsOf = (change: ReportChangeLike) =>
  change.animalCount === null ? '' : `: ${change.animalCount.toLocaleString('en-US')} ${change.animalCount === 1 ? 'animal' : 'animals'}`;

/** The toast a change of state `state` shows in (one per kind), or null for changes that show none. */
export function changeToastId(state: string): string | null {
  return state === 'complete' || state === 'failed' ? `report-changes-${state}` : null;
}

/** Files named in one toast before the rest are counted ("and 3 more"). */
const LISTED = 3;

function listOf(items: string[]): string {
  const named = items.slice(-LISTED).join('; ');
  return items.length > LISTED ? `${named}; and ${items.length - LISTED} more` : named;
}

/**
 * The toast for changes nobody on this page asked for: finishes or failures; null when there is none. Changes that
 * arrive while their toast is still open join it (one toast per kind, `id`) rather than queueing behind it: with one
 * toast visible at a time (access-and-identity §9), a burst of other people's reports would otherwise hold back the
 * toast of this user's own action by 5 s each.
 */
export function changeToast(changes: readonly ReportChangeLike[]): { id: string; type: 'success' | 'error'; title: string; description: string } | null {
  const last = changes.at(-1);
  const id = last ? changeToastId(last.state) : null;
  if (!last || !id) return null;
  const same = changes.filter((c) => c.state === last.state);
  if (last.state === 'complete') {
    return {
      id,
      type: 'success',
      title: same.length === 1 ? 'Report processed' : `${same.length} reports processed`,
      description: `${listOf(same.map((c) => `${c.filename}${animalsOf(c)}`))}. ${same.length === 1 ? 'It is' : 'They are'} in the list now.`,
    };
  }
  return {
    id,
    type: 'error',
    title: same.length === 1 ? 'Report failed' : `${same.length} reports failed`,
    description: listOf(same.map((c) => `${c.filename}: ${c.message ?? 'Unknown error'}`)),
  };
}

/** Root fields whose answers change with any change of a report's state: the pending lists and the reports. */
const PENDING_FIELDS = ['pendingReports', 'reports', 'reportStatus', 'reportManifest'];
/**
 * Root fields whose answers change when a report commits, or is deleted (the latest may then be an older one, or
 * none): the figures and animals of the latest report.
 */
const COMMITTED_FIELDS = ['latestReport', 'populationStats', 'adoptionLevelStats', 'animals', 'animalCurrent'];

/** The root fields a change in state `state` makes stale. */
export function staleFields(state: string): ReadonlySet<string> {
  return new Set(state === 'complete' || state === 'deleted' ? [...PENDING_FIELDS, ...COMMITTED_FIELDS] : PENDING_FIELDS);
}

interface DocumentLike {
  definitions: readonly { kind: string; operation?: string; selectionSet?: { selections: readonly { kind: string; name?: { value: string } }[] } }[];
}

/** Whether a query reads any of `fields` at its root (so the change must refetch it). */
export function readsAny(document: DocumentLike, fields: ReadonlySet<string>): boolean {
  return document.definitions.some(
    (d) => d.kind === 'OperationDefinition' && d.operation === 'query' && (d.selectionSet?.selections ?? []).some((s) => s.kind === 'Field' && fields.has(s.name?.value ?? '')),
  );
}
