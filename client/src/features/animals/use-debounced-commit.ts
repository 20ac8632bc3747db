import { useEffect, useRef, useState } from 'react';

/** operations §2: the search box commits to the URL ~300 ms after typing stops. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * Local text for an input whose committed value lives elsewhere (the URL). Typing updates the text at once
 * and commits after `delay`; a committed value changed from outside (Clear, Back) replaces the text.
 */
export function useDebouncedCommit(value: string, onCommit: (text: string) => void, delay = SEARCH_DEBOUNCE_MS) {
  const [text, setText] = useState(value);
  const [committed, setCommitted] = useState(value);
  if (value !== committed) {
    setCommitted(value);
    if (value.trim() !== text.trim()) setText(value);
  }

  const commit = useRef(onCommit);
  useEffect(() => {
    commit.current = onCommit;
  });

  useEffect(() => {
    if (text.trim() === value.trim()) return;
    const timer = setTimeout(() => commit.current(text.trim()), delay);
    return () => clearTimeout(timer);
  }, [text, value, delay]);

  return [text, setText] as const;
}
