import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SkinGrid } from '../../storybook';
import { Stack } from '../Layout';
import { StarRating } from './StarRating';

const meta = {
  title: 'Components/StarRating',
  component: StarRating,
  args: { percent: 70, showValue: true },
} satisfies Meta<typeof StarRating>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Rating 3.5 out of 5' })).toHaveTextContent('3.5');
  },
};

export const Range: Story = {
  render: () => (
    <Stack gap="small">
      {[0, 10, 45, 80, 100].map((p) => (
        <StarRating key={p} percent={p} showValue />
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    const names = canvas.getAllByRole('img').map((el) => el.getAttribute('aria-label'));
    await expect(names).toEqual([
      'Rating 0 out of 5',
      'Rating 0.5 out of 5',
      'Rating 2.5 out of 5',
      'Rating 4 out of 5',
      'Rating 5 out of 5',
    ]);
  },
};

export const Skins: Story = { render: (args) => <SkinGrid>{() => <StarRating {...args} />}</SkinGrid> };

export const RTL: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    // Stars fill from the inline start: the right edge in RTL.
    const rating = canvas.getByRole('img');
    const filled = rating.querySelectorAll('span > span')[1] as HTMLElement;
    await expect(Math.round(filled.getBoundingClientRect().right)).toBe(
      Math.round((filled.parentElement as HTMLElement).getBoundingClientRect().right),
    );
  },
};
