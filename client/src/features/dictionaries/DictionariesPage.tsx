import { NotYetAvailablePage } from '../operations/NotYetAvailablePage';

/** Placeholder until the screen lands (issue #6). */
export function DictionariesPage() {
  return <NotYetAvailablePage title="Data Dictionaries" />;
}
