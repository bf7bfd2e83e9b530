import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DemoStory } from '../../storybook/DemoStory';
import Misc from '.';

const patterns = ['/misc/coming-soon', '/misc/not-authorized', '/misc/maintenance', '/misc/error'];

/** The four misc pages of the gallery, built from the portal's parts, in the blank layout. */
const meta = {
  title: 'Templates/Misc',
  component: Misc,
  parameters: { layout: 'fullscreen' },
  args: { path: '/misc/coming-soon' },
  render: ({ path }: { path: string }) => (
    <DemoStory path={path} patterns={patterns}>
      <Misc />
    </DemoStory>
  ),
} satisfies Meta<{ path: string }>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = (heading: string, text: string) => ({
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(heading);
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(text);
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(canvas.getByRole('link', { name: 'Back to the gallery' })).toHaveAttribute(
      'href',
      '/gallery',
    );
  },
});

export const ComingSoon: Story = page('We are launching soon', "We're creating something awesome");
export const NotAuthorized: Story = {
  args: { path: '/misc/not-authorized' },
  ...page('You are not authorized!', "You don't have permission"),
};
export const Maintenance: Story = {
  args: { path: '/misc/maintenance' },
  ...page('Under Maintenance', 'performing some maintenance'),
};
export const Error: Story = {
  args: { path: '/misc/error' },
  ...page('Page Not Found', 'The requested URL was not found'),
};
