import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Alert, Button, Form, TextField } from '@talent/ui';
import { AuthLayout } from './AuthLayout';
import * as styles from './auth.css';

/** Not shown in the spec, decided (docs/decisions.md): a new password has at least 8 characters. */
export const MIN_PASSWORD_LENGTH = 8;

/** Forgot password (cover): a front-end flow; the demo sends nothing and says where the link went. */
export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSentTo(email.trim());
  };
  return (
    <AuthLayout
      variant="cover"
      art="forgot"
      title="Forgot Password?"
      lead="Enter your email and we'll send you instructions to reset your password."
    >
      {sentTo ? (
        <Alert
          tone="positive"
          title="Check your email"
          action={<Link to="/pages/reset-password-cover">Reset it now</Link>}
        >
          A reset link is on its way to {sentTo}. In the demo nothing is sent.
        </Alert>
      ) : null}
      <Form className={styles.form} onSubmit={submit} aria-label="Send a reset link">
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          isRequired
          value={email}
          onChange={setEmail}
        />
        <Button type="submit" className={styles.fullWidth}>
          Send reset link
        </Button>
      </Form>
      <p className={styles.footer}>
        <Link to="/pages/login-cover">Back to login</Link>
      </p>
    </AuthLayout>
  );
}

/** Reset password (cover): a new password twice; a front-end flow that ends on "back to login". */
export function ResetPasswordPage() {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [done, setDone] = useState(false);
  const tooShort = password.length < MIN_PASSWORD_LENGTH;
  const mismatch = confirm !== password;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (!tooShort && !mismatch) setDone(true);
  };
  return (
    <AuthLayout
      variant="cover"
      art="reset"
      title="Reset Password"
      lead="Your new password must be different from previously used passwords."
    >
      {done ? (
        <Alert
          tone="positive"
          title="Password changed"
          action={<Link to="/pages/login-cover">Back to login</Link>}
        >
          Your password has been reset. Sign in with the new one.
        </Alert>
      ) : (
        <Form className={styles.form} onSubmit={submit} aria-label="Set a new password">
          <TextField
            label="New Password"
            type="password"
            name="password"
            autoComplete="new-password"
            isRequired
            description={`At least ${MIN_PASSWORD_LENGTH} characters.`}
            value={password}
            onChange={setPassword}
            isInvalid={submitted && tooShort}
            errorMessage={`Use at least ${MIN_PASSWORD_LENGTH} characters.`}
          />
          <TextField
            label="Confirm Password"
            type="password"
            name="confirm"
            autoComplete="new-password"
            isRequired
            value={confirm}
            onChange={setConfirm}
            isInvalid={submitted && mismatch}
            errorMessage="The passwords do not match."
          />
          <Button type="submit" className={styles.fullWidth}>
            Set new password
          </Button>
        </Form>
      )}
      <p className={styles.footer}>
        <Link to="/pages/login-cover">Back to login</Link>
      </p>
    </AuthLayout>
  );
}
