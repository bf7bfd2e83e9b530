import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { tones } from '../../theme/tokens';
import { SkinGrid } from '../../storybook';
import { Inline, Stack } from '../Layout';
import { Badge, badgeVariants } from './Badge';

const meta = {
  title: 'Components/Badge',
  component: Badge,
  args: { children: 'Public', tone: 'positive' },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Public')).toBeVisible();
  },
};

/** A count with a spoken label instead of the bare number. */
export const Count: Story = {
  args: { children: '3', tone: 'critical', variant: 'solid', 'aria-label': '3 new applications' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '3 new applications' })).toHaveTextContent('3');
  },
};

export const VariantsAndTones: Story = {
  render: () => (
    <Stack gap="small">
      {badgeVariants.map((variant) => (
        <Inline key={variant}>
          {tones.map((tone) => (
            <Badge key={tone} tone={tone} variant={variant}>
              {`${variant} ${tone}`}
            </Badge>
          ))}
        </Inline>
      ))}
    </Stack>
  ),
};

export const Skins: Story = {
  render: () => (
    <SkinGrid>
      <Inline>
        {tones.map((tone) => (
          <Badge key={tone} tone={tone}>
            {tone}
          </Badge>
        ))}
        <Badge tone="critical" variant="solid">
          9
        </Badge>
      </Inline>
    </SkinGrid>
  ),
};

export const RTL: Story = { globals: { direction: 'rtl' }, args: { children: 'عام' } };
