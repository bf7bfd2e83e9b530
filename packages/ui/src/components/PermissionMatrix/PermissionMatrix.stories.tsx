import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SkinGrid } from '../../storybook';
import { PermissionMatrix, type PermissionCell, type PermissionMatrixProps } from './PermissionMatrix';

/** The portal's way: the resource codes are the keys, and shown after the names. */
const resources = [
  { id: 'J', code: 'J', label: 'Job seeker' },
  {
    id: 'RAE',
    code: 'RAE',
    label: 'Recruiter, admin and editor',
    description: 'Profiles and exclusion lists',
  },
  { id: 'RA', code: 'RA', label: 'Recruiter and admin', description: 'Wallet, dashboard, market' },
  { id: 'ACL', code: 'ACL', label: 'Access control' },
];
const actions = [
  { id: 'read', label: 'Read' },
  { id: 'manage', label: 'Manage' },
];

/** Holds the value so the play functions see what a page would. */
function Controlled(props: Omit<PermissionMatrixProps, 'value'> & { initial?: PermissionCell[] }) {
  const { initial = [], onChange, ...rest } = props;
  const [value, setValue] = useState<PermissionCell[]>(initial);
  return (
    <PermissionMatrix
      {...rest}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

const meta = {
  title: 'Components/PermissionMatrix',
  component: Controlled,
  args: {
    label: 'Permissions of Reviewer',
    resources,
    actions,
    onChange: fn(),
    // J is a permission the editor does not hold.
    isCellDisabled: (c: PermissionCell) => c.subject === 'J',
  },
} satisfies Meta<typeof Controlled>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const readRae = canvas.getByRole('checkbox', { name: 'Read Recruiter, admin and editor' });
    await userEvent.click(readRae);
    await expect(readRae).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith([{ action: 'read', subject: 'RAE' }]);
    await expect(canvas.getByRole('checkbox', { name: 'Read Job seeker' })).toBeDisabled();
  },
};

/** Each row's header is its name, read first; the code and the description follow. */
export const RowHeaders: Story = {
  play: async ({ canvas }) => {
    const headers = canvas.getAllByRole('rowheader');
    await expect(headers).toHaveLength(4);
    await expect(headers[0]).toHaveAccessibleName('Job seeker J');
    await expect(headers[1]).toHaveAccessibleName(
      'Recruiter, admin and editor RAE Profiles and exclusion lists',
    );
    // Every row opens with its header, and the header's text with the name.
    const rows = canvas.getAllByRole('row').slice(1);
    for (const [i, row] of rows.entries()) {
      const first = row.firstElementChild;
      await expect(first).toBe(within(row).getByRole('rowheader'));
      await expect(first?.textContent?.startsWith(resources[i]!.label)).toBe(true);
    }
    await expect(canvas.getByRole('checkbox', { name: 'Manage Access control' })).toBeEnabled();
  },
};

/** Keys that are not for people (slugs) stay out of the text: the rows and boxes go by the names. */
export const SlugKeys: Story = {
  args: {
    resources: [
      { id: 'user-management', label: 'User management' },
      { id: 'content-management', label: 'Content management', description: 'Pages and posts' },
    ],
    isCellDisabled: undefined,
  },
  play: async ({ args, canvas, canvasElement }) => {
    const headers = canvas.getAllByRole('rowheader');
    await expect(headers[0]).toHaveAccessibleName('User management');
    await expect(headers[1]).toHaveAccessibleName('Content management Pages and posts');
    await expect(canvasElement).not.toHaveTextContent(/user-management|content-management/);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Read Content management' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([{ action: 'read', subject: 'content-management' }]);
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    const readRae = canvas.getByRole('checkbox', { name: 'Read Recruiter, admin and editor' });
    readRae.focus();
    // Down to RA, right to Manage RA, Space toggles it.
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('checkbox', { name: 'Read Recruiter and admin' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const manageRa = canvas.getByRole('checkbox', { name: 'Manage Recruiter and admin' });
    await expect(manageRa).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(manageRa).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith([{ action: 'manage', subject: 'RA' }]);
    // Up past the disabled J row stops at RAE (J is skipped, nothing further up).
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(canvas.getByRole('checkbox', { name: 'Manage Recruiter, admin and editor' })).toHaveFocus();
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, initial: [{ action: 'read', subject: 'RA' }] },
  play: async ({ canvas }) => {
    const boxes = canvas.getAllByRole('checkbox');
    for (const box of boxes) await expect(box).toBeDisabled();
    await expect(canvas.getByRole('checkbox', { name: 'Read Recruiter and admin' })).toBeChecked();
  },
};

export const Skins: Story = {
  render: (args) => (
    <SkinGrid>{() => <Controlled {...args} initial={[{ action: 'read', subject: 'RA' }]} />}</SkinGrid>
  ),
};

export const RTL: Story = {
  globals: { direction: 'rtl' },
  args: { initial: [{ action: 'read', subject: 'RAE' }] },
  play: async ({ canvas }) => {
    canvas.getByRole('checkbox', { name: 'Read Recruiter, admin and editor' }).focus();
    // In right-to-left the Manage column is to the left.
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('checkbox', { name: 'Manage Recruiter, admin and editor' })).toHaveFocus();
  },
};
