import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SkinGrid } from '../../storybook';
import { toneClass } from '../../styles/tone.css';
import { Inline, Stack } from '../Layout';
import {
  ApplicationStatusBadge,
  JobStatusBadge,
  ProjectStatusBadge,
  jobStatusTones,
  projectStateTones,
  type JobStatusKey,
  type ProjectStateKey,
} from './StatusBadge';
import {
  applicationCodes as codes,
  applicationStatusLabels as applicationLabels,
  jobStatusLabels as jobLabels,
  projectStateLabels,
} from './StatusBadge.fixtures';

const jobStatuses = Object.keys(jobStatusTones) as JobStatusKey[];

const meta = {
  title: 'Components/StatusBadge',
  component: ApplicationStatusBadge,
  args: { status: 3, label: 'Schedule Interview' },
} satisfies Meta<typeof ApplicationStatusBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const badge = canvas.getByText('Schedule Interview');
    await expect(badge).toBeVisible();
    await expect(badge).toHaveClass(toneClass.accent);
  },
};

function AllStatuses() {
  return (
    <Stack gap="small">
      <Inline>
        {codes.map((code) => (
          <ApplicationStatusBadge key={code} status={code} label={applicationLabels[code]} />
        ))}
      </Inline>
      <Inline>
        {jobStatuses.map((status) => (
          <JobStatusBadge key={status} status={status} label={jobLabels[status]} />
        ))}
      </Inline>
    </Stack>
  );
}

/** Every application and job status in its tone. */
export const AllApplicationAndJobStatuses: Story = {
  render: () => <AllStatuses />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Reject')).toHaveClass(toneClass.critical);
    await expect(canvas.getByText('Offer Accepted')).toHaveClass(toneClass.positive);
    await expect(canvas.getByText('Archived')).toHaveClass(toneClass.neutral);
    await expect(canvas.getByText('Paused')).toHaveClass(toneClass.caution);
    await expect(canvas.getByText('Open')).toHaveClass(toneClass.positive);
  },
};

/** Every freelance project state (issue 17) in its tone; the side states cancelled and disputed are critical. */
export const AllProjectStates: Story = {
  render: () => (
    <Inline>
      {(Object.keys(projectStateTones) as ProjectStateKey[]).map((state) => (
        <ProjectStatusBadge key={state} status={state} label={projectStateLabels[state]} />
      ))}
    </Inline>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Open')).toHaveClass(toneClass.positive);
    await expect(canvas.getByText('In progress')).toHaveClass(toneClass.info);
    await expect(canvas.getByText('Delivered')).toHaveClass(toneClass.caution);
    await expect(canvas.getByText('Cancelled')).toHaveClass(toneClass.critical);
    await expect(canvas.getByText('Disputed')).toHaveClass(toneClass.critical);
  },
};

/** The caller may override a status's tone (e.g. a soft warning on an offer about to lapse). */
export const ToneOverride: Story = {
  args: { status: 7, label: 'Offer Letter Provided', tone: 'caution', variant: 'outline' },
  play: async ({ canvas }) => {
    const badge = canvas.getByText('Offer Letter Provided');
    await expect(badge).toHaveClass(toneClass.caution);
    await expect(badge).not.toHaveClass(toneClass.positive);
  },
};

/** A code the design system does not know yet falls back to neutral instead of breaking. */
export const UnknownStatus: Story = {
  args: { status: 42, label: 'New status' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('New status')).toHaveClass(toneClass.neutral);
  },
};

export const Skins: Story = {
  render: () => (
    <SkinGrid>
      <AllStatuses />
    </SkinGrid>
  ),
};

export const RTL: Story = {
  globals: { direction: 'rtl' },
  args: { status: 5, label: 'القائمة المختصرة' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('القائمة المختصرة')).toHaveClass(toneClass.positive);
  },
};
