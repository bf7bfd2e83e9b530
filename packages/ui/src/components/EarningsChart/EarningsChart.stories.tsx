import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SkinGrid } from '../../storybook';
import { EarningsChart } from './EarningsChart';

const months = [
  { period: 'Jun', amount: 0 },
  { period: 'Jul', amount: 450 },
  { period: 'Aug', amount: 1200 },
  { period: 'Sep', amount: 900 },
  { period: 'Oct', amount: 1350 },
  { period: 'Nov', amount: 2100 },
];

const meta = {
  title: 'Components/EarningsChart',
  component: EarningsChart,
  args: { title: 'Earnings, last 6 months', data: months },
} satisfies Meta<typeof EarningsChart>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    // The total is visible under the title.
    await expect(canvas.getByText('Total: 6,000 TAT')).toBeVisible();
    // The figures are in a table for screen readers, with translated headers; the drawing is hidden.
    const table = canvas.getByRole('table', { name: 'Earnings, last 6 months' });
    await expect(within(table).getByRole('columnheader', { name: 'Period' })).toBeInTheDocument();
    await expect(within(table).getByRole('columnheader', { name: 'Earnings (TAT)' })).toBeInTheDocument();
    await expect(within(table).getByRole('row', { name: 'Nov 2100' })).toBeInTheDocument();
    await expect(canvasElement.querySelector('[data-chart="bar"]')).toHaveAttribute('aria-hidden', 'true');
    // One bar per month, the best month the tallest.
    const bars = [...canvasElement.querySelectorAll<HTMLElement>('[data-value]')];
    await expect(bars.map((bar) => Number(bar.dataset.value))).toEqual([0, 450, 1200, 900, 1350, 2100]);
    const heights = bars.map((bar) => bar.getBoundingClientRect().height);
    await expect(Math.max(...heights)).toBe(heights[5]);
    await expect(heights[0]).toBe(0);
  },
};

export const NoEarnings: Story = {
  args: { data: [] },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('No earnings yet')).toBeVisible();
    // The title stays, as the figure's caption.
    await expect(canvasElement.querySelector('figcaption')).toHaveTextContent('Earnings, last 6 months');
    await expect(canvasElement.querySelector('[data-chart="bar"]')).toBeNull();
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading earnings' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** On a phone the chart fits the width: every month keeps a bar inside the frame. */
export const Phone: Story = {
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 358 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const figure = canvasElement.querySelector('figure')!;
    await expect(figure.getBoundingClientRect().width).toBeLessThanOrEqual(358);
    await expect(figure.scrollWidth).toBeLessThanOrEqual(figure.clientWidth);
    const frame = figure.getBoundingClientRect();
    for (const bar of canvasElement.querySelectorAll('[data-value]')) {
      await expect(bar.getBoundingClientRect().right).toBeLessThanOrEqual(frame.right);
    }
  },
};

export const Skins: Story = {
  render: (args) => (
    <SkinGrid>{(skin) => <EarningsChart {...args} title={`Earnings (${skin})`} height={160} />}</SkinGrid>
  ),
};

export const RTL: Story = {
  globals: { direction: 'rtl' },
  args: {
    title: 'الأرباح، آخر 6 أشهر',
    labels: { series: 'الأرباح (TAT)', period: 'الفترة', total: (amount) => `المجموع: ${amount} TAT` },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(/^المجموع:/)).toBeVisible();
    // The first month is drawn on the right.
    const bars = [...canvasElement.querySelectorAll<HTMLElement>('[data-value]')];
    await expect(bars[1]!.getBoundingClientRect().left).toBeGreaterThan(
      bars[5]!.getBoundingClientRect().left,
    );
  },
};
