import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { tones } from '../../theme/tokens';
import { SkinGrid } from '../../storybook';
import { Inline, Stack } from '../Layout';
import { Button, LinkButton, buttonSizes, buttonVariants } from './Button';

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'Save changes', onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    tone: { control: 'select', options: tones },
    size: { control: 'inline-radio', options: buttonSizes },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Save changes' });
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    button.blur();
    await userEvent.keyboard('{Tab}');
    await expect(button).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

/** Every variant in every tone. */
export const VariantsAndTones: Story = {
  render: () => (
    <Stack gap="small">
      {buttonVariants.map((variant) => (
        <Inline key={variant}>
          {tones.map((tone) => (
            <Button key={tone} variant={variant} tone={tone}>
              {`${variant} ${tone}`}
            </Button>
          ))}
        </Inline>
      ))}
    </Stack>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <Inline>
      {buttonSizes.map((size) => (
        <Button key={size} {...args} size={size}>
          {`Size ${size}`}
        </Button>
      ))}
    </Inline>
  ),
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Save changes' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/** While pending the button keeps focus, shows a spinner and ignores presses. */
export const Pending: Story = {
  args: { isPending: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: /Save changes/ });
    await expect(button).toHaveAttribute('data-pending', 'true');
    await expect(canvas.getByRole('progressbar', { name: 'Loading' })).toBeVisible();
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const AsLink: Story = {
  render: () => (
    <LinkButton href="/pages/pricing" variant="soft">
      See plans
    </LinkButton>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/pages/pricing');
  },
};

export const Skins: Story = {
  render: () => (
    <SkinGrid>
      <Stack gap="small">
        {buttonVariants.map((variant) => (
          <Inline key={variant}>
            {(['accent', 'neutral', 'critical', 'positive', 'caution', 'info'] as const).map((tone) => (
              <Button key={tone} variant={variant} tone={tone} size="sm">
                {tone}
              </Button>
            ))}
          </Inline>
        ))}
      </Stack>
    </SkinGrid>
  ),
};

export const RTL: Story = {
  globals: { direction: 'rtl' },
  render: () => (
    <Inline>
      <Button isPending>حفظ</Button>
      <Button variant="outline" tone="neutral">
        إلغاء
      </Button>
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('dir', 'rtl');
  },
};
