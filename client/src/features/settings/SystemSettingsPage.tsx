import { NotYetAvailablePage } from '../operations/NotYetAvailablePage';

/** Placeholder until the screen lands (issue #6). */
export function SystemSettingsPage() {
  return <NotYetAvailablePage title="System Settings" />;
}
