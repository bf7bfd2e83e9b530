import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { cardData } from '../mocks/data/cards';
import { DemoStory, demoMsw, resetData } from '../storybook/DemoStory';
import { firstChartCard, skinStory } from '../storybook/skins';
import AnalyticsDashboard from './AnalyticsDashboard';
import { analyticsDashboardCards } from './cards';
// The chart module is a lazy chunk in the gallery; loaded up front here (see EcommerceDashboard.stories).
import '../cards/Chart';

/** The analytics dashboard of the template gallery (spec 001: `/dashboard/analytics`). */
const meta = {
  title: 'Templates/Analytics dashboard',
  component: AnalyticsDashboard,
  parameters: { layout: 'padded', ...demoMsw() },
  beforeEach: resetData,
  render: () => (
    <DemoStory path="/dashboard/analytics" patterns={['/dashboard/analytics']}>
      <AnalyticsDashboard />
    </DemoStory>
  ),
} satisfies Meta<typeof AnalyticsDashboard>;
export default meta;

type Story = StoryObj<typeof meta>;

const format = (n: number) => new Intl.NumberFormat('en-US').format(n);
const loaded = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('heading', { level: 1 })).toBeVisible();
  await waitFor(() =>
    expect(canvasElement.querySelectorAll('[data-chart]').length).toBe(analyticsDashboardCards.length),
  );
  return canvas;
};

/** Every analytics card with its figures for the last 28 days and its chart. */
export const Overview: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    for (const ref of analyticsDashboardCards) {
      const data = cardData(ref.group, ref.name, 'last-28-days')!;
      const region = canvas.getByRole('region', { name: data.title });
      const [key, value] = Object.entries(data.figures)[0]!;
      await expect(region.querySelector(`[data-figure="${key}"]`)).toHaveTextContent(format(value));
    }
  },
};

/** The range picker refetches every card: Last Month's figures replace the last 28 days'. */
export const LastMonth: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const first = analyticsDashboardCards[0]!;
    const before = cardData(first.group, first.name, 'last-28-days')!;
    const after = cardData(first.group, first.name, 'last-month')!;
    const region = canvas.getByRole('region', { name: before.title });
    const [key] = Object.keys(after.figures);
    await userEvent.click(canvas.getByRole('button', { name: /Range/ }));
    await userEvent.click(await body.findByRole('option', { name: 'Last Month' }));
    await waitFor(() =>
      expect(region.querySelector(`[data-figure="${key}"]`)).toHaveTextContent(format(after.figures[key!]!)),
    );
    // Each card's range title; the picker's own value (and its hidden native option) also read "Last Month".
    const cards = within(canvas.getByRole('list', { name: 'Analytics dashboard cards' }));
    await waitFor(() =>
      expect(cards.getAllByText('Last Month')).toHaveLength(analyticsDashboardCards.length),
    );
  },
};

/** The dark skin, right to left. */
export const DarkRTL: Story = {
  globals: { skin: 'dark', direction: 'rtl' },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  },
};

/** The bordered skin: the cards are outlined instead of raised. */
export const Bordered: Story = skinStory('bordered', loaded, firstChartCard);

/** The semi-dark skin: light cards (the menu and navbar of the shell would be dark). */
export const SemiDark: Story = skinStory('semi-dark', loaded, firstChartCard);
