import { useState } from 'react';
import type { SortDescriptor } from 'react-aria-components';
import useSWR from 'swr';
import { Button } from '@talent/ui';
import { swrFetcher } from './api';
import {
  serverTableKey,
  sortDescriptorOf,
  sortParamsOf,
  withChange,
  type ServerTableParams,
} from './serverTable';

export type { ServerTableParams } from './serverTable';

export interface ServerTableOptions<P extends ServerTableParams, A, Row> {
  /** The list's endpoint. The SWR key is `[path, params]`: a refresh matches the lists by `key[0]`. */
  path: string;
  initialParams: P;
  /** The rows of an answer (`answer.users`, `answer.invoices`, ...). */
  rowsOf: (answer: A) => readonly Row[];
  /** The rows-per-page menu's sizes. */
  pageSizes: readonly number[];
  /** The lead of the failure message, "The users could not be loaded." */
  failedTitle: string;
}

/**
 * A design-system DataTable wired to a server-paged endpoint (the gallery's users, permissions, invoices
 * and data tables): the params in state, one SWR call per params (`[path, params]`, the current page kept on
 * screen while the next one loads), search, reset, page-size and sort changes that go back to page 1, and
 * the failure message with a retry.
 *
 * `tableProps` goes on the DataTable as it is; `sortProps` only on a table that sorts. What differs per
 * screen (label, columns, row ids, filters, search placeholder, empty state, selection) stays on the screen,
 * which changes its filters with `change`.
 */
export function useServerTable<P extends ServerTableParams, A extends { total: number }, Row>({
  path,
  initialParams,
  rowsOf,
  pageSizes,
  failedTitle,
}: ServerTableOptions<P, A, Row>) {
  const [params, setParams] = useState<P>(initialParams);
  const { data, error, isLoading, mutate } = useSWR<A>(serverTableKey(path, params), swrFetcher, {
    keepPreviousData: true,
  });
  const change = (next: Partial<P>) => setParams((current) => withChange(current, next));
  const rows = (data && rowsOf(data)) ?? [];

  const tableProps = {
    rows,
    totalCount: data?.total ?? 0,
    page: params.page,
    onPageChange: (page: number) => setParams((current) => ({ ...current, page })),
    pageSize: params.perPage,
    pageSizeOptions: pageSizes,
    onPageSizeChange: (perPage: number) => change({ perPage } as Partial<P>),
    isLoading: isLoading && !data,
    error: error ? (
      <>
        <strong>{failedTitle}</strong> {(error as Error).message}{' '}
        <Button variant="ghost" size="sm" onPress={() => void mutate()}>
          Try again
        </Button>
      </>
    ) : undefined,
    onSearch: (q: string) => change({ q } as Partial<P>),
    onReset: () => change({ q: '' } as Partial<P>),
  };
  const sortProps = {
    sortDescriptor: sortDescriptorOf(params),
    onSortChange: (descriptor: SortDescriptor) => change(sortParamsOf(descriptor) as Partial<P>),
  };

  return { params, change, rows, tableProps, sortProps };
}
