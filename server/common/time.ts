/** `timestamp` without zone as the wall-clock ISO string printed on the report (2026-11-24T07:05:00). */
export function wallClock(d: Date | string | null): string | null {
  if (d === null) return null;
  if (typeof d === 'string') return d.replace(' ', 'T').slice(0, 19);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
}
