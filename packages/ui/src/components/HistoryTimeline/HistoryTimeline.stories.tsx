import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SkinGrid } from '../../storybook';
import { applicationCodes, applicationStatusLabels } from '../StatusBadge/StatusBadge.fixtures';
import { HistoryTimeline, type HistoryEntry } from './HistoryTimeline';

/** Story data: the portal maps `applicationHistory` (oldest first) and the spec's status labels. */
const entries: HistoryEntry[] = [
  { id: 1, from: null, to: 'Job Applied', by: 'Ana Lopez', at: new Date('2026-11-02T09:15:00Z') },
  {
    id: 2,
    from: 'Job Applied',
    to: 'Schedule Interview',
    by: 'Rita Recruiter',
    at: new Date('2026-11-04T14:30:00Z'),
    note: 'Video call with the design lead on Thursday.',
  },
  {
    id: 3,
    from: 'Schedule Interview',
    to: 'Offer Letter Provided',
    by: 'Rita Recruiter',
    at: new Date('2026-11-12T10:00:00Z'),
  },
];

const meta = {
  title: 'Components/HistoryTimeline',
  component: HistoryTimeline,
  args: { label: 'Status history', entries },
} satisfies Meta<typeof HistoryTimeline>;
export default meta;
type Story = StoryObj<typeof meta>;

const items = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole('list', { name: 'Status history' })).getAllByRole('listitem');

export const Default: Story = {
  play: async ({ canvas }) => {
    const rows = items(canvas);
    await expect(rows).toHaveLength(3);
    // Oldest first, as given; each change read as "from to to" instead of an arrow.
    await expect(rows[0]).toHaveTextContent(/^Job Applied/);
    await expect(rows[1]).toHaveTextContent('Job Applied to Schedule Interview');
    await expect(rows[2]).toHaveTextContent('Schedule Interview to Offer Letter Provided');
    await expect(rows[1]).toHaveTextContent('by Rita Recruiter');
    await expect(within(rows[1]!).getByText('Video call with the design lead on Thursday.')).toBeVisible();
    const time = rows[2]!.querySelector('time');
    await expect(time).toHaveAttribute('dateTime', '2026-11-12T10:00:00.000Z');
    // Formatted by the locale (en-US in stories), not printed raw.
    await expect(time).toHaveTextContent(/Nov 12, 2026/);
  },
};

/** Dates formatted by the caller are shown as given. */
export const FormattedStrings: Story = {
  args: {
    entries: [
      { id: 1, to: 'Job Applied', by: 'Ana Lopez', at: '2 Nov 2026' },
      { id: 2, from: 'Job Applied', to: 'Reject', by: 'Rita Recruiter', at: 'yesterday' },
    ],
  },
  play: async ({ canvas }) => {
    const rows = items(canvas);
    await expect(rows[1]).toHaveTextContent('by Rita Recruiter · yesterday');
    await expect(rows[1]!.querySelector('time')).toBeNull();
  },
};

export const Empty: Story = {
  args: { entries: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No status changes yet')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading history' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

const labels = applicationCodes.slice(0, 5).map((code) => applicationStatusLabels[code]);
const manyEntries: HistoryEntry[] = Array.from({ length: 25 }, (_, i) => ({
  id: i + 1,
  from: i === 0 ? null : labels[(i - 1) % labels.length]!,
  to: labels[i % labels.length]!,
  by: i % 2 ? 'Rita Recruiter' : 'Sam Admin',
  at: new Date(Date.UTC(2026, 9, 1 + i, 9)),
  note: i % 5 === 4 ? `Round ${i / 5 + 1} done.` : null,
}));

export const ManyEntries: Story = {
  args: { entries: manyEntries },
  play: async ({ canvas }) => {
    const rows = items(canvas);
    await expect(rows).toHaveLength(25);
    const times = rows.map((row) => row.querySelector('time')!.getAttribute('dateTime')!);
    await expect([...times].sort()).toEqual(times);
  },
};

export const Skins: Story = {
  render: (args) => (
    <SkinGrid>{(skin) => <HistoryTimeline {...args} label={`Status history (${skin})`} />}</SkinGrid>
  ),
};

export const RTL: Story = {
  globals: { direction: 'rtl' },
  args: {
    label: 'سجل الحالة',
    entries: [
      { id: 1, from: 'تم التقديم', to: 'جدولة مقابلة', by: 'ريتا', at: new Date('2026-11-04T14:30:00Z') },
    ],
    labels: { change: (from, to) => `${from} إلى ${to}`, by: (who) => `بواسطة ${who}` },
  },
  play: async ({ canvas }) => {
    const row = within(canvas.getByRole('list', { name: 'سجل الحالة' })).getByRole('listitem');
    await expect(row).toHaveTextContent('تم التقديم إلى جدولة مقابلة');
    // The marker sits at the inline start: the right edge in RTL.
    const marker = row.querySelector('[aria-hidden="true"]')!;
    await expect(marker.getBoundingClientRect().right).toBeCloseTo(row.getBoundingClientRect().right, 0);
  },
};
