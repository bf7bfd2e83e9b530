/** Invoices (issue 20): the account's list, the admin's list, the print view's paper and the revenue card,
 * against the msw handlers. */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { overrides } from '@talent/api/msw';
import InvoicesPage from '../src/pages/invoices/InvoicesPage';
import InvoicePrintPage, { pageRule } from '../src/pages/invoices/InvoicePrintPage';
import { RevenueCard } from '../src/pages/dashboard/RevenueCard';
import { jobsServer, queriesTo } from './jobs.harness';
import { renderPage, signIn } from './profiles.harness';

const server = jobsServer();

const table = () => screen.findByRole('grid', { name: 'Invoices' });
const rowNames = async () =>
  within(await table())
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

describe('the invoice list', () => {
  it('lists my invoices newest first and filters by status on the server', async () => {
    const asked = queriesTo(server, '/api/invoice_list');
    signIn('recruiter');
    renderPage('/pages/invoices', <InvoicesPage />);
    expect(await screen.findByRole('heading', { name: 'My invoices' })).toBeDefined();
    await waitFor(async () =>
      expect(await rowNames()).toEqual([
        'CN-2026-000001',
        'INV-2026-000003',
        'INV-2026-000002',
        'INV-2026-000001',
      ]),
    );
    const credit = screen.getByRole('row', { name: /CN-2026-000001/ });
    expect(within(credit).getByText('Credit note for INV-2026-000003')).toBeDefined();
    expect(within(credit).getByText('−$300.00')).toBeDefined();
    expect(asked.at(-1)?.get('status')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: /Status/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Paid' }));
    await waitFor(async () => expect(await rowNames()).toEqual(['INV-2026-000002', 'INV-2026-000001']));
    expect(asked.at(-1)?.get('status')).toBe('paid');
  });

  it('the admin lists everyone through all_invoice, with the buyer', async () => {
    const asked = queriesTo(server, '/api/all_invoice');
    signIn('admin');
    renderPage('/pages/invoices', <InvoicesPage />);
    expect(await screen.findByRole('heading', { name: 'All invoices' })).toBeDefined();
    await table();
    await waitFor(() => expect(asked.length).toBeGreaterThan(0));
    expect(await screen.findAllByText('Riley Recruiter · recruiter@example.com')).toHaveLength(4);
  });

  it('shows the empty state and the error state', async () => {
    server.use(overrides.empty('invoiceList'));
    signIn('recruiter');
    const { unmount } = renderPage('/pages/invoices', <InvoicesPage />);
    expect(await screen.findByText('No invoices yet')).toBeDefined();
    unmount();
    server.use(overrides.error('invoiceList', 503, 'The invoices are unavailable.'));
    signIn('recruiter');
    renderPage('/pages/invoices', <InvoicesPage />);
    expect(await screen.findByText('The invoices are unavailable.')).toBeDefined();
  });
});

describe('the print view', () => {
  it('shows the invoice with its totals and sets the page size from the paper choice', async () => {
    signIn('recruiter');
    renderPage('/apps/invoice/print/2', <InvoicePrintPage />, '/apps/invoice/print/:uid');
    expect(await screen.findByRole('heading', { name: 'Invoice INV-2026-000002' })).toBeDefined();
    expect(screen.getByText('Growth Gear / TAT Momentum plan, one month')).toBeDefined();
    expect(screen.getByRole('row', { name: /Total paid/ }).textContent).toContain('$7.99');
    await userEvent.click(screen.getByRole('button', { name: /Paper/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Letter' }));
    await waitFor(() => expect(document.documentElement.dataset.paper).toBe('letter'));
    expect(document.querySelector('style')?.textContent).toContain(pageRule('letter'));
    expect(pageRule('a4')).toBe('@page { size: A4; margin: 15mm; }');
  });
});

describe('the revenue card', () => {
  it('draws the months as a chart and shows the same figures as a table', async () => {
    signIn('admin');
    renderPage('/dashboard', <RevenueCard />);
    // The chart: one bar group per month, named with its figures.
    expect(
      await screen.findByTitle('2025-12: Plans 23.97, TAT packs 9.99, Manual invoices 120'),
    ).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Show as table' }));
    const row = screen.getByRole('row', { name: /2025-12/ });
    expect(row.textContent).toContain('$153.96');
    expect(row.textContent).toContain('$120.00');
  });
});
