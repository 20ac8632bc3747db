import { NotYetAvailablePage } from '../operations/NotYetAvailablePage';

/** Placeholder until the screen lands (issue #6). */
export function BetiPage() {
  return <NotYetAvailablePage title="Behavior Evaluations, Trends, & Insights" />;
}
