import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SkinGrid } from '../../storybook';
import { Button } from '../Button';
import { Dialog, DialogPanel, type DialogProps } from './Dialog';

function DialogDemo(
  props: Omit<DialogProps, 'isOpen' | 'onOpenChange'> & { onOpenChange?: (open: boolean) => void },
) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Open dialog</Button>
      <Dialog
        {...props}
        isOpen={isOpen}
        onOpenChange={(open) => {
          setOpen(open);
          props.onOpenChange?.(open);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Components/Dialog',
  component: DialogDemo,
  args: {
    title: 'Profile details',
    children: <p>Each section of the profile is shown here.</p>,
    onOpenChange: fn(),
  },
} satisfies Meta<typeof DialogDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Open dialog' });
    await userEvent.click(trigger);
    const dialog = await body().findByRole('dialog', { name: 'Profile details' });
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const CloseButton: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open dialog' }));
    const dialog = await body().findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

/** Without dismissal, Escape does nothing and there is no close button; the footer decides. */
export const NotDismissable: Story = {
  args: {
    isDismissable: false,
    footer: (close: () => void) => <Button onPress={close}>Done</Button>,
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open dialog' }));
    const dialog = await body().findByRole('dialog');
    await expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

export const Large: Story = {
  args: {
    size: 'lg',
    children: (
      <div>
        {Array.from({ length: 30 }, (_, i) => (
          <p key={i}>Line {i + 1} of a long body that scrolls inside the dialog.</p>
        ))}
      </div>
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open dialog' }));
    const dialog = await body().findByRole('dialog');
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(900);
  },
};

/** A bottom sheet (a phone's filters): full width at the bottom edge, still a modal dialog. */
export const Sheet: Story = {
  args: { placement: 'sheet', title: 'Filters' },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Open dialog' });
    await userEvent.click(trigger);
    const dialog = await body().findByRole('dialog', { name: 'Filters' });
    await waitFor(() => expect(dialog).toBeVisible());
    // At the bottom edge (once the slide-in ends), as wide as the window.
    await waitFor(() =>
      expect(Math.abs(dialog.getBoundingClientRect().bottom - window.innerHeight)).toBeLessThanOrEqual(1),
    );
    // (The panel sits inside the sheet's 1 px border.)
    await expect(dialog.getBoundingClientRect().width).toBeGreaterThanOrEqual(
      document.documentElement.clientWidth - 2,
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Skins: Story = {
  render: () => (
    <SkinGrid>
      {(skin) => (
        <DialogPanel title={`Profile details (${skin})`} footer={<Button size="sm">Save</Button>}>
          <p>Each section of the profile is shown here.</p>
        </DialogPanel>
      )}
    </SkinGrid>
  ),
};

export const RTL: Story = {
  globals: { direction: 'rtl' },
  args: { title: 'تفاصيل الملف', children: <p>نص الحوار</p> },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open dialog' }));
    const dialog = await body().findByRole('dialog', { name: 'تفاصيل الملف' });
    const close = within(dialog).getByRole('button', { name: 'Close' });
    // The close button sits at the inline end: the left side in RTL.
    await expect(close.getBoundingClientRect().left).toBeLessThan(
      dialog.getBoundingClientRect().left + dialog.getBoundingClientRect().width / 2,
    );
  },
};
