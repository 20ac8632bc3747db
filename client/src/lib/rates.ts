/** An occupancy rate (0.75) as a whole percent ("75%"); null as an em dash. Shared by the dashboard and settings. */
export function ratePercent(rate: number | null): string {
  return rate === null ? '—' : `${Math.round(rate * 100)}%`;
}
