/**
 * The per-item processing banner of operations.md §2 (Pending-report banner and progress), shown on the
 * upload and reports screens. Placeholder until it lands (issue #6).
 */
export function ProcessingBanner(_props: { onViewDetails?: (tempId: string) => void }) {
  return null;
}
