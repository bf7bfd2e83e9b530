import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SkinGrid } from '../../storybook';
import { Icon } from '../../icons';
import { StatCard } from './StatCard';

const meta = {
  title: 'Components/StatCard',
  component: StatCard,
  args: {
    title: 'Talent Access Token',
    value: 15350,
    unit: 'TAT',
    icon: <Icon name="circle" />,
    caption: '+12% this month',
  },
} satisfies Meta<typeof StatCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    // Counts over 999 read as thousands; the exact figure is the tooltip and what screen readers read.
    // The figure's text sits in a <bdi> (RTL); the tooltip is on the span around it.
    const short = canvas.getByText('15.3k TAT').closest<HTMLElement>('[title]')!;
    await expect(short).toBeVisible();
    await expect(short).toHaveAttribute('title', '15,350 TAT');
    await expect(short).toHaveAttribute('aria-hidden', 'true');
    // The only text not hidden from assistive technology is the exact figure.
    await expect(short.closest('dd')).toContainElement(canvas.getByText('15,350 TAT'));
    await expect(canvas.getByText('Talent Access Token')).toBeVisible();
  },
};

export const Small: Story = {
  args: { title: 'Transactions', value: 42, unit: undefined, tone: 'info', caption: undefined },
  play: async ({ canvas }) => {
    // A count under 1000 is shown whole, with no second copy.
    await expect(canvas.getByText('42')).toBeVisible();
    await expect(canvas.getByText('42').closest('[title]')).toBeNull();
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByText('15.3k TAT')).toBeNull();
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

export const Tones: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))', gap: 16 }}>
      <StatCard
        title="Talent Access Token"
        value={15350}
        unit="TAT"
        tone="accent"
        icon={<Icon name="circle" />}
      />
      <StatCard
        title="Talent Transaction Token"
        value={820}
        unit="TTT"
        tone="positive"
        icon={<Icon name="check" />}
      />
      <StatCard title="Network Multiplier" value="x1.8" tone="caution" icon={<Icon name="upload" />} />
      <StatCard title="Transaction Count" value={1204} tone="info" icon={<Icon name="file" />} />
    </div>
  ),
};

export const Skins: Story = { render: (args) => <SkinGrid>{() => <StatCard {...args} />}</SkinGrid> };

export const RTL: Story = {
  globals: { direction: 'rtl' },
  args: { title: 'رمز الوصول', caption: '+12% هذا الشهر' },
};
