import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { pageCount, parseListParams, serializeListParams, type ListConfig, type ListParams } from './list-params-logic';

/**
 * The list's state lives in the URL (operations §2): every change is written in replace mode, so paging and filtering
 * do not fill the browser history. `config` must be a module constant.
 */
export function useListParams(config: ListConfig) {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => parseListParams(searchParams, config), [searchParams, config]);

  // Debounced and async callers must build on the latest URL, not the one of the render that scheduled them.
  const latest = useRef({ params, setSearchParams });
  // The URL an update left behind: renders that still show it come before the router caught up, and must not
  // put its params back (a zone chosen, then a status chosen before the navigation ran, lost the zone).
  const stale = useRef<string | null>(null);
  const current = searchParams.toString();
  useEffect(() => {
    if (stale.current === current) return;
    stale.current = null;
    latest.current = { params, setSearchParams };
  });

  const update = useCallback((change: (current: ListParams) => ListParams) => {
    const { params: before, setSearchParams: set } = latest.current;
    const next = change(before);
    latest.current.params = next; // two changes in one tick build on each other
    stale.current ??= new URLSearchParams(window.location.search).toString();
    set(serializeListParams(next), { replace: true });
  }, []);

  // operations §2: the centre is written into the URL when missing (and lowercased when it is not). In the app the
  // location route's loader has done it before the first render (LocationReportPage's locationLoader); this covers
  // a router without loaders.
  const raw = searchParams.get('center');
  useEffect(() => {
    if (config.withCenter && raw !== params.center) update((current) => current);
  }, [config.withCenter, raw, params.center, update]);

  return { params, update };
}

/** A page past the end (an old link, or fewer animals after a new report) moves to the last page. */
export function useClampPage(total: number | undefined, params: ListParams, update: (change: (current: ListParams) => ListParams) => void) {
  useEffect(() => {
    if (total !== undefined && total > 0 && params.page > pageCount(total, params.limit)) {
      update((current) => ({ ...current, page: pageCount(total, current.limit) }));
    }
  }, [total, params.page, params.limit, update]);
}
