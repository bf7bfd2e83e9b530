import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SkinGrid } from '../../storybook';
import type { ProjectStateKey } from '../StatusBadge';
import { projectStateLabels } from '../StatusBadge/StatusBadge.fixtures';
import { ProjectStateStepper } from './ProjectStateStepper';

const meta = {
  title: 'Components/ProjectStateStepper',
  component: ProjectStateStepper,
  args: { label: 'Project progress', state: 'in_progress', stateLabels: projectStateLabels },
} satisfies Meta<typeof ProjectStateStepper>;
export default meta;
type Story = StoryObj<typeof meta>;

const stepsOf = (root: HTMLElement) => [...root.querySelectorAll<HTMLElement>('ol > li')];
const stateOf = (step: HTMLElement) => step.dataset.state as ProjectStateKey;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const list = canvas.getByRole('list', { name: 'Project progress' });
    const steps = stepsOf(canvasElement);
    await expect(steps.map(stateOf)).toEqual([
      'draft',
      'open',
      'awarded',
      'in_progress',
      'delivered',
      'completed',
    ]);
    // Exactly one step is current, and it is the project's state.
    const current = list.querySelectorAll('[aria-current="step"]');
    await expect(current).toHaveLength(1);
    // Its number (hidden from screen readers) and name, with no "done"/"not reached" note.
    await expect(current[0]).toHaveTextContent(/^4In progress$/);
    // Screen readers hear which steps are behind and which ahead.
    await expect(steps[2]).toHaveTextContent('Awarded (done)');
    await expect(steps[4]).toHaveTextContent('Delivered (not reached)');
    // On a wide stepper the steps share one row.
    const tops = new Set(steps.map((step) => Math.round(step.getBoundingClientRect().top)));
    await expect(tops.size).toBe(1);
  },
};

export const Draft: Story = {
  args: { state: 'draft' },
  play: async ({ canvasElement }) => {
    const steps = stepsOf(canvasElement);
    await expect(steps[0]).toHaveAttribute('aria-current', 'step');
    await expect(steps.slice(1).every((step) => step.textContent?.endsWith('(not reached)'))).toBe(true);
  },
};

export const Completed: Story = {
  args: { state: 'completed' },
  play: async ({ canvasElement }) => {
    const steps = stepsOf(canvasElement);
    await expect(steps[5]).toHaveAttribute('aria-current', 'step');
    await expect(steps.slice(0, 5).every((step) => step.textContent?.endsWith('(done)'))).toBe(true);
  },
};

/** Cancelled after the award: the steps reached, then the side state, marked current and in red. */
export const CancelledAfterAward: Story = {
  args: { state: 'cancelled', leftFrom: 'awarded' },
  play: async ({ canvasElement }) => {
    const steps = stepsOf(canvasElement);
    await expect(steps.map(stateOf)).toEqual(['draft', 'open', 'awarded', 'cancelled']);
    const last = steps[3]!;
    await expect(last).toHaveAttribute('aria-current', 'step');
    await expect(last).toHaveTextContent(/^Cancelled$/);
    await expect(steps[2]).toHaveTextContent('Awarded (done)');
    // Shown distinctly: its colour is not that of a normal step.
    await expect(getComputedStyle(last).color).not.toBe(getComputedStyle(steps[2]!).color);
  },
};

/** Disputed counts from delivered when the caller does not say. */
export const Disputed: Story = {
  args: { state: 'disputed' },
  play: async ({ canvasElement }) => {
    const steps = stepsOf(canvasElement);
    await expect(steps.map(stateOf)).toEqual([
      'draft',
      'open',
      'awarded',
      'in_progress',
      'delivered',
      'disputed',
    ]);
    await expect(steps[5]).toHaveAttribute('aria-current', 'step');
    await expect(canvasElement.querySelectorAll('[aria-current]')).toHaveLength(1);
  },
};

/** On a phone the steps stack, one per row. */
export const Phone: Story = {
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 358 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const steps = stepsOf(canvasElement);
    for (let i = 1; i < steps.length; i++) {
      await expect(steps[i]!.getBoundingClientRect().top).toBeGreaterThanOrEqual(
        steps[i - 1]!.getBoundingClientRect().bottom - 1,
      );
    }
    const list = canvasElement.querySelector('ol')!;
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
  },
};

export const Skins: Story = {
  render: (args) => (
    <SkinGrid stacked>
      {(skin) => (
        <>
          <ProjectStateStepper {...args} label={`Project progress (${skin})`} />
          <ProjectStateStepper {...args} state="cancelled" label={`Cancelled project (${skin})`} />
        </>
      )}
    </SkinGrid>
  ),
};

export const RTL: Story = {
  globals: { direction: 'rtl' },
  args: {
    label: 'تقدم المشروع',
    stateLabels: {
      draft: 'مسودة',
      open: 'مفتوح',
      awarded: 'تمت الترسية',
      in_progress: 'قيد التنفيذ',
      delivered: 'تم التسليم',
      completed: 'مكتمل',
      cancelled: 'ملغى',
      disputed: 'متنازع عليه',
    },
    labels: { done: 'تم', upcoming: 'لم يبدأ' },
  },
  play: async ({ canvasElement }) => {
    const steps = stepsOf(canvasElement);
    // The path runs from the right.
    await expect(steps[0]!.getBoundingClientRect().left).toBeGreaterThan(
      steps[1]!.getBoundingClientRect().left,
    );
    await expect(steps[3]).toHaveAttribute('aria-current', 'step');
    await expect(steps[0]).toHaveTextContent('مسودة (تم)');
  },
};
