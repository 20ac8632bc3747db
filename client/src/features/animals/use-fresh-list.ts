import { NetworkStatus, type OperationVariables, type TypedDocumentNode } from '@apollo/client';
import { useCommittedValue } from '../../components/use-committed-value';
import type { AnimalRow } from './animal-columns';
import { FRESH_KEYS } from './freshness-logic';
import { toAnimalQuery, type ListParams } from './list-params-logic';
import { useFreshQuery } from './use-fresh-policy';
import { useClampPage } from './use-list-params';

export type AnimalQueryVariables = ReturnType<typeof toAnimalQuery>;

export interface FreshListOptions<TData, TVariables> {
  params: ListParams;
  update: (change: (current: ListParams) => ListParams) => void;
  /** The list's name in the freshness clock; each distinct query adds its own key to it. */
  key: string;
  ttlMs: number;
  variables: (query: AnimalQueryVariables) => TVariables;
  /** Where an answer holds the page. */
  page: (data: TData) => { items: AnimalRow[]; total: number };
  skip?: boolean;
}

export interface FreshList {
  /** The rows on screen: the latest answer's, or the previous one's while a new page or filter loads. */
  page: { rows: AnimalRow[]; total: number } | undefined;
  /** The total of the latest answer only (undefined while it loads). */
  total: number | undefined;
  /** A newer page is on its way. */
  stale: boolean;
  error: unknown;
  retry: () => void;
  retrying: boolean;
}

/** What the parts of a list screen share: the layout, the URL's list state and the page read from it. */
export interface ListView {
  wide: boolean;
  params: ListParams;
  update: (change: (current: ListParams) => ListParams) => void;
  list: FreshList;
}

/**
 * One page of animals following the list's URL (operations §2): one request per committed change of the
 * params, under the operations §9 freshness window, and a page past the end moved back to the last one.
 */
export function useFreshList<TData, TVariables extends OperationVariables>(document: TypedDocumentNode<TData, TVariables>, options: FreshListOptions<TData, TVariables>): FreshList {
  const { params, update, key, ttlMs, variables, page, skip } = options;
  // The list follows the committed URL, not a transition's (see useCommittedValue): one request per change.
  const query = useCommittedValue(toAnimalQuery(params));
  const list = useFreshQuery(document, { key: FRESH_KEYS.list(key, query), ttlMs, variables: variables(query), skip, notifyOnNetworkStatusChange: true });
  const total = list.data === undefined ? undefined : page(list.data).total;
  useClampPage(total, params, update);
  const answer = list.data ?? list.previousData;
  const shown = answer === undefined ? undefined : page(answer);
  return {
    page: shown && { rows: shown.items, total: shown.total },
    total,
    stale: list.loading,
    error: list.error,
    retry: () => {
      list.refetch().catch(() => undefined); // shown from the hook's error
    },
    retrying: list.networkStatus === NetworkStatus.refetch,
  };
}
