import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DemoStory } from '../../storybook/DemoStory';
import LicensePage from './LicensePage';

const meta = {
  title: 'Templates/License',
  component: LicensePage,
  parameters: { layout: 'padded' },
  render: () => (
    <DemoStory path="/pages/license" patterns={['/pages/license']}>
      <LicensePage />
    </DemoStory>
  ),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const License: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'License' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Standard license' })).toHaveTextContent('Active');
    await expect(canvas.getByRole('region', { name: 'What the license allows' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'What it does not allow' })).toBeVisible();
  },
};
