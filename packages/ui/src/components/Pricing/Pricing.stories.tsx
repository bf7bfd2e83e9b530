import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SkinGrid } from '../../storybook';
import type { PlanCardData } from './PlanCard';
import { PricingGrid, type PricingGridProps } from './PricingGrid';

/** The four plans of spec 000 section 9. */
const samplePlans: PlanCardData[] = [
  {
    id: 1,
    name: 'TAT Kickstart',
    price: 0,
    tagline: 'Starter Sparks',
    features: ['50 profile uploads per day', 'View, rent or buy 40 public profiles per day'],
  },
  {
    id: 2,
    name: 'TAT Momentum',
    price: 7.99,
    tagline: 'Growth Gear',
    features: ['100 uploads per day', '80 views per day'],
  },
  {
    id: 3,
    name: 'TAT Velocity',
    price: 12.99,
    tagline: 'Pro Pulse',
    features: ['200 uploads per day', '160 views per day'],
  },
  {
    id: 4,
    name: 'TAT Infinity',
    price: 19.99,
    tagline: 'Elite Engine',
    features: ['Unlimited uploads and public profiles', '500 views per day', 'Resell profiles repeatedly'],
  },
];

function PricingDemo(props: Partial<PricingGridProps>) {
  const [pending, setPending] = useState<PlanCardData['id'] | null>(props.pendingPlanId ?? null);
  return (
    <PricingGrid
      plans={samplePlans}
      {...props}
      pendingPlanId={pending}
      onSelect={(plan) => {
        setPending(plan.id);
        props.onSelect?.(plan);
      }}
    />
  );
}

const meta = {
  title: 'Patterns/PricingGrid',
  component: PricingDemo,
  args: { currentPlanId: 2, onSelect: fn() },
} satisfies Meta<typeof PricingDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

const card = (name: string) => within(document.body).getByRole('region', { name });

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getAllByRole('region')).toHaveLength(4);
    const free = within(card('TAT Kickstart'));
    await expect(free.getByRole('button', { name: 'Free Plan' })).toBeDisabled();
    const current = within(card('TAT Momentum'));
    await expect(current.getByRole('button', { name: 'Activated Plan' })).toBeDisabled();
    await expect(within(card('TAT Velocity')).getByText('$12.99')).toBeVisible();
    // Choosing a plan shows a spinner while checkout starts; the other buttons wait.
    await userEvent.click(within(card('TAT Infinity')).getByRole('button', { name: 'Choose Plan' }));
    await expect(args.onSelect).toHaveBeenCalledWith(samplePlans[3]);
    await expect(within(card('TAT Infinity')).getByRole('progressbar', { name: 'Loading' })).toBeVisible();
    await expect(within(card('TAT Velocity')).getByRole('button', { name: 'Choose Plan' })).toBeDisabled();
  },
};

export const NoPlan: Story = {
  args: { currentPlanId: null },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Activated Plan' })).toBeNull();
    await expect(canvas.getAllByRole('button', { name: 'Choose Plan' })).toHaveLength(3);
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status', { name: 'Loading plans' });
    await expect(status.children).toHaveLength(4);
  },
};

export const Skins: Story = {
  render: () => (
    <SkinGrid stacked>
      {(skin) => (
        <PricingGrid
          plans={samplePlans.map((p) => ({ ...p, id: `${skin}-${p.id}`, name: `${p.name} (${skin})` }))}
          currentPlanId={`${skin}-3`}
        />
      )}
    </SkinGrid>
  ),
};

export const RTL: Story = { globals: { direction: 'rtl' } };
