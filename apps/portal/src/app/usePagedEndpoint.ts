import { useDeferredValue, useMemo, useState, type ReactNode } from 'react';
import type { Key, Selection } from 'react-aria-components';
import type { SWRConfiguration } from 'swr';
import { routes, useEndpoint, type ReadEndpointName, type ReadOptions } from '@talent/api/client';
import type { BodyOf, Endpoints, ParamsOf, QueryOf, ResponseOf } from '@talent/api/contract';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@talent/api/rules';

/** The reads that answer one page of a list, `{ count, results }`, asked for by limit and offset. */
export type PagedEndpointName = {
  [N in ReadEndpointName]: ResponseOf<Endpoints[N]> extends { count: number; results: unknown[] }
    ? 'limit' | 'offset' extends keyof QueryOf<Endpoints[N]>
      ? N
      : never
    : never;
}[ReadEndpointName];

export type RowOf<N extends PagedEndpointName> = ResponseOf<Endpoints[N]>['results'][number];

export interface PagedEndpointOptions<N extends PagedEndpointName> {
  params?: ParamsOf<Endpoints[N]>;
  /** The query besides the paging (and the table's search, which a GET list takes as `search`). */
  query?: Omit<QueryOf<Endpoints[N]>, 'limit' | 'offset' | 'search'>;
  /** A POST search's body, built from the table's search text (the spec sends its words in the body). */
  body?: (search: string) => BodyOf<Endpoints[N]>;
  /** False while the list should not be asked for yet; the table shows its loading rows meanwhile. */
  enabled?: boolean;
  /** Only the first `top` rows: one page of that size and no other size to choose. */
  top?: number;
  /** The table's text for a failed read. Without it the table shows no error and the page says it. */
  errorText?: (error: unknown) => ReactNode;
  /**
   * Render from a deferred copy of the answer: an answer arrives as an urgent update (SWR), which React
   * cannot split, and a deferred copy lets React build a large table in short slices instead of one long
   * task that blocks input.
   */
  isDeferred?: boolean;
  swr?: SWRConfiguration<ResponseOf<Endpoints[N]>>;
}

interface View {
  /** The request (without its page) that `page` and `selected` belong to. */
  where: string;
  page: number;
  selected: Selection;
}

const nothingSelected: Selection = new Set<Key>();

/**
 * One paged list of the contract as DataTable props: limit/offset paging with the page sizes of
 * `@talent/api/rules`, search, row selection, and the loading and error states. A new search, page size or
 * query goes back to page 1, and a selection belongs to the page it was made on.
 */
export function usePagedEndpoint<N extends PagedEndpointName>(
  name: N,
  options: PagedEndpointOptions<N> = {},
) {
  const { params, query, body, enabled = true, top, errorText, isDeferred = false, swr } = options;
  const pageSizeOptions: readonly number[] = top === undefined ? PAGE_SIZES : [top];
  const [chosenSize, setChosenSize] = useState<number>(DEFAULT_PAGE_SIZE);
  const pageSize = top ?? chosenSize;
  const [search, setSearch] = useState('');

  // A GET list takes the search in its query; a POST search in the body it builds from it.
  const isGet = routes[name].method === 'GET';
  const filters = { ...query, ...(isGet && search ? { search } : {}) };
  const sentBody = body?.(search);
  const where = JSON.stringify([name, params, filters, sentBody, pageSize]);
  const [stored, setView] = useState<View>({ where, page: 1, selected: nothingSelected });
  const view: View = stored.where === where ? stored : { where, page: 1, selected: nothingSelected };
  const offset = (view.page - 1) * pageSize;

  const read = {
    params,
    // The constraint on N guarantees limit and offset; TypeScript cannot see through the mapped type.
    query: { ...filters, limit: pageSize, offset } as QueryOf<Endpoints[N]>,
    body: sentBody,
  } as ReadOptions<N>;
  const answer = useEndpoint(name, enabled ? read : null, swr);
  const latest = useMemo(
    () => ({
      data: answer.data,
      error: answer.error as unknown,
      // With `keepPreviousData` the last page stays on screen while the next one loads.
      isLoading: !enabled || (answer.isLoading && answer.data === undefined),
    }),
    [answer.data, answer.error, answer.isLoading, enabled],
  );
  const deferred = useDeferredValue(latest);
  const { data, error, isLoading } = isDeferred ? deferred : latest;

  const rows: RowOf<N>[] = error || !data ? [] : (data.results as RowOf<N>[]);
  const count = error || !data ? 0 : data.count;
  const setPage = (page: number) => setView({ where, page, selected: nothingSelected });
  const setSelected = (selected: Selection) => setView({ ...view, selected });

  return {
    data,
    error,
    mutate: answer.mutate,
    rows,
    page: view.page,
    pageSize,
    offset,
    search,
    selected: view.selected,
    setPage,
    /**
     * After a row was deleted: the last row of a page going away shows the page before. (The delete's
     * `call()` has already read the list again: its `invalidates` tags.)
     */
    stepBackAfterRemoval: () => {
      if (rows.length === 1 && view.page > 1) setPage(view.page - 1);
    },
    clearSelection: () => setSelected(nothingSelected),
    /** Spread onto the DataTable. */
    props: {
      rows,
      totalCount: top === undefined ? count : Math.min(count, top),
      page: view.page,
      onPageChange: setPage,
      pageSize,
      pageSizeOptions,
      // A top-N table has no other size to offer, so it shows no choice.
      onPageSizeChange: top === undefined ? setChosenSize : undefined,
      isLoading,
      error: error && errorText ? errorText(error) : undefined,
      selectedKeys: view.selected,
      onSelectionChange: setSelected,
    },
    /** Spread onto the DataTable to show its search (Search and Reset go back to page 1). */
    searchProps: {
      onSearch: (text: string) => {
        setSearch(text.trim());
        setPage(1);
      },
      onReset: () => {
        setSearch('');
        setPage(1);
      },
    },
  };
}
