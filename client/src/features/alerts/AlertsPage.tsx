import { NotYetAvailablePage } from '../operations/NotYetAvailablePage';

/** Placeholder until the screen lands (issue #6). */
export function AlertsPage() {
  return <NotYetAvailablePage title="Alerts" />;
}
