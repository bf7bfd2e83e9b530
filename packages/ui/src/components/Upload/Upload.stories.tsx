import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SkinGrid } from '../../storybook';
import { DropZone } from './DropZone';

const accept = ['.pdf', '.docx', '.msg'];
const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

const meta = {
  title: 'Patterns/Upload/DropZone',
  component: DropZone,
  args: {
    accept,
    freeSlots: 10,
    maxPerDrop: 5,
    onFiles: fn(),
    recentUploadsHref: '/non-public-resume',
    hint: 'PDF, DOCX or Outlook MSG, up to 5 files at a time',
  },
} satisfies Meta<typeof DropZone>;
export default meta;
type Story = StoryObj<typeof meta>;

const fileInput = (root: HTMLElement) => root.querySelector('input[type="file"]') as HTMLInputElement;

export const Default: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: 'Recent Uploads' })).toHaveAttribute(
      'href',
      '/non-public-resume',
    );
    await userEvent.upload(
      fileInput(canvasElement),
      [pdf('ana.pdf'), new File(['x'], 'notes.txt', { type: 'text/plain' })],
      {
        applyAccept: false,
      },
    );
    const result = (args.onFiles as ReturnType<typeof fn>).mock.calls[0]?.[0];
    await expect(result.taken.map((f: File) => f.name)).toEqual(['ana.pdf']);
    await expect(result.unaccepted.map((f: File) => f.name)).toEqual(['notes.txt']);
  },
};

/** More than 5 files in one go: the limit dialog and nothing taken. */
export const LimitExceeded: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.upload(
      fileInput(canvasElement),
      Array.from({ length: 6 }, (_, i) => pdf(`cv-${i}.pdf`)),
    );
    const alert = await within(document.body).findByRole('alertdialog', { name: 'Upload Limit Exceeded' });
    await expect(alert).toHaveTextContent('Please upload a maximum of 5 files at a time');
    await expect(args.onFiles).not.toHaveBeenCalled();
    await userEvent.click(within(alert).getByRole('button', { name: 'OK' }));
  },
};

/** Only the round's free slots are taken; the rest waits. */
export const FreeSlots: Story = {
  args: { freeSlots: 1 },
  play: async ({ args, canvasElement }) => {
    await userEvent.upload(fileInput(canvasElement), [pdf('a.pdf'), pdf('b.pdf'), pdf('c.pdf')]);
    const result = (args.onFiles as ReturnType<typeof fn>).mock.calls[0]?.[0];
    await expect(result.taken.map((f: File) => f.name)).toEqual(['a.pdf']);
    await expect(result.surplus.map((f: File) => f.name)).toEqual(['b.pdf', 'c.pdf']);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Upload' })).toBeDisabled();
  },
};

export const Skins: Story = {
  render: (args) => (
    <SkinGrid>
      {(skin) => <DropZone {...args} labels={{ dropLabel: `Drop resumes to upload (${skin})` }} />}
    </SkinGrid>
  ),
};

export const RTL: Story = {
  globals: { direction: 'rtl' },
  args: { labels: { title: 'أسقط الملفات هنا', upload: 'رفع' } },
};
