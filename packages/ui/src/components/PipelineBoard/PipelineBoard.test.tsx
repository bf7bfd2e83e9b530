import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import * as stories from './PipelineBoard.stories';

const { Default } = composeStories(stories);

afterEach(cleanup);

// Menus open in popovers; role queries over them are slow in happy-dom on a busy machine.
describe('PipelineBoard (stories in happy-dom)', { timeout: 30_000 }, () => {
  it("offers on every card exactly that card's moves, labelled by their columns", async () => {
    const user = userEvent.setup();
    render(<Default />);
    const labelOf = new Map(Default.args.columns!.map((column) => [column.status, column.label]));
    const withMoves = Default.args.cards!.filter((card) => card.nextStatuses.length > 0);
    for (const card of withMoves) {
      await user.click(screen.getByRole('button', { name: `Move to… (${card.title})` }));
      const menu = await screen.findByRole('menu');
      const offered = within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent);
      expect(offered).toEqual(card.nextStatuses.map((status) => labelOf.get(status)));
      await user.keyboard('{Escape}');
    }
    // The archived card has no moves, so no trigger: one trigger per card with moves.
    expect(screen.getAllByRole('button', { name: /^Move to…/ })).toHaveLength(withMoves.length);
  });

  it('moves the second card of a column and recounts both columns', async () => {
    const user = userEvent.setup();
    render(<Default />);
    await user.click(screen.getByRole('button', { name: 'Move to… (Bo Chen)' }));
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Shortlist' }));
    expect(Default.args.onMove).toHaveBeenLastCalledWith(2, 5);
    // Counts are spoken in the singular for one card.
    expect(screen.getByRole('group', { name: 'Job Applied 1 application' }).textContent).toContain(
      'Ana Lopez',
    );
    const shortlist = screen.getByRole('group', { name: 'Shortlist 1 application' });
    expect(within(shortlist).getByRole('listitem').textContent).toContain('Bo Chen');
  });
});
