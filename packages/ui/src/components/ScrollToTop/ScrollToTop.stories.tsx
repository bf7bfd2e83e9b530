import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { SkinGrid } from '../../storybook';
import { Button } from '../Button';
import { ScrollToTop } from './ScrollToTop';

const meta = {
  title: 'Components/ScrollToTop',
  component: ScrollToTop,
  decorators: [
    (Story) => (
      <div style={{ minHeight: 3000 }}>
        <p>Scroll the page down.</p>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ScrollToTop>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    window.scrollTo({ top: 0 });
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Scroll to top' })).toBeNull());
    // Not yet at 300 px.
    window.scrollTo({ top: 300 });
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await expect(canvas.queryByRole('button', { name: 'Scroll to top' })).toBeNull();
    window.scrollTo({ top: 301 });
    const button = await canvas.findByRole('button', { name: 'Scroll to top' });
    await userEvent.click(button);
    await waitFor(() => expect(window.scrollY).toBe(0));
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Scroll to top' })).toBeNull());
  },
};

export const Skins: Story = {
  render: () => (
    <SkinGrid>
      {(skin) => (
        <Button
          aria-label={`Scroll to top (${skin})`}
          style={{ borderRadius: 999, width: 44, height: 44, padding: 0 }}
        >
          ↑
        </Button>
      )}
    </SkinGrid>
  ),
};

export const RTL: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    window.scrollTo({ top: 800 });
    const button = await canvas.findByRole('button', { name: 'Scroll to top' });
    // Inline end is the left side in RTL.
    await expect(button.getBoundingClientRect().left).toBeLessThan(window.innerWidth / 2);
    window.scrollTo({ top: 0 });
  },
};
