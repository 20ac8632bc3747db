import { NotYetAvailablePage } from '../operations/NotYetAvailablePage';

/** Placeholder until the screen lands (issue #6). */
export function ReportsPage() {
  return <NotYetAvailablePage title="Reports" />;
}
