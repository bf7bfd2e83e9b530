import type { ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoMsw, resetData } from '../storybook/DemoStory';
import { LoginPage } from './LoginPage';
import { ForgotPasswordPage, ResetPasswordPage } from './PasswordPages';
import { RegisterPage } from './RegisterPage';
import { memoryStore } from './storyStore';
import { TwoStepsPage } from './TwoStepsPage';
import { VerifyEmailPage } from './VerifyEmailPage';

type Screen =
  | 'login-basic'
  | 'login-cover'
  | 'register'
  | 'forgot'
  | 'reset'
  | 'verify-basic'
  | 'verify-cover'
  | 'two-basic'
  | 'two-cover';

/** Each story's own session, in memory, so a sign-in in one story never shows in another. */
let store = memoryStore();

function screenOf(screen: Screen): ReactNode {
  switch (screen) {
    case 'login-basic':
      return <LoginPage variant="basic" store={store} />;
    case 'login-cover':
      return <LoginPage variant="cover" store={store} />;
    case 'register':
      return <RegisterPage store={store} />;
    case 'forgot':
      return <ForgotPasswordPage />;
    case 'reset':
      return <ResetPasswordPage />;
    case 'verify-basic':
      return <VerifyEmailPage variant="basic" store={store} />;
    case 'verify-cover':
      return <VerifyEmailPage variant="cover" store={store} />;
    case 'two-basic':
      return <TwoStepsPage variant="basic" />;
    case 'two-cover':
      return <TwoStepsPage variant="cover" />;
  }
}

/** The nine demo auth variants (spec 001 section 2) in the blank layout; "/gallery" stands for the gallery index. */
const meta = {
  title: 'Templates/Auth variants',
  parameters: { layout: 'fullscreen', ...demoMsw() },
  beforeEach: () => {
    resetData();
    store = memoryStore();
  },
  args: { screen: 'login-cover' as Screen },
  render: ({ screen }: { screen: Screen }) => (
    <MemoryRouter initialEntries={['/auth']}>
      <Routes>
        <Route path="/auth" element={screenOf(screen)} />
        <Route path="/gallery" element={<h1>Gallery landing</h1>} />
        <Route path="*" element={<h1>Elsewhere</h1>} />
      </Routes>
    </MemoryRouter>
  ),
} satisfies Meta<{ screen: Screen }>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Login with the cover panel and the demo credentials (the visual baseline). */
export const LoginCover: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome to Templates!');
    await expect(canvas.getByText('admin@demo.com')).toBeVisible();
    await expect(canvas.getByText('client@demo.com')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Create an account' })).toBeVisible();
  },
};

/** A wrong password: the 400's 'Email or Password is Invalid' on the e-mail field; nobody is signed in. */
export const LoginInvalid: Story = {
  args: { screen: 'login-basic' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const password = canvas.getByLabelText(/^Password/);
    await userEvent.clear(password);
    await userEvent.type(password, 'wrong');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByText('Email or Password is Invalid')).toBeVisible();
    await expect(canvas.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
    await expect(store.current()).toBeNull();
  },
};

/** Signing in as the demo client opens the gallery with the client's abilities. */
export const LoginAsClient: Story = {
  args: { screen: 'login-basic' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByLabelText(/^Email/);
    await userEvent.clear(email);
    await userEvent.type(email, 'client@demo.com');
    const password = canvas.getByLabelText(/^Password/);
    await userEvent.clear(password);
    await userEvent.type(password, 'client');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByRole('heading', { name: 'Gallery landing' })).toBeVisible();
    await expect(store.current()?.userData.ability).toEqual([
      { action: 'read', subject: 'ACL' },
      { action: 'read', subject: 'Auth' },
    ]);
  },
};

/** Register with the cover panel (the visual baseline). */
export const RegisterCover: Story = {
  args: { screen: 'register' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Adventure starts here');
    await expect(canvas.getByRole('checkbox', { name: /privacy policy/ })).not.toBeChecked();
  },
};

/** A used e-mail and username: the 200 error object's two messages, each on its field. */
export const RegisterTaken: Story = {
  args: { screen: 'register' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Username/), 'johndoe');
    await userEvent.type(canvas.getByLabelText(/^Email/), 'admin@demo.com');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'secret');
    await userEvent.click(canvas.getByRole('checkbox', { name: /privacy policy/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up' }));
    await expect(await canvas.findByText('This email is already in use.')).toBeVisible();
    await expect(canvas.getByText('This username is already in use.')).toBeVisible();
  },
};

/** A new account is an admin and lands in the gallery. */
export const RegisterNew: Story = {
  args: { screen: 'register' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Username/), 'newbie');
    await userEvent.type(canvas.getByLabelText(/^Email/), 'newbie@demo.com');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'secret');
    await userEvent.click(canvas.getByRole('checkbox', { name: /privacy policy/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up' }));
    await expect(await canvas.findByRole('heading', { name: 'Gallery landing' })).toBeVisible();
    await expect(store.current()?.userData).toMatchObject({ username: 'newbie', role: 'admin' });
  },
};

/** Forgot password: says where the link went and offers the reset page. */
export const ForgotPassword: Story = {
  args: { screen: 'forgot' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Email/), 'jane@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
    await expect(await canvas.findByText(/A reset link is on its way to jane@example.com/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Reset it now' })).toBeVisible();
  },
};

/** Reset password: too short and not matching are marked; then the password is changed. */
export const ResetPassword: Story = {
  args: { screen: 'reset' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^New Password/), 'short');
    await userEvent.type(canvas.getByLabelText(/^Confirm Password/), 'other');
    await userEvent.click(canvas.getByRole('button', { name: 'Set new password' }));
    await expect(await canvas.findByText('Use at least 8 characters.')).toBeVisible();
    await expect(canvas.getByText('The passwords do not match.')).toBeVisible();
    await userEvent.clear(canvas.getByLabelText(/^New Password/));
    await userEvent.type(canvas.getByLabelText(/^New Password/), 'long enough');
    await userEvent.clear(canvas.getByLabelText(/^Confirm Password/));
    await userEvent.type(canvas.getByLabelText(/^Confirm Password/), 'long enough');
    await userEvent.click(canvas.getByRole('button', { name: 'Set new password' }));
    await expect(await canvas.findByText('Password changed')).toBeVisible();
  },
};

/** Verify e-mail (basic): resend says so; skip opens the gallery. */
export const VerifyEmailBasic: Story = {
  args: { screen: 'verify-basic' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('hello@example.com')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Resend' }));
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'The link was sent again to hello@example.com.',
    );
    await userEvent.click(canvas.getByRole('link', { name: 'Skip for now' }));
    await expect(await canvas.findByRole('heading', { name: 'Gallery landing' })).toBeVisible();
  },
};

export const VerifyEmailCover: Story = {
  args: { screen: 'verify-cover' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Verify your email');
  },
};

const digits = (canvas: ReturnType<typeof within>): HTMLElement[] =>
  canvas.getAllByRole('textbox', { name: /^Digit \d of 6$/ });

/** Two steps: typing moves on, Backspace goes back, a paste fills every box, then the code verifies. */
export const TwoStepsBasic: Story = {
  args: { screen: 'two-basic' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(digits(canvas)[0]!);
    await userEvent.keyboard('12');
    await expect(digits(canvas)[2]).toHaveFocus();
    await userEvent.keyboard('{Backspace}');
    await expect(digits(canvas)[1]).toHaveFocus();
    await expect(digits(canvas)[1]).toHaveValue('');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify my account' }));
    await expect(await canvas.findByText('Type all 6 digits of the code.')).toBeVisible();
    await userEvent.click(digits(canvas)[0]!);
    await userEvent.paste('654 321');
    await waitFor(() =>
      expect(digits(canvas).map((box) => (box as HTMLInputElement).value)).toEqual([
        '6',
        '5',
        '4',
        '3',
        '2',
        '1',
      ]),
    );
    await expect(digits(canvas)[5]).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Verify my account' }));
    await expect(await canvas.findByRole('heading', { name: 'Gallery landing' })).toBeVisible();
  },
};

/** Two steps (cover), keyboard only: arrows move between boxes. */
export const TwoStepsCover: Story = {
  args: { screen: 'two-cover' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(digits(canvas)[3]!);
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(digits(canvas)[1]).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(digits(canvas)[5]).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Resend' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('A new code was sent to ******1234.');
  },
};

/** Right to left: the cover panel and the form swap sides. */
export const LoginCoverRTL: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
  },
};
