import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SkinGrid } from '../../storybook';
import { Button } from '../Button';
import { Card } from './Card';

const meta = {
  title: 'Components/Card',
  component: Card,
  args: { title: 'Token statistics', children: <p>Cards group related content on a raised surface.</p> },
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Token statistics' })).toBeVisible();
    // The section is a region named by its title, so screen readers list it among the landmarks.
    await expect(canvas.getByRole('region', { name: 'Token statistics' })).toBeVisible();
  },
};

export const WithActions: Story = {
  args: {
    actions: (
      <Button size="sm" variant="soft">
        Export
      </Button>
    ),
  },
};

/** Without a title the section is no landmark, unless it is given an aria-label. */
export const WithoutTitle: Story = {
  args: { title: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region')).toBeNull();
  },
};

export const LabelledWithoutTitle: Story = {
  args: { title: undefined, 'aria-label': 'Token statistics' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Token statistics' })).toBeVisible();
  },
};

export const Skins: Story = {
  render: (args) => <SkinGrid>{(skin) => <Card {...args} title={`Token statistics (${skin})`} />}</SkinGrid>,
};

export const RTL: Story = {
  globals: { direction: 'rtl' },
  args: { title: 'إحصاءات الرموز', actions: <Button size="sm">تصدير</Button> },
};
