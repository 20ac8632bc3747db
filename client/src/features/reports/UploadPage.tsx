import { NotYetAvailablePage } from '../operations/NotYetAvailablePage';

/** Placeholder until the screen lands (issue #6). */
export function UploadPage() {
  return <NotYetAvailablePage title="Upload Report" />;
}
