/** The fields of a configuration item this logic needs (the query's row, without GraphQL types). */
export interface PresenceItem {
  envVar: string;
  provider: string;
  /** Needed by the server's configured mode (the server decides: an embedded part needs no variable). */
  required: boolean;
  neededInProduction: boolean;
  present: boolean;
}

export type PresenceStatus = 'present' | 'missing' | 'fallback' | 'optional';

/**
 * Present when set; Missing when the configured mode needs it and it is not set; Default in use when it is not set
 * but only production needs it (the embedded part or generated default is in use); Optional otherwise.
 */
export function presenceStatus(item: Pick<PresenceItem, 'required' | 'neededInProduction' | 'present'>): PresenceStatus {
  if (item.present) return 'present';
  if (item.required) return 'missing';
  return item.neededInProduction ? 'fallback' : 'optional';
}

export const STATUS_LABELS: Record<PresenceStatus, { label: string; palette: string }> = {
  present: { label: 'Present', palette: 'green' },
  missing: { label: 'Missing', palette: 'red' },
  fallback: { label: 'Default in use', palette: 'blue' },
  optional: { label: 'Optional', palette: 'gray' },
};

export const PROVIDER_LABELS: Record<string, string> = {
  AI: 'AI',
  STORAGE: 'Storage',
  MAIL: 'Mail',
  DATABASE: 'Database',
  QUEUE: 'Queue',
  SECURITY: 'Security',
};

/** The label of a provider; a value this client does not know yet shows as sent. */
export function providerLabel(provider: string): string {
  return PROVIDER_LABELS[provider] ?? provider;
}

export interface PresenceSummary {
  total: number;
  present: number;
  requiredTotal: number;
  requiredPresent: number;
  requiredMissing: number;
}

/** The figures of the three cards: Keys Present, Required Present, Required Missing (for the configured mode). */
export function summarize(items: readonly Pick<PresenceItem, 'required' | 'present'>[]): PresenceSummary {
  const required = items.filter((i) => i.required);
  const requiredPresent = required.filter((i) => i.present).length;
  return {
    total: items.length,
    present: items.filter((i) => i.present).length,
    requiredTotal: required.length,
    requiredPresent,
    requiredMissing: required.length - requiredPresent,
  };
}

/** Items grouped by provider, groups in the server's order of first appearance, items in the server's order. */
export function groupByProvider<T extends Pick<PresenceItem, 'provider'>>(items: readonly T[]): { provider: string; label: string; items: T[] }[] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const group = groups.get(item.provider);
    if (group) group.push(item);
    else groups.set(item.provider, [item]);
  }
  return [...groups].map(([provider, list]) => ({ provider, label: providerLabel(provider), items: list }));
}
