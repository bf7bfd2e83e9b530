import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { useLocation } from 'react-router-dom';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DemoStory, demoMsw, resetData } from '../../storybook/DemoStory';
import InvoiceEditor from './InvoiceEditor';
import InvoiceList from './InvoiceList';
import InvoicePreview from './InvoicePreview';
import InvoicePrint from './InvoicePrint';

const patterns = [
  '/apps/invoice/list',
  '/apps/invoice/preview',
  '/apps/invoice/preview/:id',
  '/apps/invoice/edit',
  '/apps/invoice/edit/:id',
  '/apps/invoice/add',
  '/apps/invoice/print',
  '/apps/invoice/print/:id',
];

/** The invoice screens by address, so a story can move from one to the next (save opens the preview). */
function InvoiceScreens() {
  const { pathname } = useLocation();
  if (pathname.startsWith('/apps/invoice/preview')) return <InvoicePreview />;
  if (pathname.startsWith('/apps/invoice/edit')) return <InvoiceEditor mode="edit" />;
  if (pathname === '/apps/invoice/add') return <InvoiceEditor mode="add" />;
  if (pathname.startsWith('/apps/invoice/print')) return <InvoicePrint />;
  return <InvoiceList />;
}

/** The invoice app of the template gallery (spec 001), on the demo layer's msw handlers. */
const meta = {
  title: 'Templates/Invoices',
  component: InvoiceScreens,
  parameters: { layout: 'padded', ...demoMsw() },
  beforeEach: resetData,
  args: { path: '/apps/invoice/list' },
  render: ({ path }: { path: string }) => (
    <DemoStory path={path} patterns={patterns}>
      <InvoiceScreens />
    </DemoStory>
  ),
} satisfies Meta<{ path: string }>;
export default meta;

type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const table = (canvas: Canvas) => canvas.getByRole('grid', { name: 'Invoices' });
/** The data rows of the table (the header row has column headers, not cells). */
const rows = (canvas: Canvas) =>
  within(table(canvas))
    .getAllByRole('row')
    .filter((row) => within(row).queryAllByRole('columnheader').length === 0);
const loaded = async (canvas: Canvas) => {
  await canvas.findByRole('grid', { name: 'Invoices' });
  await waitFor(() => expect(rows(canvas).length).toBeGreaterThan(0));
};
const amount = (text: string | null) => Number((text ?? '').replace(/[^0-9.]/g, ''));

/** The first page: 10 invoices of 50, newest id first (the visual baseline). */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvas);
    await expect(rows(canvas)).toHaveLength(10);
    await expect(canvas.getByText('Showing 1 to 10 of 50 entries')).toBeVisible();
    await expect(within(rows(canvas)[0]!).getByRole('link', { name: '#5036' })).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: /#/ })).toHaveAttribute('aria-sort', 'descending');
  },
};

/** The status filter: only past-due invoices; back to all statuses. */
export const FilterByStatus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await loaded(canvas);
    await userEvent.click(canvas.getByRole('button', { name: /Status/ }));
    await userEvent.click(await body.findByRole('option', { name: 'Past Due' }));
    await waitFor(() =>
      expect(rows(canvas).every((row) => within(row).queryByText('Past Due') !== null)).toBe(true),
    );
    await expect(canvas.queryByText('Showing 1 to 10 of 50 entries')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: /Status/ }));
    await userEvent.click(await body.findByRole('option', { name: 'All statuses' }));
    await expect(await canvas.findByText('Showing 1 to 10 of 50 entries')).toBeVisible();
  },
};

/** Search (q) on the client's name; a search that finds nothing shows the empty state. */
export const SearchAndEmpty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvas);
    const search = canvas.getByRole('searchbox', { name: 'Search invoices' });
    await userEvent.type(search, 'jordan{Enter}');
    await waitFor(() =>
      expect(rows(canvas).every((row) => within(row).queryByText('Jordan Stevenson') !== null)).toBe(true),
    );
    await userEvent.clear(search);
    await userEvent.type(search, 'zebra{Enter}');
    await expect(await canvas.findByText('No invoices found')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Reset' }));
    await expect(await canvas.findByText('Showing 1 to 10 of 50 entries')).toBeVisible();
  },
};

/** Sorting by a column asks the handler (sort, sortColumn): lowest total first, then highest. */
export const SortByTotal: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvas);
    const totals = () =>
      rows(canvas).map((row) => amount(within(row).getAllByRole('gridcell')[1]!.textContent));
    const header = canvas.getByRole('columnheader', { name: /Total/ });
    await userEvent.click(header);
    await waitFor(() => expect(header).toHaveAttribute('aria-sort', 'ascending'));
    await waitFor(() => expect(totals()).toEqual([...totals()].sort((a, b) => a - b)));
    const lowest = totals()[0]!;
    await userEvent.click(header);
    await waitFor(() => expect(header).toHaveAttribute('aria-sort', 'descending'));
    await waitFor(() => expect(totals()[0]).toBeGreaterThan(lowest));
    await expect(totals()).toEqual([...totals()].sort((a, b) => b - a));
  },
};

/** Page sizes and paging: 25 a page, then the second page. */
export const PageSizeAndPaging: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await loaded(canvas);
    await userEvent.click(canvas.getByRole('button', { name: /Rows per page/ }));
    await userEvent.click(await body.findByRole('option', { name: '25' }));
    await waitFor(() => expect(rows(canvas)).toHaveLength(25));
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(await canvas.findByText('Showing 26 to 50 of 50 entries')).toBeVisible();
    // The previous page stays on screen until the next one arrives.
    await waitFor(() => expect(within(rows(canvas)[0]!).getByRole('link', { name: '#5011' })).toBeVisible());
  },
};

/** Delete asks first; cancelled, nothing changes; confirmed, the invoice leaves the list. */
export const Delete: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await loaded(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete invoice #5036' }));
    const cancel = await body.findByRole('alertdialog', { name: 'Delete invoice #5036?' });
    await waitFor(() => expect(cancel).toBeVisible());
    await userEvent.click(within(cancel).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(canvas.getByRole('link', { name: '#5036' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete invoice #5036' }));
    const confirm = await body.findByRole('alertdialog', { name: 'Delete invoice #5036?' });
    await waitFor(() => expect(confirm).toBeVisible());
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await expect(await body.findByText('Invoice #5036 deleted')).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('link', { name: '#5036' })).toBeNull());
    await expect(canvas.getByText('Showing 1 to 10 of 49 entries')).toBeVisible();
  },
};

/** The list's call fails: the table shows the error with a retry. */
export const LoadError: Story = {
  parameters: demoMsw([
    http.get('*/apps/invoice/invoices', () =>
      HttpResponse.json({ message: 'The billing service is down.' }, { status: 500 }),
    ),
  ]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The invoices could not be loaded.')).toBeVisible();
    await expect(canvas.getByText(/The billing service is down\./)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** The preview of the default invoice 4987 with its payment details (the visual baseline). */
export const Preview: Story = {
  args: { path: '/apps/invoice/preview' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const doc = await canvas.findByRole('article', { name: 'Invoice #4987' });
    for (const term of ['Total due', 'Bank name', 'Country', 'IBAN', 'SWIFT code'])
      await expect(within(doc).getByText(term)).toBeVisible();
    await expect(within(doc).getByText('Bank of Canada')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Print' })).toHaveAttribute(
      'href',
      '/apps/invoice/print/4987',
    );
  },
};

/** Send opens a dialog filled from the invoice; a wrong address is refused; sent, a toast confirms. */
export const Send: Story = {
  args: { path: '/apps/invoice/preview/4988' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await canvas.findByRole('article', { name: 'Invoice #4988' });
    await userEvent.click(canvas.getByRole('button', { name: 'Send invoice' }));
    const dialog = await body.findByRole('dialog', { name: 'Send invoice' });
    await waitFor(() => expect(dialog).toBeVisible());
    const to = within(dialog).getByRole('textbox', { name: 'To' });
    await expect(within(dialog).getByRole('textbox', { name: 'Subject' })).toHaveValue('Invoice #4988');
    await userEvent.clear(to);
    await userEvent.type(to, 'not-an-address');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await expect(to).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(to);
    await userEvent.type(to, 'billing@northwind.io');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await expect(await body.findByText('Sent to billing@northwind.io.')).toBeVisible();
    await waitFor(() => expect(body.queryByRole('dialog', { name: 'Send invoice' })).toBeNull());
  },
};

/** Download saves the invoice as a file and says so. */
export const Download: Story = {
  args: { path: '/apps/invoice/preview/4990' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await canvas.findByRole('article', { name: 'Invoice #4990' });
    await userEvent.click(canvas.getByRole('button', { name: 'Download' }));
    await expect(await body.findByText('Downloaded invoice-4990.txt')).toBeVisible();
  },
};

/** An invoice that does not exist: the detail's 404. */
export const PreviewNotFound: Story = {
  args: { path: '/apps/invoice/preview/1' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Invoice not found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'See all invoices' })).toBeVisible();
  },
};

/** Add: lines, discount and tax compute the totals as you type; created, the preview opens. */
export const AddComputesTotals: Story = {
  args: { path: '/apps/invoice/add' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const client = await canvas.findByRole('button', { name: /Client/ });
    // The options come from /api/invoice/clients: wait for them before opening the list.
    await waitFor(() => expect(client).toHaveTextContent('Choose a client'));
    await userEvent.click(client);
    await userEvent.click(await body.findByRole('option', { name: /Jordan Stevenson/ }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Item 1/ }), 'Resume Screening');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Cost 1' }), '25');
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Qty 1' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Qty 1' }), '40');
    await expect(canvas.getByRole('status', { name: 'Price 1' })).toHaveTextContent('$1,000.00');
    await userEvent.click(canvas.getByRole('button', { name: 'Add line' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Item 2/ }), 'Interview Scheduling');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Cost 2' }), '12.5');
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Qty 2' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Qty 2' }), '3');
    await expect(canvas.getByTestId('subtotal')).toHaveTextContent('$1,037.50');
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Discount (%)' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Discount (%)' }), '10');
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Tax (%)' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Tax (%)' }), '20');
    await expect(canvas.getByTestId('discount')).toHaveTextContent('$103.75');
    await expect(canvas.getByTestId('tax')).toHaveTextContent('$186.75');
    await expect(canvas.getByTestId('total')).toHaveTextContent('$1,120.50');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove line 2' }));
    await expect(canvas.getByTestId('total')).toHaveTextContent('$1,080.00');
    await userEvent.click(canvas.getByRole('button', { name: 'Create' }));
    await expect(await body.findByText('Invoice #5037 created')).toBeVisible();
    const doc = await canvas.findByRole('article', { name: 'Invoice #5037' });
    await expect(within(doc).getByText('Draft')).toBeVisible();
    await expect(within(doc).getAllByText('$1,080.00').length).toBeGreaterThan(0);
  },
};

/** Add without a client is refused before any call. */
export const AddNeedsClient: Story = {
  args: { path: '/apps/invoice/add' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: /Item 1/ }), 'Audit');
    await userEvent.click(canvas.getByRole('button', { name: 'Create' }));
    await expect(await canvas.findByText('Choose a client.')).toBeVisible();
  },
};

/** Edit opens the invoice as a line; a new cost is saved and the preview shows the new total. */
export const Edit: Story = {
  args: { path: '/apps/invoice/edit/4992' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const cost = await canvas.findByRole('textbox', { name: 'Cost 1' });
    await expect(canvas.getByRole('textbox', { name: /Item 1/ })).not.toHaveValue('');
    await userEvent.clear(cost);
    await userEvent.type(cost, '2000');
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Qty 1' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Qty 1' }), '2');
    await expect(canvas.getByTestId('total')).toHaveTextContent('$4,000.00');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await body.findByText('Invoice #4992 saved')).toBeVisible();
    const doc = await canvas.findByRole('article', { name: 'Invoice #4992' });
    await expect(within(doc).getAllByText('$4,000.00').length).toBeGreaterThan(0);
  },
};

/** The print page in the blank layout: with ?noprint it does not open the print dialog. */
export const Print: Story = {
  args: { path: '/apps/invoice/print/4987?noprint' },
  beforeEach: () => {
    const original = window.print;
    const print = fn();
    window.print = print;
    return () => {
      window.print = original;
    };
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Invoice #4987' })).toBeVisible();
    await expect(window.print).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Print' }));
    await expect(window.print).toHaveBeenCalledTimes(1);
    const rules = [...canvasElement.querySelectorAll('style')].map((style) => style.textContent);
    await expect(rules.some((rule) => rule?.startsWith('@page { size:'))).toBe(true);
  },
};
