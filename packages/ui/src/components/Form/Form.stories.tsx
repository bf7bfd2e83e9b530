import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { SkinGrid } from '../../storybook';
import { Button } from '../Button';
import { TextField } from '../TextField';
import { Form } from './Form';

function LoginForm({
  onLogin,
  serverErrors,
}: {
  onLogin: (data: Record<string, FormDataEntryValue>) => void;
  serverErrors?: Record<string, string[]>;
}) {
  const [errors, setErrors] = useState<Record<string, string[]> | undefined>(undefined);
  return (
    <Form
      validationErrors={errors}
      onSubmit={(event) => {
        event.preventDefault();
        const data = Object.fromEntries(new FormData(event.currentTarget));
        onLogin(data);
        setErrors(serverErrors);
      }}
    >
      <TextField label="Email" name="email" type="email" isRequired autoComplete="email" />
      <TextField
        label="Password"
        name="password"
        type="password"
        isRequired
        autoComplete="current-password"
      />
      <Button type="submit">Sign in</Button>
    </Form>
  );
}

const meta = {
  title: 'Components/Form',
  component: LoginForm,
  args: { onLogin: fn() },
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Email/ }), 'recruiter@example.com');
    await userEvent.type(canvas.getByLabelText(/Password/), 'Demo#2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(args.onLogin).toHaveBeenCalledWith({
      email: 'recruiter@example.com',
      password: 'Demo#2026',
    });
  },
};

/** Native validation blocks the submit and marks the empty required fields. */
export const RequiredFields: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(args.onLogin).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: /Email/ })).toHaveAttribute('aria-invalid', 'true'),
    );
  },
};

/** A 400 answer's `errors` per field name show on the matching fields. */
export const ServerErrors: Story = {
  args: { serverErrors: { email: ['Enter a valid email address.'] } },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Email/ }), 'x@example.com');
    await userEvent.type(canvas.getByLabelText(/Password/), 'wrong');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await waitFor(async () => expect(await canvas.findByText('Enter a valid email address.')).toBeVisible());
  },
};

export const Skins: Story = {
  render: (args) => <SkinGrid>{() => <LoginForm {...args} />}</SkinGrid>,
};

export const RTL: Story = { globals: { direction: 'rtl' } };
