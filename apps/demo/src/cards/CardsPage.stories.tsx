import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { analyticsCards, statisticsCards } from '../mocks/data/cards';
import { cardData } from '../mocks/data/cards';
import { DemoStory, demoMsw, resetData } from '../storybook/DemoStory';
import { firstChartCard, skinStory } from '../storybook/skins';
import CardsPage from './CardsPage';
// The chart module is a lazy chunk in the gallery; loaded up front here (see EcommerceDashboard.stories).
import './Chart';

/** The cards page (spec 001: `/cards`): every card with its data, each with its own range. */
const meta = {
  title: 'Templates/Cards',
  component: CardsPage,
  parameters: { layout: 'padded', ...demoMsw() },
  beforeEach: resetData,
  render: () => (
    <DemoStory path="/cards" patterns={['/cards']}>
      <CardsPage />
    </DemoStory>
  ),
} satisfies Meta<typeof CardsPage>;
export default meta;

type Story = StoryObj<typeof meta>;

const format = (n: number) => new Intl.NumberFormat('en-US').format(n);
/** The page's heading, and every card drawn (its chart in the page). */
const loaded = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('heading', { level: 1, name: 'Cards' })).toBeVisible();
  const total = analyticsCards.length + statisticsCards.length;
  await expect(total).toBe(17);
  await waitFor(() => expect(canvasElement.querySelectorAll('[data-chart]').length).toBe(total));
  return canvas;
};

/** All 17 cards, analytics then statistics, each drawn; one card's own range changes only that card. */
export const AllCards: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const analytics = canvas.getByRole('region', { name: 'Analytics cards' });
    await expect(within(analytics).getAllByRole('heading', { level: 3 })).toHaveLength(analyticsCards.length);
    // Each card has its own range picker: Last Year on the first card leaves the others at 28 days.
    const name = analyticsCards[0]!;
    const after = cardData('analytics', name, 'last-year')!;
    const region = canvas.getByRole('region', { name: after.title });
    await userEvent.click(within(region).getByRole('button', { name: /Range/ }));
    await userEvent.click(await body.findByRole('option', { name: 'Last Year' }));
    const [key, value] = Object.entries(after.figures)[0]!;
    await waitFor(() =>
      expect(region.querySelector(`[data-figure="${key}"]`)).toHaveTextContent(format(value)),
    );
    await expect(within(region).getByText('Last Year', { selector: 'p' })).toBeVisible();
    const second = cardData('analytics', analyticsCards[1]!, 'last-28-days')!;
    const other = canvas.getByRole('region', { name: second.title });
    await expect(within(other).getByText('Last 28 Days', { selector: 'p' })).toBeVisible();
  },
};

/** The bordered skin: the cards are outlined instead of raised. */
export const Bordered: Story = skinStory('bordered', loaded, firstChartCard);

/** The semi-dark skin: light cards (the menu and navbar of the shell would be dark). */
export const SemiDark: Story = skinStory('semi-dark', loaded, firstChartCard);
