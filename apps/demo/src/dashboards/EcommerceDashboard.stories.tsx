import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse, delay } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { cardData } from '../mocks/data/cards';
import { DemoStory, demoMsw, resetData } from '../storybook/DemoStory';
import { firstChartCard, skinStory } from '../storybook/skins';
import EcommerceDashboard from './EcommerceDashboard';
import { ecommerceCards } from './cards';
// The chart module is a lazy chunk in the gallery; loaded up front here, so a story waits on its data and
// its drawing, not on the first download of recharts.
import '../cards/Chart';

/** The e-commerce dashboard of the template gallery (spec 001: `/`), on the demo layer's card handlers. */
const meta = {
  title: 'Templates/E-commerce dashboard',
  component: EcommerceDashboard,
  parameters: { layout: 'padded', ...demoMsw() },
  beforeEach: resetData,
  render: () => (
    <DemoStory path="/" patterns={['/']}>
      <EcommerceDashboard />
    </DemoStory>
  ),
} satisfies Meta<typeof EcommerceDashboard>;
export default meta;

type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const format = (n: number) => new Intl.NumberFormat('en-US').format(n);
const card = (canvas: Canvas, title: string) => canvas.getByRole('region', { name: title });
/** Every card is drawn (its chart surface is in the page). */
const loaded = async (canvas: Canvas, canvasElement: HTMLElement) => {
  await expect(await canvas.findByRole('heading', { level: 1, name: 'E-commerce dashboard' })).toBeVisible();
  await waitFor(() =>
    expect(canvasElement.querySelectorAll('[data-chart]').length).toBe(ecommerceCards.length),
  );
};

/** Nine cards for the last 28 days, each with its figures and its chart (the visual baseline). */
export const Overview: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvas, canvasElement);
    await expect(canvas.getByRole('button', { name: /Range/ })).toHaveTextContent('Last 28 Days');
    for (const ref of ecommerceCards) {
      const data = cardData(ref.group, ref.name, 'last-28-days')!;
      const region = card(canvas, data.title);
      await expect(within(region).getByText('Last 28 Days')).toBeVisible();
      const [key, value] = Object.entries(data.figures)[0]!;
      await expect(region.querySelector(`[data-figure="${key}"]`)).toHaveTextContent(format(value));
    }
  },
};

/** Changing the range refetches every card with ?range= and shows that range's figures. */
export const ChangeRange: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await loaded(canvas, canvasElement);
    const orders = card(canvas, 'Orders');
    const before = cardData('statistics', 'orders-bar-chart', 'last-28-days')!.figures.orders!;
    const after = cardData('statistics', 'orders-bar-chart', 'last-year')!.figures.orders!;
    await expect(orders.querySelector('[data-figure="orders"]')).toHaveTextContent(format(before));
    await userEvent.click(canvas.getByRole('button', { name: /Range/ }));
    await userEvent.click(await body.findByRole('option', { name: 'Last Year' }));
    await waitFor(() =>
      expect(orders.querySelector('[data-figure="orders"]')).toHaveTextContent(format(after)),
    );
    await expect(within(orders).getByText('Last Year', { selector: 'p' })).toBeVisible();
  },
};

/** Each chart has its numbers as a table: hidden until "Show data table", then the chart gives way. */
export const DataTableAlternative: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvas, canvasElement);
    const region = card(canvas, 'Revenue Report');
    const data = cardData('analytics', 'revenue-report', 'last-28-days')!;
    // Screen readers have the table from the start.
    const table = within(region).getByRole('table', { name: 'Revenue Report, Last 28 Days' });
    await expect(within(table).getAllByRole('row')).toHaveLength(data.categories.length + 1);
    const toggle = within(region).getByRole('button', { name: 'Show data table' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(within(region).getByRole('button', { name: 'Show chart' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(within(table).getByRole('rowheader', { name: 'Jan' })).toBeVisible();
    await expect(within(table).getAllByRole('cell')[0]).toHaveTextContent(format(data.series[0]!.data[0]!));
    await expect(region.querySelector('[data-chart]')).toBeNull();
  },
};

/** A card whose call fails says so with a retry; the other cards still show. */
export const CardError: Story = {
  parameters: demoMsw([
    http.get('*/card/card-statistics/sales', () =>
      HttpResponse.json({ message: 'The sales service is down.' }, { status: 500 }),
    ),
  ]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('This card could not be loaded.')).toBeVisible();
    await expect(canvas.getByText(/The sales service is down\./)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
    await expect(await canvas.findByRole('region', { name: 'Orders' })).toBeVisible();
  },
};

/** While a card's call is on its way, the card shows named skeleton lines. */
export const Loading: Story = {
  parameters: demoMsw([
    http.get('*/card/*', async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }),
  ]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getAllByLabelText('Loading the card')).toHaveLength(ecommerceCards.length),
    );
  },
};

/** The dark skin. */
export const Dark: Story = {
  globals: { skin: 'dark' },
  play: async ({ canvasElement }) => {
    await loaded(within(canvasElement), canvasElement);
    await expect(document.documentElement).toHaveAttribute('data-skin', 'dark');
  },
};

/** The bordered skin: the cards are outlined instead of raised. */
export const Bordered: Story = skinStory(
  'bordered',
  (canvasElement) => loaded(within(canvasElement), canvasElement),
  firstChartCard,
);

/** The semi-dark skin: light cards (the menu and navbar of the shell would be dark). */
export const SemiDark: Story = skinStory(
  'semi-dark',
  (canvasElement) => loaded(within(canvasElement), canvasElement),
  firstChartCard,
);

/** Right to left. */
export const RTL: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    await loaded(within(canvasElement), canvasElement);
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  },
};
