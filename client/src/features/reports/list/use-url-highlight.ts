import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { HIGHLIGHT_MS, HIGHLIGHT_PARAM, paramValue, withParam } from './reports-list-logic';

/**
 * operations §2: `?highlight={reportId}` (set by the upload screen after a parse) tints that report for 5 s, then the
 * parameter is removed from the address in replace mode, so a reload or Back does not highlight it again.
 */
export function useUrlHighlight(): string | null {
  const [params, setParams] = useSearchParams();
  const requested = paramValue(params, HIGHLIGHT_PARAM);
  const [highlighted, setHighlighted] = useState<string | null>(null);

  useEffect(() => {
    if (!requested) return;
    setHighlighted(requested);
    const timer = window.setTimeout(() => {
      setHighlighted(null);
      setParams((prev) => withParam(prev, HIGHLIGHT_PARAM, null), { replace: true });
    }, HIGHLIGHT_MS);
    return () => window.clearTimeout(timer);
  }, [requested, setParams]);

  return highlighted;
}
