/** "Dec 9, 2026", in the viewer's time zone. */
const expiryFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

export function formatExpiry(iso: string): string {
  return expiryFormat.format(new Date(iso));
}
