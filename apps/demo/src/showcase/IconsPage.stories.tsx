import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { iconNames } from '@talent/ui';
import { IconsPage } from './IconsPage';

/** /icons: every icon the design system exports, with a search (issue 22). */
const meta = {
  title: 'Templates/Icons',
  component: IconsPage,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof IconsPage>;
export default meta;

type Story = StoryObj<typeof meta>;

const tiles = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole('list', { name: 'Icons' })).getAllByRole('listitem');

export const AllIcons: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Icons' })).toBeVisible();
    await expect(tiles(canvas)).toHaveLength(iconNames.length);
    await expect(canvas.getByRole('status')).toHaveTextContent(`${iconNames.length} icons`);
    await expect(canvas.getByText('chevronDown')).toBeVisible();
  },
};

/** Typing narrows the icons (by the words of their names); nothing found shows the empty state. */
export const Search: Story = {
  play: async ({ canvas }) => {
    const search = canvas.getByRole('searchbox', { name: 'Search icons' });
    await userEvent.type(search, 'chevron');
    await expect(tiles(canvas).map((tile) => tile.textContent)).toEqual([
      'chevronDown',
      'chevronEnd',
      'chevronStart',
    ]);
    await expect(canvas.getByRole('status')).toHaveTextContent(`3 of ${iconNames.length} icons`);
    await userEvent.clear(search);
    await userEvent.type(search, 'arrow up');
    await expect(tiles(canvas).map((tile) => tile.textContent)).toEqual(['arrowUp']);
    await userEvent.clear(search);
    await userEvent.type(search, 'zebra');
    await expect(canvas.getByRole('heading', { name: 'No icons found' })).toBeVisible();
    // Escape clears the search and every icon is back.
    await userEvent.keyboard('{Escape}');
    await expect(tiles(canvas)).toHaveLength(iconNames.length);
  },
};

export const RTL: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    await expect(tiles(canvas)).toHaveLength(iconNames.length);
  },
};
