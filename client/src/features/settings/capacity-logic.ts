/** Kennel capacity per zone (issue 18): what the form checks before it sends, as the server checks it. */
export const CAPACITY_MAX = 10_000;

export interface ZoneCapacityRow {
  zoneCode: string;
  capacity: number | null;
}

/** Why a typed capacity cannot be saved, or null; empty means "clear". */
export function capacityProblem(text: string): string | null {
  const value = text.trim();
  if (value === '') return null;
  if (!/^\d+$/.test(value)) return 'Enter a whole number of kennels';
  const n = Number(value);
  if (n < 1) return 'At least 1 (leave it empty to clear it)';
  if (n > CAPACITY_MAX) return `At most ${CAPACITY_MAX.toLocaleString('en-US')}`;
  return null;
}

/** The zones whose typed capacity differs from the saved one, as the mutation takes them; null when a value is invalid. */
export function capacityChanges(zones: ZoneCapacityRow[], drafts: Record<string, string>): ZoneCapacityRow[] | null {
  const out: ZoneCapacityRow[] = [];
  for (const zone of zones) {
    const text = drafts[zone.zoneCode];
    if (text === undefined) continue;
    if (capacityProblem(text)) return null;
    const capacity = text.trim() === '' ? null : Number(text.trim());
    if (capacity !== zone.capacity) out.push({ zoneCode: zone.zoneCode, capacity });
  }
  return out;
}


/** Behaviour severity codes, mildest first (the server takes one of these). */
export const SEVERITIES = ['1A', '1B', '2A', '2B', '3A', '3B'] as const;

/** Why a typed number of days cannot be saved (a whole number from 1 to `max`), or null. */
function daysProblem(text: string, max: number): string | null {
  const value = text.trim();
  if (!/^\d+$/.test(value)) return 'Enter a whole number of days';
  const n = Number(value);
  if (n < 1 || n > max) return `From 1 to ${max} days`;
  return null;
}

/** Why a typed long-stay threshold cannot be saved, or null. */
export function longStayProblem(text: string): string | null {
  return daysProblem(text, 3650);
}

/** Why a typed stray-hold threshold cannot be saved (1 to 365 days, as the server takes it), or null. */
export function strayHoldProblem(text: string): string | null {
  return daysProblem(text, 365);
}
