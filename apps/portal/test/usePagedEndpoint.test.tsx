import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { SWRConfig } from 'swr';
import { handle, handlers, overrides, profileFixture } from '@talent/api/msw';
import { PAGE_SIZES } from '@talent/api/rules';
import { usePagedEndpoint } from '../src/app/usePagedEndpoint';
import { signIn } from './profiles.harness';

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** The query strings and bodies the list endpoints were asked with, in order. */
let asked: Array<{ query: URLSearchParams; body?: unknown }> = [];
const profiles = Array.from({ length: 23 }, (_, i) => profileFixture(i + 1));

beforeEach(() => {
  signIn('recruiter');
  asked = [];
  server.use(
    handle('mostEarnedProfile', ({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.push({ query });
      const hits = profiles.filter((p) => p.full_name.includes(query.get('search') ?? ''));
      const offset = Number(query.get('offset'));
      return { count: hits.length, results: hits.slice(offset, offset + Number(query.get('limit'))) };
    }),
    handle('listResume', ({ request, body }) => {
      asked.push({ query: new URL(request.url).searchParams, body });
      return { count: 1, results: [profileFixture(1)] };
    }),
  );
});

function wrapper({ children }: { children: ReactNode }) {
  return <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>;
}

const last = () => asked.at(-1)!;

describe('usePagedEndpoint', () => {
  it('asks for the chosen page by limit and offset, with the page sizes of the rules', async () => {
    const { result } = renderHook(() => usePagedEndpoint('mostEarnedProfile'), { wrapper });
    expect(result.current.props.isLoading).toBe(true);
    await waitFor(() => expect(result.current.props.rows).toHaveLength(10));
    expect(result.current.props.totalCount).toBe(23);
    expect(result.current.props.pageSizeOptions).toEqual(PAGE_SIZES);
    expect(last().query.get('limit')).toBe('10');
    expect(last().query.get('offset')).toBe('0');

    act(() => result.current.props.onPageChange(3));
    await waitFor(() => expect(result.current.props.rows).toHaveLength(3));
    expect(result.current.props.page).toBe(3);
    expect(last().query.get('offset')).toBe('20');

    act(() => result.current.props.onPageSizeChange!(25));
    await waitFor(() => expect(result.current.props.rows).toHaveLength(23));
    expect(result.current.props.page).toBe(1);
    expect([last().query.get('limit'), last().query.get('offset')]).toEqual(['25', '0']);
  });

  it('goes back to page 1 on a search, sends it as `search`, and drops it on reset', async () => {
    const { result } = renderHook(() => usePagedEndpoint('mostEarnedProfile'), { wrapper });
    await waitFor(() => expect(result.current.props.rows).toHaveLength(10));
    act(() => result.current.props.onPageChange(2));
    await waitFor(() => expect(last().query.get('offset')).toBe('10'));

    act(() => result.current.searchProps.onSearch('  Ava '));
    await waitFor(() => expect(last().query.get('search')).toBe('Ava'));
    expect(last().query.get('offset')).toBe('0');
    expect(result.current.props.page).toBe(1);
    expect(result.current.search).toBe('Ava');

    act(() => result.current.props.onPageChange(2));
    await waitFor(() => expect(last().query.get('offset')).toBe('10'));
    act(() => result.current.searchProps.onReset());
    await waitFor(() => expect(last().query.has('search')).toBe(false));
    expect(result.current.props.page).toBe(1);
  });

  it('clears the selection when the page changes', async () => {
    const { result } = renderHook(() => usePagedEndpoint('mostEarnedProfile'), { wrapper });
    await waitFor(() => expect(result.current.props.rows).toHaveLength(10));
    act(() => result.current.props.onSelectionChange(new Set([1, 2])));
    expect([...result.current.props.selectedKeys]).toEqual([1, 2]);
    act(() => result.current.props.onPageChange(2));
    expect([...result.current.props.selectedKeys]).toEqual([]);

    act(() => result.current.props.onSelectionChange(new Set([11])));
    act(() => result.current.clearSelection());
    expect([...result.current.props.selectedKeys]).toEqual([]);
  });

  it('surfaces a failed read as the table error, with no rows', async () => {
    server.use(overrides.serverError('mostEarnedProfile'));
    const { result } = renderHook(
      () => usePagedEndpoint('mostEarnedProfile', { errorText: () => 'Something went wrong' }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.props.error).toBe('Something went wrong'));
    expect(result.current.props.rows).toEqual([]);
    expect(result.current.props.totalCount).toBe(0);
    expect(result.current.props.isLoading).toBe(false);
    expect(result.current.error).toBeInstanceOf(Error);
  });

  it('builds a POST search body from the search text instead of the query', async () => {
    const { result } = renderHook(
      () =>
        usePagedEndpoint('listResume', {
          body: (search) => ({ ...(search ? { query: search } : {}), search_type: 'OR' as const }),
        }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.props.rows).toHaveLength(1));
    expect(last().body).toEqual({ search_type: 'OR' });
    act(() => result.current.searchProps.onSearch('nurse'));
    await waitFor(() => expect(last().body).toEqual({ query: 'nurse', search_type: 'OR' }));
    expect(last().query.has('search')).toBe(false);
  });

  it('shows only the first rows of a top-N table, and asks nothing while disabled', async () => {
    const top = renderHook(() => usePagedEndpoint('mostEarnedProfile', { top: 5 }), { wrapper });
    await waitFor(() => expect(top.result.current.props.rows).toHaveLength(5));
    expect(top.result.current.props.totalCount).toBe(5);
    expect(top.result.current.props.pageSizeOptions).toEqual([5]);
    expect(top.result.current.props.onPageSizeChange).toBeUndefined();
    expect(last().query.get('limit')).toBe('5');

    asked = [];
    let enabled = false;
    const later = renderHook(() => usePagedEndpoint('mostEarnedProfile', { enabled }), { wrapper });
    expect(later.result.current.props.isLoading).toBe(true);
    expect(asked).toEqual([]);
    enabled = true;
    later.rerender();
    await waitFor(() => expect(later.result.current.props.rows).toHaveLength(10));
    expect(asked).toHaveLength(1);
  });
});
