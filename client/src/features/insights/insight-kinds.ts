import type { InsightKind } from './beti-logic';

/** The badge on an insight's card and drawer: what it is about, in the palette of its KPI card. */
export const INSIGHT_KIND: Record<InsightKind, { label: string; palette: string }> = {
  behavior: { label: 'Behavior', palette: 'orange' },
  'long-stay': { label: 'Long stay', palette: 'purple' },
  'average-stay': { label: 'Length of stay', palette: 'blue' },
  zone: { label: 'Zone', palette: 'teal' },
};
