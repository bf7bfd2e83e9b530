import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Key } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SkinGrid } from '../../storybook';
import { PipelineBoard, type PipelineBoardProps } from './PipelineBoard';
import type { PipelineCardData } from './PipelineCard';
import {
  applicationCodes,
  applicationMoves,
  applicationStatusLabels,
  type ApplicationCode as Code,
} from '../StatusBadge/StatusBadge.fixtures';

/** The spec's nine statuses as columns, in pipeline order. */
const columns = applicationCodes.map((status) => ({ status, label: applicationStatusLabels[status] }));

const names = ['Ana Lopez', 'Bo Chen', 'Chidi Okafor', 'Dana Smith', 'Elif Yilmaz', 'Femi Adeyemi'];
const card = (id: number, status: Code, title = names[(id - 1) % names.length]!): PipelineCardData<Code> => ({
  id,
  status,
  title,
  subtitle: 'Senior Product Designer',
  date: `Applied 2026-11-${String((id % 20) + 1).padStart(2, '0')}`,
  nextStatuses: applicationMoves[status],
});
const someCards = [card(1, 1), card(2, 1), card(3, 2), card(4, 3), card(5, 7), card(6, 9)];

/** Keeps the cards in state and moves them, as the portal does after the server accepts the move. */
function Board({ cards: initial, onMove, ...props }: PipelineBoardProps<Code>) {
  const [cards, setCards] = useState(initial);
  const move = (id: Key, to: Code) => {
    onMove(id, to);
    setCards((all) =>
      all.map((c) => (c.id === id ? { ...c, status: to, nextStatuses: applicationMoves[to] } : c)),
    );
  };
  return <PipelineBoard {...props} cards={cards} onMove={move} />;
}

const meta = {
  title: 'Components/PipelineBoard',
  component: PipelineBoard<Code>,
  args: { label: 'Applicants for Senior Product Designer', columns, cards: someCards, onMove: fn() },
  render: (args) => <Board {...args} />,
} satisfies Meta<typeof PipelineBoard<Code>>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const column = (canvas: ReturnType<typeof within>, name: RegExp) => canvas.getByRole('group', { name });

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const applied = column(canvas, /^Job Applied/);
    await expect(applied).toHaveAccessibleName('Job Applied 2 applications');
    await userEvent.click(within(applied).getByRole('button', { name: 'Move to… (Ana Lopez)' }));
    const menu = await body().findByRole('menu', { name: 'Move to… (Ana Lopez)' });
    // Only the moves passed for this card, in the order given.
    const offered = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    await expect(offered).toEqual([
      'Application viewed',
      'Schedule Interview',
      'Shortlist',
      'Reject',
      'Archived',
    ]);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Schedule Interview' }));
    await expect(args.onMove).toHaveBeenCalledWith(1, 3);
    await waitFor(() => expect(body().queryByRole('menu')).toBeNull());
    await expect(column(canvas, /^Schedule Interview/)).toHaveAccessibleName(
      'Schedule Interview 2 applications',
    );
    await expect(within(column(canvas, /^Schedule Interview/)).getByText('Ana Lopez')).toBeVisible();
  },
};

/** Moving by keyboard only: Tab to the trigger, Enter, arrows, Enter. */
export const Keyboard: Story = {
  args: { cards: [card(5, 7)] },
  play: async ({ args, canvas }) => {
    canvas.getByRole('button', { name: 'Move to… (Elif Yilmaz)' }).focus();
    await userEvent.keyboard('{Enter}');
    const menu = await body().findByRole('menu');
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Offer Accepted', 'Reject', 'Archived']);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onMove).toHaveBeenCalledWith(5, 6);
  },
};

/** A card with no legal move (archived) has no menu at all. */
export const NoMoves: Story = {
  args: { cards: [card(6, 9)] },
  play: async ({ canvas }) => {
    const archived = column(canvas, /^Archived/);
    await expect(within(archived).getByText('Femi Adeyemi')).toBeVisible();
    await expect(within(archived).queryByRole('button')).toBeNull();
  },
};

export const Empty: Story = {
  args: { cards: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('No applications')).toHaveLength(columns.length);
    await expect(column(canvas, /^Shortlist/)).toHaveAccessibleName('Shortlist 0 applications');
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvas }) => {
    const board = canvas.getByRole('region', { name: /Loading applications/ });
    await expect(board).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

const manyCards = Array.from({ length: 60 }, (_, i) => card(100 + i, columns[i % 4]!.status));
export const ManyCards: Story = {
  args: { cards: manyCards },
  play: async ({ canvas }) => {
    await expect(column(canvas, /^Job Applied/)).toHaveAccessibleName('Job Applied 15 applications');
    await expect(within(column(canvas, /^Job Applied/)).getAllByRole('listitem')).toHaveLength(15);
  },
};

/** On a phone-wide board a column fills most of the row and the row snaps column by column. */
export const Phone: Story = {
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 358 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const board = canvas.getByRole('region', { name: 'Applicants for Senior Product Designer' });
    await expect(getComputedStyle(board).scrollSnapType).toBe('inline mandatory');
    const first = column(canvas, /^Job Applied/).getBoundingClientRect().width;
    await expect(first / board.clientWidth).toBeCloseTo(0.85, 1);
    await expect(board.scrollWidth).toBeGreaterThan(board.clientWidth);
  },
};

export const Skins: Story = {
  render: (args) => (
    <SkinGrid stacked>
      {(skin) => (
        <Board
          {...args}
          label={`Applicants (${skin})`}
          columns={columns.slice(0, 4)}
          cards={someCards.slice(0, 4).map((c) => ({ ...c, title: `${c.title} (${skin})` }))}
        />
      )}
    </SkinGrid>
  ),
};

export const RTL: Story = {
  globals: { direction: 'rtl' },
  args: {
    label: 'المتقدمون',
    columns: [
      { status: 1, label: 'تم التقديم' },
      { status: 3, label: 'جدولة مقابلة' },
    ],
    cards: [{ ...card(1, 1, 'سارة أحمد'), nextStatuses: [3] }],
    labels: { moveTrigger: 'نقل إلى…', moveCard: (title) => `نقل إلى… (${title})`, empty: 'لا طلبات' },
  },
  play: async ({ canvas }) => {
    const first = column(canvas, /^تم التقديم/);
    const second = column(canvas, /^جدولة مقابلة/);
    // Columns run from the right in RTL.
    await expect(first.getBoundingClientRect().left).toBeGreaterThan(second.getBoundingClientRect().left);
    await userEvent.click(canvas.getByRole('button', { name: 'نقل إلى… (سارة أحمد)' }));
    const menu = await body().findByRole('menu');
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['جدولة مقابلة']);
  },
};
