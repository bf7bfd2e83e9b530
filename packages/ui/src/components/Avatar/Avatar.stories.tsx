import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { SkinGrid } from '../../storybook';
import { Inline } from '../Layout';
import { Avatar, avatarSizes } from './Avatar';

/** A tiny inline picture, so stories never fetch. */
const picture =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="#7d83a8"/><circle cx="20" cy="16" r="7" fill="#e4e2f3"/><rect x="8" y="26" width="24" height="14" rx="7" fill="#e4e2f3"/></svg>',
  );

const meta = {
  title: 'Components/Avatar',
  component: Avatar,
  args: { name: 'Ana María López' },
} satisfies Meta<typeof Avatar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Initials: Story = {
  play: async ({ canvas }) => {
    const avatar = canvas.getByRole('img', { name: 'Ana María López' });
    await expect(avatar).toHaveTextContent('AL');
  },
};

export const WithPicture: Story = {
  args: { src: picture, status: 'online' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Ana María López (online)' })).toHaveAttribute(
      'src',
      picture,
    );
  },
};

/** A broken picture falls back to initials. */
export const BrokenPicture: Story = {
  args: { src: 'data:image/png;base64,broken' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('img', { name: 'Ana María López' })).toHaveTextContent('AL'));
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Inline>
      {avatarSizes.map((size) => (
        <Avatar key={size} {...args} size={size} />
      ))}
    </Inline>
  ),
};

export const Skins: Story = {
  render: () => (
    <SkinGrid>
      {() => (
        <Inline>
          <Avatar name="Ana López" status="online" />
          <Avatar name="Bo Chen" status="busy" src={picture} />
          <Avatar name="Recruiter" status="away" />
        </Inline>
      )}
    </SkinGrid>
  ),
};

export const RTL: Story = { globals: { direction: 'rtl' }, args: { name: 'سارة أحمد', status: 'online' } };
