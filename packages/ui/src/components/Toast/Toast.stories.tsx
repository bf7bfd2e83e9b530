import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SkinGrid } from '../../storybook';
import { Button } from '../Button';
import { Inline } from '../Layout';
import { ToastRegion, createToastQueue, type ShowToastOptions, type ToastQueue } from './Toast';

/** Each story gets its own queue, so toasts never leak between stories. */
function ToastDemo({ toast, label }: { toast: ShowToastOptions; label?: string }) {
  const [queue] = useState(createToastQueue);
  return (
    <>
      <Button onPress={() => queue.showToast(toast)}>Show toast</Button>
      <ToastRegion queue={queue} label={label} />
    </>
  );
}

const meta = {
  title: 'Components/Toast',
  component: ToastDemo,
  args: { toast: { title: 'Profile Has Been Marked Private', tone: 'positive', timeout: 6000 } },
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const Default: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
    const region = await body().findByRole('region', { name: /notification/i });
    const toast = await within(region).findByRole('alertdialog', { name: 'Profile Has Been Marked Private' });
    await userEvent.click(within(toast).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
  },
};

export const Critical: Story = {
  args: { toast: { title: 'Something went wrong', tone: 'critical' } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
    await waitFor(async () =>
      expect(await body().findByRole('alertdialog', { name: 'Something went wrong' })).toBeVisible(),
    );
  },
};

export const WithDescription: Story = {
  args: {
    toast: {
      title: 'File Uploaded',
      description: 'resume-ana.pdf was added to your profiles.',
      tone: 'info',
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
    const toast = await body().findByRole('alertdialog', { name: 'File Uploaded' });
    await expect(toast).toHaveAccessibleDescription('resume-ana.pdf was added to your profiles.');
  },
};

function SkinToasts({ skin }: { skin: string }) {
  const [queue] = useState<ToastQueue>(() => {
    const q = createToastQueue();
    for (const tone of ['neutral', 'positive', 'critical', 'caution'] as const) {
      q.showToast({
        title: `${tone} toast`,
        description: 'Stays until closed in this story.',
        tone,
        timeout: 0,
      });
    }
    return q;
  });
  return (
    <div style={{ minHeight: 360 }}>
      <ToastRegion queue={queue} label={`Notifications (${skin})`} />
    </div>
  );
}

export const Skins: Story = {
  render: () => <SkinGrid>{(skin) => <SkinToasts skin={skin} />}</SkinGrid>,
};

export const RTL: Story = {
  globals: { direction: 'rtl' },
  args: { toast: { title: 'تم وضع علامة خاصة على الملف', tone: 'positive' } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
    const toast = await body().findByRole('alertdialog');
    // Toasts sit at the inline end: bottom-left in RTL.
    await expect(toast.getBoundingClientRect().left).toBeLessThan(window.innerWidth / 2);
  },
};

export const Several: Story = {
  render: () => {
    const Demo = () => {
      const [queue] = useState(createToastQueue);
      return (
        <>
          <Inline>
            <Button onPress={() => queue.showToast({ title: 'First' })}>First</Button>
            <Button onPress={() => queue.showToast({ title: 'Second', tone: 'accent' })}>Second</Button>
          </Inline>
          <ToastRegion queue={queue} />
        </>
      );
    };
    return <Demo />;
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'First' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Second' }));
    await waitFor(() => expect(body().getAllByRole('alertdialog')).toHaveLength(2));
  },
};
