import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SkinGrid } from '../../storybook';
import { BarChart } from './BarChart';

const days = [3, 0, 5, 2, 8, 6, 1, 0, 4, 9, 7, 2, 5, 11].map((transactions, i) => ({
  day: `Nov ${i + 9}`,
  transactions,
}));

const meta = {
  title: 'Components/BarChart',
  component: BarChart<(typeof days)[number]>,
  args: {
    title: 'Transactions per day, last 14 days',
    data: days,
    xKey: 'day',
    series: [{ key: 'transactions', label: 'Transactions' }],
  },
} satisfies Meta<typeof BarChart<(typeof days)[number]>>;
export default meta;
type Story = StoryObj<typeof meta>;

const barsOf = (root: HTMLElement) => [...root.querySelectorAll<HTMLElement>('[data-value]')];

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    // The numbers are available to screen readers as a table; the drawing is hidden from them.
    const table = canvas.getByRole('table', { name: 'Transactions per day, last 14 days' });
    await expect(table).toHaveTextContent('Nov 22');
    await expect(canvasElement.querySelector('[data-chart="bar"]')).toHaveAttribute('aria-hidden', 'true');
    // One bar per day, each as tall as its value on the rounded axis (0..12 for a largest value of 11).
    const bars = barsOf(canvasElement);
    await expect(bars).toHaveLength(14);
    const tallest = bars[13]!;
    const slot = tallest.parentElement!.getBoundingClientRect();
    const box = tallest.getBoundingClientRect();
    await expect(box.height / slot.height).toBeCloseTo(11 / 12, 1);
    await expect(bars[1]!.getBoundingClientRect().height).toBe(0);
    // Bars are drawn side by side: each is visible (has width) and fits inside its own day.
    await expect(box.width).toBeGreaterThan(2);
    await expect(box.left).toBeGreaterThanOrEqual(slot.left);
    await expect(box.right).toBeLessThanOrEqual(slot.right);
    await expect(slot.width * 14).toBeLessThanOrEqual(canvasElement.querySelector('figure')!.clientWidth);
    // Every third day is labelled so the labels do not collide on a phone; the axis shows the scale's top.
    const plot = canvasElement.querySelector('[data-chart="bar"]');
    await expect(plot).toHaveTextContent('Nov 12');
    await expect(plot).not.toHaveTextContent('Nov 10');
    await expect(plot).toHaveTextContent('12');
    // Bars take the theme's accent colour (a resolved colour, not an empty style).
    await expect(getComputedStyle(tallest).backgroundColor).toMatch(/^rgb/);
  },
};

export const TwoSeries: Story = {
  args: {
    title: 'Profiles unlocked and bought',
    data: [
      { day: 'Mon', unlocked: 4, bought: 1 },
      { day: 'Tue', unlocked: 6, bought: 2 },
      { day: 'Wed', unlocked: 3, bought: 0 },
    ] as never,
    series: [
      { key: 'unlocked', label: 'Unlocked' },
      { key: 'bought', label: 'Bought', tone: 'positive' },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(barsOf(canvasElement)).toHaveLength(6);
    // Several series get a legend.
    const legend = canvasElement.querySelector('figure > ul');
    await expect(legend).toBeVisible();
    await expect(legend).toHaveTextContent('UnlockedBought');
  },
};

export const NoTransactions: Story = {
  args: { data: days.map((d) => ({ ...d, transactions: 0 })) },
  play: async ({ canvasElement }) => {
    // An all-zero series still draws its axis (0..4) and no bar height.
    const bars = barsOf(canvasElement);
    await expect(bars.every((bar) => bar.getBoundingClientRect().height === 0)).toBe(true);
    await expect(canvasElement.querySelector('[data-chart="bar"]')).toHaveTextContent('4');
  },
};

export const Skins: Story = {
  render: (args) => (
    <SkinGrid>{(skin) => <BarChart {...args} title={`Transactions (${skin})`} height={180} />}</SkinGrid>
  ),
};

export const RTL: Story = { globals: { direction: 'rtl' }, args: { title: 'المعاملات اليومية' } };
