import type { SortDescriptor } from 'react-aria-components';

/**
 * What a server-paged list sends with every page: the search (q), the 1-based page and its size, and, on
 * a list that sorts, the column and direction. Each list adds its own filters.
 */
export interface ServerTableParams {
  q: string;
  page: number;
  perPage: number;
  sortColumn?: string;
  sort?: 'asc' | 'desc';
}

/** The SWR key of a page: `[path, params]`, which `swrFetcher` asks as `path?q=…&page=…`. */
export function serverTableKey<P extends ServerTableParams>(path: string, params: P) {
  return [path, params] as const;
}

/**
 * The params after a search, filter, page-size or sort change: back to page 1, since the page shown may
 * not exist in the new list.
 */
export function withChange<P extends ServerTableParams>(current: P, next: Partial<P>): P {
  return { ...current, page: 1, ...next };
}

/** The table's sort descriptor for the params; none while no column is chosen. */
export function sortDescriptorOf(params: ServerTableParams): SortDescriptor | undefined {
  return params.sortColumn
    ? { column: params.sortColumn, direction: params.sort === 'asc' ? 'ascending' : 'descending' }
    : undefined;
}

/** The sort params (sortColumn, sort) a click on a column header asks for. */
export function sortParamsOf(
  descriptor: SortDescriptor,
): Required<Pick<ServerTableParams, 'sortColumn' | 'sort'>> {
  return {
    sortColumn: String(descriptor.column),
    sort: descriptor.direction === 'ascending' ? 'asc' : 'desc',
  };
}
