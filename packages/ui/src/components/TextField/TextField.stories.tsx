import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { SkinGrid } from '../../storybook';
import { TextField } from './TextField';

const meta = {
  title: 'Components/TextField',
  component: TextField,
  args: { label: 'Email', name: 'email', type: 'email', placeholder: 'you@example.com', onChange: fn() },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.type(input, 'ana@example.com');
    await expect(input).toHaveValue('ana@example.com');
    await expect(args.onChange).toHaveBeenLastCalledWith('ana@example.com');
  },
};

export const WithDescription: Story = {
  args: {
    label: 'Verification code',
    type: 'text',
    inputMode: 'numeric',
    maxLength: 4,
    description: 'The 4-digit code we e-mailed you.',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Verification code' });
    await expect(input).toHaveAccessibleDescription('The 4-digit code we e-mailed you.');
    await userEvent.type(input, '123456');
    await expect(input).toHaveValue('1234');
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /Email/ })).toBeRequired();
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Enter a valid email address', defaultValue: 'ana@' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Enter a valid email address');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'ana@example.com' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toBeDisabled();
  },
};

export const Skins: Story = {
  render: (args) => (
    <SkinGrid>
      {(skin) => (
        <>
          <TextField {...args} label={`Email (${skin})`} />
          <TextField
            label={`Password (${skin})`}
            type="password"
            isInvalid
            errorMessage="Password is required"
          />
        </>
      )}
    </SkinGrid>
  ),
};

export const RTL: Story = {
  globals: { direction: 'rtl' },
  args: {
    label: 'البريد الإلكتروني',
    placeholder: 'you@example.com',
    description: 'سنرسل رمزًا إلى هذا العنوان',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'البريد الإلكتروني' });
    await expect(getComputedStyle(input).direction).toBe('rtl');
  },
};

export const Multiline: Story = {
  args: { label: 'Cover note', name: 'cover_note', type: undefined, isMultiline: true, maxLength: 20 },
  play: async ({ canvas }) => {
    const area = canvas.getByRole('textbox', { name: 'Cover note' });
    await expect(area.tagName).toBe('TEXTAREA');
    await userEvent.type(area, 'Line one{enter}line two is long');
    await expect(area).toHaveValue('Line one\nline two is');
  },
};
