/** The server tables' pure parts: the SWR key and its query string, page-1 resets and the sort mapping. */
import { describe, expect, it } from 'vitest';
import { withQuery } from '../src/lib/api';
import {
  serverTableKey,
  sortDescriptorOf,
  sortParamsOf,
  withChange,
  type ServerTableParams,
} from '../src/lib/serverTable';

// A type literal, as the list screens' params are plain objects for withQuery.
type Params = Required<ServerTableParams> & { status: string };
const params: Params = { q: '', status: '', sort: 'desc', sortColumn: 'id', perPage: 10, page: 3 };

describe('the server table', () => {
  it('keys a page by path and params, asked without the empty ones', () => {
    const key = serverTableKey('/apps/invoice/invoices', params);
    expect(key).toEqual(['/apps/invoice/invoices', params]);
    expect(withQuery(...key)).toBe('/apps/invoice/invoices?sort=desc&sortColumn=id&perPage=10&page=3');
    expect(withQuery(...serverTableKey('/x', { ...params, q: 'ann lee', status: 'Paid' }))).toBe(
      '/x?q=ann+lee&status=Paid&sort=desc&sortColumn=id&perPage=10&page=3',
    );
  });

  it('goes back to page 1 on a change, keeping the other params', () => {
    expect(withChange(params, { q: 'ann' })).toEqual({ ...params, q: 'ann', page: 1 });
    expect(withChange(params, { perPage: 25 })).toEqual({ ...params, perPage: 25, page: 1 });
    expect(params.page).toBe(3);
  });

  it('maps the sort params to the table and back', () => {
    expect(sortDescriptorOf(params)).toEqual({ column: 'id', direction: 'descending' });
    expect(sortDescriptorOf({ ...params, sort: 'asc' })).toEqual({ column: 'id', direction: 'ascending' });
    expect(sortDescriptorOf({ ...params, sortColumn: '' })).toBeUndefined();
    expect(sortDescriptorOf({ q: '', perPage: 10, page: 1 })).toBeUndefined();
    expect(sortParamsOf({ column: 'total', direction: 'ascending' })).toEqual({
      sortColumn: 'total',
      sort: 'asc',
    });
    expect(sortParamsOf({ column: 'total', direction: 'descending' })).toEqual({
      sortColumn: 'total',
      sort: 'desc',
    });
  });
});
