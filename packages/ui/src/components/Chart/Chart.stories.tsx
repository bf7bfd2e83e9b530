import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { SkinGrid } from '../../storybook';
import { Chart } from './Chart';

const earnings = [
  { month: 'Jan', earned: 320, spent: 120 },
  { month: 'Feb', earned: 540, spent: 260 },
  { month: 'Mar', earned: 410, spent: 300 },
  { month: 'Apr', earned: 980, spent: 420 },
  { month: 'May', earned: 1250, spent: 610 },
  { month: 'Jun', earned: 1120, spent: 580 },
];

const meta = {
  title: 'Components/Chart',
  component: Chart<(typeof earnings)[number]>,
  args: {
    title: 'Coins earned (TAT)',
    data: earnings,
    xKey: 'month',
    series: [
      { key: 'earned', label: 'Earned', tone: 'accent' },
      { key: 'spent', label: 'Spent', tone: 'caution' },
    ],
  },
} satisfies Meta<typeof Chart<(typeof earnings)[number]>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    // The numbers are available to screen readers as a table.
    const table = canvas.getByRole('table', { name: 'Coins earned (TAT)' });
    await expect(table).toHaveTextContent('1250');
    // Series are drawn in resolved theme colours, not unresolved var() references.
    await waitFor(() => expect(canvasElement.querySelector('.recharts-line-curve')).not.toBeNull());
    const stroke = canvasElement.querySelector('.recharts-line-curve')?.getAttribute('stroke') ?? '';
    await expect(stroke).toMatch(/^#|^rgb/);
  },
};

export const Bars: Story = { args: { type: 'bar' } };

export const Area: Story = {
  args: { type: 'area', series: [{ key: 'earned', label: 'Earned', tone: 'positive' }] },
};

export const Skins: Story = {
  render: (args) => (
    <SkinGrid>{(skin) => <Chart {...args} title={`Coins earned (${skin})`} height={180} />}</SkinGrid>
  ),
};

export const RTL: Story = { globals: { direction: 'rtl' }, args: { title: 'العملات المكتسبة' } };
