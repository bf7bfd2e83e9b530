import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SkinGrid } from '../../storybook';
import { UploadColumns, type UploadColumnsProps, type UploadItem } from './UploadColumns';

const items: UploadItem[] = [
  { id: '1', name: 'ana-lopez.pdf', size: 182_000, status: 'parsing' },
  { id: '2', name: 'bo-chen.docx', size: 48_000, status: 'uploading', progress: 64 },
  { id: '3', name: 'waiting.pdf', size: 1_500_000, status: 'pending' },
  {
    id: '4',
    name: 'scan.pdf',
    size: 2_048,
    status: 'rejected',
    message: "This file can't be accepted because information is missing.",
  },
  {
    id: '5',
    name: 'broken.docx',
    size: 9_000,
    status: 'rejected',
    message: 'Ensure Email field is correct!',
  },
  {
    id: '6',
    name: 'Application - Dana Smith.msg',
    size: 320_000,
    status: 'uploaded',
    attachments: [
      { id: '6a', name: 'dana-smith-cv.pdf', size: 210_000, status: 'uploaded' },
      { id: '6b', name: 'cover-letter.docx', size: 22_000, status: 'uploaded' },
    ],
  },
  { id: '7', name: 'elif-yilmaz.pdf', size: 140_000, status: 'uploaded' },
];

function ColumnsDemo(props: Partial<UploadColumnsProps>) {
  const [list, setList] = useState(props.items ?? items);
  return (
    <UploadColumns
      waitingCount={3}
      recentUploadsHref="/non-public-resume"
      {...props}
      items={list}
      onClearRejected={() => {
        setList((l) => l.filter((i) => i.status !== 'rejected'));
        props.onClearRejected?.();
      }}
    />
  );
}

const meta = {
  title: 'Patterns/Upload/UploadColumns',
  component: ColumnsDemo,
  args: { onUploadMore: fn(), onClearRejected: fn() },
} satisfies Meta<typeof ColumnsDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

const column = (name: string) =>
  within(within(document.body).getByRole('region', { name: new RegExp(`^${name}`) }));

export const Default: Story = {
  play: async ({ args }) => {
    const pending = column('Pending');
    await expect(pending.getByText('File Information Checking...')).toBeVisible();
    await expect(pending.getByRole('progressbar', { name: 'Uploading bo-chen.docx' })).toHaveAttribute(
      'aria-valuenow',
      '64',
    );
    await expect(pending.getByText('1.5 mb')).toBeVisible();
    const uploaded = column('Uploaded');
    await expect(uploaded.getAllByText('File Uploaded')).toHaveLength(2);
    await expect(
      uploaded.getByRole('list', { name: /Attachments: Application - Dana Smith.msg/ }),
    ).toHaveTextContent('cover-letter.docx');
    // Preview lists are at most 600 px high (spec 9) and no taller than their items (issue 25: a short
    // list left ~550 px of empty space).
    const list = pending.getByRole('list', { name: 'Pending' });
    const height = list.getBoundingClientRect().height;
    await expect(height).toBeLessThanOrEqual(600);
    await expect(list.scrollHeight).toBeLessThanOrEqual(list.clientHeight + 1);
    const items = [...list.children].map((li) => li.getBoundingClientRect());
    await expect(height).toBeLessThan(items.at(-1)!.bottom - list.getBoundingClientRect().top + 40);
    await userEvent.click(pending.getByRole('button', { name: 'Upload More (3)' }));
    await expect(args.onUploadMore).toHaveBeenCalled();
  },
};

export const ClearRejected: Story = {
  play: async ({ args }) => {
    const rejected = column('Rejected');
    const invalid = rejected.getAllByText('Invalid File');
    await expect(invalid).toHaveLength(2);
    await expect(getComputedStyle(invalid[0]!.closest('li')!).borderTopWidth).toBe('2px');
    await userEvent.click(rejected.getByRole('button', { name: 'Clear All' }));
    await expect(args.onClearRejected).toHaveBeenCalled();
    await expect(column('Rejected').getByRole('heading', { name: 'Nothing here yet' })).toBeVisible();
  },
};

export const Empty: Story = { args: { items: [], waitingCount: 0 } };

/** Thirty uploaded files: the list stops at 600 px and scrolls. */
export const LongList: Story = {
  args: {
    items: Array.from({ length: 30 }, (_, i) => ({
      id: `long-${i}`,
      name: `resume-${i + 1}.pdf`,
      size: 40_000,
      status: 'uploaded' as const,
    })),
    waitingCount: 0,
  },
  play: async () => {
    const list = column('Uploaded').getByRole('list', { name: 'Uploaded' });
    await expect(list.getBoundingClientRect().height).toBe(600);
    await expect(list.scrollHeight).toBeGreaterThan(600);
  },
};

export const Skins: Story = {
  render: () => (
    <SkinGrid stacked>
      {(skin) => (
        <UploadColumns
          items={items.slice(0, 6)}
          onClearRejected={() => undefined}
          labels={{
            pending: `Pending (${skin})`,
            rejected: `Rejected (${skin})`,
            uploaded: `Uploaded (${skin})`,
          }}
        />
      )}
    </SkinGrid>
  ),
};

export const RTL: Story = { globals: { direction: 'rtl' } };
