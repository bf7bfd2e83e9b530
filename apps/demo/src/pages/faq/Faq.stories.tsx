import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DemoStory, demoMsw, resetData } from '../../storybook/DemoStory';
import FaqPage from './FaqPage';

/** The FAQ of the template gallery (spec 001 section 2) on the demo layer's handler. */
const meta = {
  title: 'Templates/FAQ',
  component: FaqPage,
  parameters: { layout: 'padded', ...demoMsw() },
  beforeEach: resetData,
  render: () => (
    <DemoStory path="/pages/faq" patterns={['/pages/faq']}>
      <FaqPage />
    </DemoStory>
  ),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const tabs = async (canvas: Canvas) =>
  within(await canvas.findByRole('tablist', { name: 'Categories' })).getAllByRole('tab');

/** The five categories in the spec's order; a question opens on its answer; another tab shows its own. */
export const Categories: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect((await tabs(canvas)).map((t) => t.textContent)).toEqual([
      'Payment',
      'Delivery',
      'Cancellation and return',
      'My orders',
      'Product and services',
    ]);
    await expect(canvas.getByText('Paying for plans and extra uploads')).toBeVisible();
    await userEvent.click(canvas.getByText('Do you keep my card details?'));
    await expect(await canvas.findByText(/The payment provider keeps them/)).toBeVisible();
    await userEvent.click((await tabs(canvas))[1]!);
    await expect(await canvas.findByText('When do extra uploads arrive?')).toBeVisible();
  },
};

/** The search asks the handler (q): only the categories and questions that match stay. */
export const Search: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await tabs(canvas);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search questions' }), 'invoice');
    await waitFor(async () => expect((await tabs(canvas)).map((t) => t.textContent)).toEqual(['Payment']));
    await expect(canvas.getByText('Can I get an invoice for a payment?')).toBeVisible();
    await expect(canvas.queryByText('Do you keep my card details?')).toBeNull();
  },
};

/** A search that matches nothing shows the empty state; clearing it brings every category back. */
export const NothingFound: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await tabs(canvas);
    const search = canvas.getByRole('searchbox', { name: 'Search questions' });
    await userEvent.type(search, 'zebra');
    await expect(await canvas.findByRole('heading', { name: 'No questions found' })).toBeVisible();
    await userEvent.clear(search);
    await waitFor(async () => expect(await tabs(canvas)).toHaveLength(5));
  },
};

/** The right-to-left reading direction. */
export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await tabs(canvas)).toHaveLength(5);
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('dir', 'rtl');
  },
};

/** The handler fails: an alert with its message and a retry. */
export const LoadError: Story = {
  parameters: demoMsw([
    http.get('*/faq/data', () => HttpResponse.json({ message: 'The FAQ store is down.' }, { status: 500 })),
  ]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The FAQ could not be loaded')).toBeVisible();
    await expect(canvas.getByText(/The FAQ store is down\./)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};
