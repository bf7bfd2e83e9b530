import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { SkinGrid } from '../../storybook';
import { Button } from '../Button';
import { projectStateLabels } from '../StatusBadge/StatusBadge.fixtures';
import { ProjectCard, type ProjectCardProps } from './ProjectCard';

/** Keeps the saved flag in state, as the portal does after the save call answers. */
function SavableCard({ isSaved: initial, onSavedChange, ...props }: ProjectCardProps) {
  const [isSaved, setSaved] = useState(initial);
  return (
    <ProjectCard
      {...props}
      isSaved={isSaved}
      onSavedChange={(saved) => {
        onSavedChange?.(saved);
        setSaved(saved);
      }}
    />
  );
}

const meta = {
  title: 'Components/ProjectCard',
  component: ProjectCard,
  args: {
    title: 'Redesign the onboarding flow of a payroll app',
    href: '/freework/project_details/p-1',
    budget: { type: 'fixed', amount: 1500 },
    skills: ['Figma', 'UX research', 'React'],
    deadline: new Date('2026-12-15T12:00:00Z'),
    status: 'open',
    statusLabel: projectStateLabels.open,
    proposals: 3,
    isSaved: false,
    onSavedChange: fn(),
  },
  render: (args) => <SavableCard {...args} />,
} satisfies Meta<typeof ProjectCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const card = canvas.getByRole('article', { name: 'Redesign the onboarding flow of a payroll app' });
    await expect(canvas.getByRole('link', { name: args.title })).toHaveAttribute(
      'href',
      '/freework/project_details/p-1',
    );
    await expect(card).toHaveTextContent('Fixed: 1,500 TAT');
    await expect(card).toHaveTextContent('3 proposals');
    await expect(canvas.getByText('Open')).toBeVisible();
    await expect(canvasElement.querySelector('time')).toHaveAttribute('dateTime', '2026-12-15T12:00:00.000Z');
    const skills = canvas.getByRole('list', { name: 'Skills' });
    await expect([...skills.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'Figma',
      'UX research',
      'React',
    ]);
    // The save toggle flips aria-pressed and its text, and reports each change.
    const toggle = canvas.getByRole('button', { name: 'Save' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    await expect(args.onSavedChange).toHaveBeenLastCalledWith(true);
    await expect(canvas.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSavedChange).toHaveBeenLastCalledWith(false);
    await expect(canvas.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-pressed', 'false');
  },
};

/** Hourly with a cap; no save toggle when the caller gives no handler (e.g. the poster's own project). */
export const HourlyOwnProject: Story = {
  args: {
    budget: { type: 'hourly', rate: 40, cap: 2000 },
    proposals: 1,
    status: 'awarded',
    statusLabel: projectStateLabels.awarded,
    deadline: '15 Dec 2026',
    onSavedChange: undefined,
    actions: (
      <>
        <Button size="sm" variant="outline">
          Edit
        </Button>
        <Button size="sm">View proposals</Button>
      </>
    ),
  },
  render: (args) => <ProjectCard {...args} />,
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article');
    await expect(card).toHaveTextContent('40 TAT/hour, up to 2,000 TAT');
    await expect(card).toHaveTextContent('1 proposal');
    await expect(card).toHaveTextContent('Deadline 15 Dec 2026');
    await expect(canvas.queryByRole('button', { name: /^Save/ })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'View proposals' })).toBeVisible();
  },
};

export const SavedNoSkills: Story = {
  args: { isSaved: true, skills: [], href: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

const longTitle = 'Build a multilingual, accessible design-system documentation site with live examples';
/** On a phone the cards stack and long text wraps inside the card instead of widening it. */
export const Phone: Story = {
  args: { title: longTitle, skills: ['TypeScript', 'Accessibility', 'Internationalisation', 'Storybook'] },
  render: (args) => (
    <div style={{ inlineSize: 358, display: 'grid', gap: 16 }}>
      <SavableCard {...args} />
      <SavableCard {...args} title="Second project" />
    </div>
  ),
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole('article');
    const a = first!.getBoundingClientRect();
    const b = second!.getBoundingClientRect();
    await expect(a.width).toBeLessThanOrEqual(358);
    await expect(b.top).toBeGreaterThanOrEqual(a.bottom);
    await expect(first!.scrollWidth).toBeLessThanOrEqual(first!.clientWidth);
    // The title wraps over several lines.
    const heading = canvas.getByRole('heading', { name: longTitle });
    await expect(heading.getBoundingClientRect().height).toBeGreaterThan(30);
  },
};

export const Skins: Story = {
  render: (args) => (
    <SkinGrid>{(skin) => <SavableCard {...args} title={`${args.title} (${skin})`} />}</SkinGrid>
  ),
};

export const RTL: Story = {
  globals: { direction: 'rtl' },
  args: {
    title: 'إعادة تصميم تطبيق الرواتب',
    skills: ['فيغما', 'بحث المستخدمين'],
    statusLabel: 'مفتوح',
    labels: {
      fixed: (amount) => `سعر ثابت: ${amount} TAT`,
      deadline: (date) => `الموعد النهائي ${date}`,
      proposals: (count) => `${count} عروض`,
      skills: 'المهارات',
      save: 'حفظ',
      saved: 'محفوظ',
    },
  },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article');
    const title = canvas.getByRole('heading').getBoundingClientRect();
    const badge = canvas.getByText('مفتوح').getBoundingClientRect();
    // The title starts on the right and the state badge sits to its left.
    await expect(badge.left).toBeLessThan(title.left);
    await expect(card).toHaveTextContent('سعر ثابت');
    await userEvent.click(canvas.getByRole('button', { name: 'حفظ' }));
    await expect(canvas.getByRole('button', { name: 'محفوظ' })).toHaveAttribute('aria-pressed', 'true');
  },
};
