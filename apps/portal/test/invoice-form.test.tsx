/** The admin's invoice forms (issue 20): a manual invoice whose total is worked out with the shared rule and
 * sent for the server to check, a correction with a credit note and a replacement, a refund, and the
 * notice other roles get. Against the msw handlers. */
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { overrides } from '@talent/api/msw';
import InvoiceFormPage from '../src/pages/invoices/InvoiceFormPage';
import { bodiesTo, jobsServer } from './jobs.harness';
import { renderPage, signIn } from './profiles.harness';

const server = jobsServer();

describe('a manual invoice', () => {
  it('picks the buyer, adds lines, shows the total with tax and sends it', async () => {
    const sent = bodiesTo(server, 'POST', '/api/invoice/');
    signIn('admin');
    renderPage('/apps/invoice/add', <InvoiceFormPage />);
    expect(await screen.findByRole('heading', { name: 'New invoice', level: 1 })).toBeDefined();
    await userEvent.type(screen.getByRole('combobox', { name: /Buyer/ }), 'Ada');
    await userEvent.click(await screen.findByRole('option', { name: /Ada Admin/ }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Item 1' }), 'Onboarding workshop');
    await userEvent.clear(screen.getByRole('textbox', { name: 'Quantity' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Quantity' }), '2');
    await userEvent.type(screen.getByRole('textbox', { name: 'Unit price (USD)' }), '150');
    await userEvent.click(screen.getByRole('button', { name: 'Add line' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Item 2' }), 'Data import');
    await userEvent.type(screen.getAllByRole('textbox', { name: 'Unit price (USD)' })[1]!, '49.50');
    await userEvent.clear(screen.getByRole('textbox', { name: 'Tax rate (%)' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Tax rate (%)' }), '20');
    // 349.50 + 20% = 419.40
    await waitFor(() => expect(screen.getByText('$419.40')).toBeDefined());
    await userEvent.click(screen.getByRole('button', { name: 'Issue invoice' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      user_id: 1,
      tax_rate: 20,
      total: 419.4,
      lines: [
        { item: 'Onboarding workshop', qty: 2, unit_price: 150 },
        { item: 'Data import', qty: 1, unit_price: 49.5 },
      ],
    });
    expect(await screen.findByText('elsewhere')).toBeDefined();
  });

  it("shows the server's refusal and stays on the form", async () => {
    server.use(overrides.error('createInvoice', 400, 'The total is not the lines plus tax.'));
    signIn('admin');
    renderPage('/apps/invoice/add', <InvoiceFormPage />);
    await userEvent.type(await screen.findByRole('combobox', { name: /Buyer/ }), 'Ada');
    await userEvent.click(await screen.findByRole('option', { name: /Ada Admin/ }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Item 1' }), 'Call');
    await userEvent.type(screen.getByRole('textbox', { name: 'Unit price (USD)' }), '20');
    await userEvent.click(screen.getByRole('button', { name: 'Issue invoice' }));
    expect(await screen.findByText('The total is not the lines plus tax.')).toBeDefined();
    expect(screen.getByRole('heading', { name: 'New invoice', level: 1 })).toBeDefined();
  });

  it('is for admins only', async () => {
    signIn('recruiter');
    renderPage('/apps/invoice/add', <InvoiceFormPage />);
    expect((await screen.findByRole('alert')).textContent).toBe('Only an admin can do this.');
  });
});

describe('a correction', () => {
  it('sends the corrected lines with the reason, or a refund alone', async () => {
    const sent = bodiesTo(server, 'PUT', '/api/invoice/2');
    signIn('admin');
    renderPage('/apps/invoice/edit/2', <InvoiceFormPage />, '/apps/invoice/edit/:uid');
    expect(
      await screen.findByRole('heading', { name: 'Correct invoice INV-2026-000002', level: 1 }),
    ).toBeDefined();
    await userEvent.type(screen.getByRole('textbox', { name: /Reason/ }), 'Wrong company');
    await userEvent.clear(screen.getByRole('textbox', { name: 'Buyer company' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Buyer company' }), 'Acme Hiring');
    await userEvent.click(screen.getByRole('button', { name: 'Issue credit note and corrected invoice' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ reason: 'Wrong company', buyer_company: 'Acme Hiring', total: 7.99 });
    expect(await screen.findByText('elsewhere')).toBeDefined();
  });

  it('refunds a card payment with no lines', async () => {
    const sent = bodiesTo(server, 'PUT', '/api/invoice/2');
    signIn('admin');
    renderPage('/apps/invoice/edit/2', <InvoiceFormPage />, '/apps/invoice/edit/:uid');
    await userEvent.click(
      await screen.findByRole('radio', {
        name: 'Refund the payment to the card, and take back what it bought',
      }),
    );
    expect(screen.getByText(/gets \$7\.99 back on their card/)).toBeDefined();
    expect(screen.queryByRole('textbox', { name: 'Item 1' })).toBeNull();
    await userEvent.type(screen.getByRole('textbox', { name: /Reason/ }), 'Bought twice');
    await userEvent.click(screen.getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(sent).toEqual([{ reason: 'Bought twice', refund: true }]));
  });

  it('says so for an invoice already corrected', async () => {
    signIn('admin');
    renderPage('/apps/invoice/edit/3', <InvoiceFormPage />, '/apps/invoice/edit/:uid');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This invoice was already corrected or refunded.',
    );
  });
});
