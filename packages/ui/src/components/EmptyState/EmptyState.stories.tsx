import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SkinGrid } from '../../storybook';
import { LinkButton } from '../Button';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
  args: { title: 'No Data Found', description: "Sorry, We Couldn't Find Any Data to Display" },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No Data Found' })).toBeVisible();
    await expect(canvas.getByText("Sorry, We Couldn't Find Any Data to Display")).toBeVisible();
  },
};

export const WithAction: Story = {
  args: {
    title: 'No profiles yet',
    description: 'Keep uploading quality profiles for maximum earning',
    action: <LinkButton href="/create-my-resume">Upload Profile</LinkButton>,
  },
};

export const Skins: Story = { render: (args) => <SkinGrid>{() => <EmptyState {...args} />}</SkinGrid> };

export const RTL: Story = {
  globals: { direction: 'rtl' },
  args: { title: 'لا توجد بيانات', description: 'عذرًا، لم نجد أي بيانات لعرضها' },
};
