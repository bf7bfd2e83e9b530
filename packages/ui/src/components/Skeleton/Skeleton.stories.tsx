import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SkinGrid } from '../../storybook';
import { Inline, Stack } from '../Layout';
import { Skeleton } from './Skeleton';

const meta = { title: 'Components/Skeleton', component: Skeleton } satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

const ProfileRow = () => (
  <Inline gap="medium" wrap={false}>
    <Skeleton isCircle width={40} height={40} />
    <div style={{ flex: 1 }}>
      <Skeleton lines={2} />
    </div>
  </Inline>
);

export const Default: Story = {
  render: () => (
    <div aria-busy="true" aria-label="Loading profiles" role="status">
      <Stack>
        <ProfileRow />
        <ProfileRow />
      </Stack>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading profiles' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Lines: Story = { args: { lines: 4 } };

export const Skins: Story = { render: () => <SkinGrid>{() => <ProfileRow />}</SkinGrid> };

export const RTL: Story = { globals: { direction: 'rtl' }, render: () => <ProfileRow /> };
