import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SkinGrid } from '../../storybook';
import { Button } from '../Button';
import { DialogPanel } from '../Dialog';
import { AlertDialog, AlertDialogActions, type AlertDialogProps } from './AlertDialog';

function AlertDemo(props: Omit<AlertDialogProps, 'isOpen'>) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Show alert</Button>
      <AlertDialog {...props} isOpen={isOpen} onOpenChange={setOpen} />
    </>
  );
}

const meta = {
  title: 'Components/AlertDialog',
  component: AlertDemo,
  args: {
    title: 'Session Expired',
    children: 'You are logged in on a different device, so your session has expired.',
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof AlertDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show alert' }));
    const alert = await body().findByRole('alertdialog', { name: 'Session Expired' });
    await expect(alert).toHaveTextContent('You are logged in on a different device');
    // It must be answered: Escape does not close it.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(alert).toBeVisible());
    await userEvent.click(within(alert).getByRole('button', { name: 'OK' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
  },
};

export const WithCancel: Story = {
  args: {
    title: 'Upload Limit Exceeded',
    children: 'Please upload a maximum of 5 files at a time',
    confirmLabel: 'Upload 5',
    cancelLabel: 'Cancel',
    tone: 'caution',
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show alert' }));
    const alert = await body().findByRole('alertdialog', { name: 'Upload Limit Exceeded' });
    await userEvent.click(within(alert).getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalled();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const Critical: Story = {
  args: {
    title: 'Mark private?',
    children: 'The profile leaves the public list.',
    confirmLabel: 'Mark Private',
    cancelLabel: 'Cancel',
    tone: 'critical',
  },
};

export const Skins: Story = {
  render: () => (
    <SkinGrid>
      {(skin) => (
        <DialogPanel
          role="alertdialog"
          isDismissable={false}
          title={`Session Expired (${skin})`}
          footer={(close) => <AlertDialogActions close={close} cancelLabel="Cancel" />}
        >
          You are logged in on a different device, so your session has expired.
        </DialogPanel>
      )}
    </SkinGrid>
  ),
};

export const RTL: Story = {
  globals: { direction: 'rtl' },
  args: { title: 'انتهت الجلسة', children: 'تم تسجيل دخولك من جهاز آخر.', confirmLabel: 'حسنًا' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show alert' }));
    await waitFor(async () =>
      expect(await body().findByRole('alertdialog', { name: 'انتهت الجلسة' })).toBeVisible(),
    );
  },
};
