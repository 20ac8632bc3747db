/** Reports whose parse a screen of this tab follows live (the upload page's progress card), by tempId. */
const watched = new Map<string, number>();

/** Marks a report as followed live until the returned function is called. */
export function watchLive(tempId: string): () => void {
  watched.set(tempId, (watched.get(tempId) ?? 0) + 1);
  let done = false;
  return () => {
    if (done) return;
    done = true;
    const left = (watched.get(tempId) ?? 1) - 1;
    if (left > 0) watched.set(tempId, left);
    else watched.delete(tempId);
  };
}

/** Whether a screen of this tab follows the report live (and so announces its outcome itself). */
export function isWatchedLive(tempId: string): boolean {
  return watched.has(tempId);
}
