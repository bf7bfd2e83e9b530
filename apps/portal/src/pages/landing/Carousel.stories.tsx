import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import { landingFixture } from '@talent/api/msw';
import { initI18n } from '../../app/i18n';
import { Carousel } from './Carousel';

/** The landing page's hero carousel (issue 20): pausable, and still when reduced motion is asked for. */
const meta = {
  title: 'Pages/Landing carousel',
  component: Carousel,
  args: { label: 'Highlights', slides: landingFixture('sliding_window').items },
  loaders: [() => initI18n('en', false)],
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof Carousel>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Paused by the visitor, then moved with the buttons and a dot. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pause = canvas.queryByRole('button', { name: 'Pause slides' });
    if (pause) {
      await userEvent.click(pause);
      await expect(canvas.getByRole('button', { name: 'Play slides' })).toBeVisible();
    }
    await userEvent.click(canvas.getByRole('button', { name: 'Slide 1: Find talent faster' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await expect(canvas.getByRole('group', { name: '2 of 3' })).toHaveTextContent(
      'Earn from your collection',
    );
  },
};
