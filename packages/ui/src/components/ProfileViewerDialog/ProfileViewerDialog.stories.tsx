import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SkinGrid } from '../../storybook';
import { Button } from '../Button';
import { DialogPanel } from '../Dialog';
import { EmptyState } from '../EmptyState';
import { ProfileViewerDialog, type ProfileViewerDialogProps } from './ProfileViewerDialog';

/** A page image drawn inline (no network). */
const pageImage = (n: number) =>
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="612" height="792" viewBox="0 0 612 792"><rect width="612" height="792" fill="#fff"/><text x="48" y="80" font-family="sans-serif" font-size="28" fill="#2f2b3d">Resume page ${n}</text>${Array.from({ length: 14 }, (_, i) => `<rect x="48" y="${130 + i * 40}" width="${420 - (i % 4) * 60}" height="12" rx="6" fill="#dbdade"/>`).join('')}</svg>`,
  );

function ViewerDemo(props: Omit<ProfileViewerDialogProps, 'isOpen' | 'onOpenChange'>) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button onPress={() => setOpen(true)}>View profile</Button>
      <ProfileViewerDialog {...props} isOpen={isOpen} onOpenChange={setOpen} />
    </>
  );
}

const meta = {
  title: 'Patterns/ProfileViewerDialog',
  component: ViewerDemo,
  args: {
    title: 'Ana Lopez',
    pageLabel: 'Ana Lopez',
    pages: { page_1: pageImage(1), page_2: pageImage(2), page_3: pageImage(3) },
  },
} satisfies Meta<typeof ViewerDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'View profile' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Ana Lopez' });
    await expect(
      within(dialog)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(['Ana Lopez page 1', 'Ana Lopez page 2', 'Ana Lopez page 3']);
    // Large, scrolling, at most 900 px high.
    const modal = dialog.parentElement as HTMLElement;
    await expect(modal.getBoundingClientRect().height).toBeLessThanOrEqual(900);
    await expect(modal.getBoundingClientRect().width).toBeGreaterThan(600);
  },
};

export const NoResults: Story = {
  args: { pages: {} },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'View profile' }));
    const dialog = await within(document.body).findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByRole('heading', { name: 'No Results' })).toBeVisible());
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'View profile' }));
    const dialog = await within(document.body).findByRole('dialog');
    // The dialog rises from opacity 0: wait for it to settle rather than catching the first frame.
    await waitFor(() => expect(within(dialog).getByRole('status', { name: 'Loading pages' })).toBeVisible());
  },
};

export const Skins: Story = {
  render: () => (
    <SkinGrid>
      {(skin) => (
        <DialogPanel title={`Ana Lopez (${skin})`}>
          <EmptyState title="No Results" />
        </DialogPanel>
      )}
    </SkinGrid>
  ),
};

export const RTL: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'View profile' }));
    await waitFor(async () => expect(await within(document.body).findByRole('dialog')).toBeVisible());
  },
};
