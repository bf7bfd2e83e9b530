import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SkinGrid } from '../../storybook';
import { LoadingScreen } from './LoadingScreen';

const meta = {
  title: 'Components/LoadingScreen',
  component: LoadingScreen,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LoadingScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Loading...' })).toBeVisible();
  },
};

/** Inside a container (a lazy route) instead of over the whole viewport. */
export const Inline: Story = { args: { isFullScreen: false } };

export const Skins: Story = {
  render: () => (
    <SkinGrid>{(skin) => <LoadingScreen isFullScreen={false} label={`Loading ${skin}...`} />}</SkinGrid>
  ),
};

export const RTL: Story = { globals: { direction: 'rtl' }, args: { label: 'جارٍ التحميل...' } };
