import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SkinGrid } from '../../storybook';
import { Card } from '../Card';
import { VerifyEmailOverlay } from './VerifyEmailOverlay';

const page = (
  <Card title="Dashboard">
    <p>Top earning profiles and token statistics.</p>
  </Card>
);

const meta = {
  title: 'Patterns/VerifyEmailOverlay',
  component: VerifyEmailOverlay,
  args: { isVerified: false, children: page, onVerify: fn(), onResend: fn() },
} satisfies Meta<typeof VerifyEmailOverlay>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const Default: Story = {
  play: async ({ args, canvas }) => {
    // The page is blurred and hidden from assistive tech.
    await expect(canvas.queryByRole('heading', { name: 'Dashboard' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Verify Email !' }));
    const dialog = await body().findByRole('dialog', { name: 'Verify Email' });
    const input = within(dialog).getByRole('textbox', { name: /Verification code/ });
    // Only digits, at most 4.
    await userEvent.type(input, '12a345');
    await expect(input).toHaveValue('1234');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
    await expect(args.onVerify).toHaveBeenCalledWith('1234');
  },
};

export const ShortCode: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Verify Email !' }));
    const dialog = await body().findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Verification code/ }), '12');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
    await expect(args.onVerify).not.toHaveBeenCalled();
    await waitFor(() => expect(within(dialog).getByText('Enter the 4-digit code.')).toBeVisible());
  },
};

export const ServerError: Story = {
  args: { defaultOpen: true, error: 'The code is not valid.' },
  play: async () => {
    const dialog = await body().findByRole('dialog');
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('The code is not valid.');
  },
};

export const Verified: Story = {
  args: { isVerified: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Verify Email !' })).toBeNull();
  },
};

/** A page usable before verifying (the pricing page): a notice above it, the page itself stays usable. */
export const NonBlocking: Story = {
  args: { isBlocking: false },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    const notice = canvas.getByRole('region', { name: 'Verify Email' });
    await userEvent.click(within(notice).getByRole('button', { name: 'Verify Email !' }));
    const dialog = await body().findByRole('dialog', { name: 'Verify Email' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Verification code/ }), '4321');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
    await expect(args.onVerify).toHaveBeenCalledWith('4321');
  },
};

export const Skins: Story = {
  render: (args) => <SkinGrid>{() => <VerifyEmailOverlay {...args} />}</SkinGrid>,
};

export const RTL: Story = { globals: { direction: 'rtl' } };
