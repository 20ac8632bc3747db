import { NotYetAvailablePage } from '../operations/NotYetAvailablePage';

/** Placeholder until the screen lands (issue #6). */
export function PromptBuilderPage() {
  return <NotYetAvailablePage title="Prompt Builder" />;
}
