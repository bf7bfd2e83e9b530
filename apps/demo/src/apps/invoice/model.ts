import { useCallback, useMemo } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type { Tone } from '@talent/ui';
import { sendJson, swrFetcher } from '../../lib/api';
import { DEFAULT_INVOICE_ID, type InvoiceLine } from '../../mocks/data/invoices';
import type { Invoice, InvoiceClient, InvoiceStatus, PaymentDetails } from '../../mocks/data/types';

export { DEFAULT_INVOICE_ID };

/** The list's page sizes; 10 by default (spec 001 section 9). */
export const PAGE_SIZES = [10, 25, 50] as const;

export const statusTones: Record<InvoiceStatus, Tone> = {
  Paid: 'positive',
  Downloaded: 'info',
  Sent: 'accent',
  Draft: 'neutral',
  'Partial Payment': 'caution',
  'Past Due': 'critical',
};

export interface InvoiceListParams {
  q: string;
  status: InvoiceStatus | '';
  sort: 'asc' | 'desc';
  sortColumn: string;
  perPage: number;
  page: number;
}

export interface InvoicesAnswer {
  allData: Invoice[];
  total: number;
  invoices: Invoice[];
}

export interface OpenedInvoice {
  invoice: Invoice;
  paymentDetails: PaymentDetails;
}

/** What the editor saves (add and edit): the handler computes the total from the lines. */
export interface InvoiceDraft {
  client: InvoiceClient;
  issuedDate: string;
  dueDate: string;
  items: InvoiceLine[];
  discount: number;
  tax: number;
}

const INVOICE_KEYS = ['/apps/invoice/', '/api/invoice/invoices'];

/** The invoice list's endpoint: a page of `InvoicesAnswer` for `InvoiceListParams`. */
export const INVOICES_PATH = '/apps/invoice/invoices';

export function useInvoice(id: number | null) {
  return useSWR<OpenedInvoice>(id === null ? null : [`/api/invoice/invoices/${id}`], swrFetcher);
}

export function useClients() {
  return useSWR<InvoiceClient[]>(['/api/invoice/clients'], swrFetcher);
}

/** The invoice calls that change data; each refreshes every invoice list and view afterwards. */
export function useInvoiceActions() {
  const { mutate } = useSWRConfig();
  const refresh = useCallback(
    () =>
      mutate(
        (key) =>
          Array.isArray(key) &&
          typeof key[0] === 'string' &&
          INVOICE_KEYS.some((prefix) => (key[0] as string).startsWith(prefix)),
      ),
    [mutate],
  );
  const remove = useCallback(
    async (id: number) => {
      await sendJson('DELETE', `/apps/invoice/delete?id=${id}`);
      await refresh();
    },
    [refresh],
  );
  const add = useCallback(
    async (draft: InvoiceDraft) => {
      const { invoice } = await sendJson<{ invoice: Invoice }>('POST', '/apps/invoice/add', draft);
      await refresh();
      return invoice;
    },
    [refresh],
  );
  const update = useCallback(
    async (id: number, draft: InvoiceDraft) => {
      const { invoice } = await sendJson<OpenedInvoice>('PUT', `/api/invoice/invoices/${id}`, draft);
      await refresh();
      return invoice;
    },
    [refresh],
  );
  return useMemo(() => ({ remove, add, update }), [remove, add, update]);
}

/** The invoice id of a route (`/preview/:id`), or the default 4987 when the route has none. */
export function invoiceIdOf(param: string | undefined): number | null {
  if (param === undefined) return DEFAULT_INVOICE_ID;
  const id = Number(param);
  return Number.isInteger(id) && id > 0 ? id : null;
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
export const money = (value: number) => usd.format(value);

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
/** An ISO date (YYYY-MM-DD) as "Mar 1, 2026", read in UTC so the day never shifts. */
export const formatDate = (iso: string) => dateFormat.format(new Date(`${iso}T00:00:00Z`));

export const PAPERS = { a4: 'A4', letter: 'letter' } as const;
export type Paper = keyof typeof PAPERS;

/** The print page size as a stylesheet rule (vanilla-extract has no @page). */
export function pageRule(paper: Paper): string {
  return `@page { size: ${PAPERS[paper]}; margin: 15mm; }`;
}

/**
 * Whether the page opens the print dialog by itself: not with `?noprint` (stories, e2e, someone who only
 * wants to look). The page behaves the same under test as for a person; the tests ask with `?noprint`.
 */
export function printsOnLoad(search: URLSearchParams): boolean {
  return !search.has('noprint');
}
