import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SkinGrid } from '../../storybook';
import { Inline } from '../Layout';
import { Spinner, spinnerSizes } from './Spinner';

const meta = { title: 'Components/Spinner', component: Spinner } satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const spinner = canvas.getByRole('progressbar', { name: 'Loading' });
    // Indeterminate: no value announced.
    await expect(spinner).not.toHaveAttribute('aria-valuenow');
  },
};

export const Sizes: Story = {
  render: () => (
    <Inline gap="large">
      {spinnerSizes.map((size) => (
        <Spinner key={size} size={size} label={`Loading (${size})`} />
      ))}
    </Inline>
  ),
};

export const Skins: Story = {
  render: () => <SkinGrid>{(skin) => <Spinner label={`Loading (${skin})`} size="lg" />}</SkinGrid>,
};

export const RTL: Story = { globals: { direction: 'rtl' }, args: { label: 'جارٍ التحميل' } };
