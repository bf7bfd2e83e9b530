import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SkinGrid } from '../../storybook';
import { Footer } from './Footer';

const meta = {
  title: 'Components/Footer',
  component: Footer,
  args: {
    brand: 'Talent',
    year: 2026,
    links: [
      { label: 'Pricing', href: '/pages/pricing' },
      { label: 'Help', href: '/pages/faq' },
    ],
  },
} satisfies Meta<typeof Footer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('COPYRIGHT © 2026 Talent, All rights Reserved')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/pages/pricing');
  },
};

export const WithoutLinks: Story = { args: { links: [] } };

export const Skins: Story = {
  render: (args) => (
    <SkinGrid>{(skin) => <Footer {...args} linksLabel={`Footer links (${skin})`} />}</SkinGrid>
  ),
};

export const RTL: Story = { globals: { direction: 'rtl' } };
