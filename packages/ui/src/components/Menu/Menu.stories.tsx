import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SkinGrid } from '../../storybook';
import { Icon } from '../../icons';
import { ActionMenu } from './Menu';

const items = [
  { id: 'view', label: 'View profile', icon: <Icon name="user" size={16} /> },
  { id: 'download', label: 'Download', icon: <Icon name="file" size={16} /> },
  { id: 'archived', label: 'Archive', isDisabled: true },
  { id: 'private', label: 'Mark Private', tone: 'critical' as const, separatorBefore: true },
];

const meta = {
  title: 'Components/Menu',
  component: ActionMenu,
  args: { trigger: 'Actions', label: 'Profile actions', items, onAction: fn() },
} satisfies Meta<typeof ActionMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Profile actions' });
    await userEvent.click(trigger);
    const menu = await body().findByRole('menu', { name: 'Profile actions' });
    await expect(within(menu).getByRole('menuitem', { name: 'Archive' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Mark Private' }));
    await expect(args.onAction).toHaveBeenCalledWith('private');
    await waitFor(() => expect(body().queryByRole('menu')).toBeNull());
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    canvas.getByRole('button', { name: 'Profile actions' }).focus();
    await userEvent.keyboard('{Enter}');
    await body().findByRole('menu');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith('download');
  },
};

export const IconTrigger: Story = { args: { trigger: <Icon name="settings" /> } };

export const Skins: Story = {
  render: (args) => (
    <SkinGrid>{(skin) => <ActionMenu {...args} label={`Profile actions (${skin})`} />}</SkinGrid>
  ),
};

export const RTL: Story = {
  globals: { direction: 'rtl' },
  args: {
    trigger: 'إجراءات',
    label: 'إجراءات الملف',
    items: [
      { id: 'view', label: 'عرض' },
      { id: 'private', label: 'جعله خاصًا', tone: 'critical' },
    ],
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'إجراءات الملف' }));
    await waitFor(async () => expect(await body().findByRole('menu')).toBeVisible());
  },
};
