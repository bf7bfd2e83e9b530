import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { invoicesFixture } from '@talent/api/msw';
import { initI18n } from '../../app/i18n';
import { InvoiceView } from './InvoiceView';

/** An invoice or credit note as a document (issue 20): the preview and the print view show it. */
const meta = {
  title: 'Pages/Invoice view',
  component: InvoiceView,
  args: { invoice: invoicesFixture.find((i) => i.number === 'INV-2026-000002')! },
  loaders: [() => initI18n('en', false)],
} satisfies Meta<typeof InvoiceView>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A paid plan invoice: its line, its totals and its status. */
export const Paid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Invoice INV-2026-000002');
    await expect(canvas.getByRole('row', { name: /Total paid/ })).toHaveTextContent('$7.99');
    await expect(canvas.getByText('Paid')).toBeVisible();
  },
};

/** A credit note names the invoice it cancels. */
export const CreditNote: Story = {
  args: { invoice: invoicesFixture.find((i) => i.kind === 'credit_note')! },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Credit note CN-2026-000001');
    await expect(canvas.getByText('INV-2026-000003')).toBeVisible();
    await expect(canvas.getByRole('row', { name: /Total credited/ })).toHaveTextContent('$300.00');
  },
};
