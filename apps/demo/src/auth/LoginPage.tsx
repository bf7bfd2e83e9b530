import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Alert, Button, Checkbox, Form, TextField } from '@talent/ui';
import { AuthLayout, type AuthVariant } from './AuthLayout';
import { DEMO_CREDENTIALS, DemoAuthError, demoSession, type DemoSessionStore } from './session';
import * as styles from './auth.css';

/**
 * Login (basic and cover): signs in through POST /jwt/login and opens the gallery with the user's abilities;
 * a wrong e-mail or password shows the spec's 'Email or Password is Invalid' on the e-mail field.
 */
export function LoginPage({
  variant,
  store = demoSession,
}: {
  variant: AuthVariant;
  store?: DemoSessionStore;
}) {
  const navigate = useNavigate();
  const [email, setEmail] = useState<string>(DEMO_CREDENTIALS.admin.email);
  const [password, setPassword] = useState<string>(DEMO_CREDENTIALS.admin.password);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setPending(true);
    setError(null);
    try {
      await store.signIn(email, password);
      void navigate('/gallery');
    } catch (caught) {
      setError(caught instanceof DemoAuthError ? caught.message : 'Something went wrong');
      setPending(false);
    }
  };

  return (
    <AuthLayout
      variant={variant}
      art="login"
      title="Welcome to Templates!"
      lead="Please sign in to your account and start the adventure."
    >
      <Alert tone="info" title="Demo accounts">
        <ul className={styles.credentials}>
          <li>
            Admin: <span className={styles.code}>{DEMO_CREDENTIALS.admin.email}</span> / Pass:{' '}
            <span className={styles.code}>{DEMO_CREDENTIALS.admin.password}</span>
          </li>
          <li>
            Client: <span className={styles.code}>{DEMO_CREDENTIALS.client.email}</span> / Pass:{' '}
            <span className={styles.code}>{DEMO_CREDENTIALS.client.password}</span>
          </li>
        </ul>
      </Alert>
      <Form className={styles.form} onSubmit={(event) => void submit(event)} aria-label="Sign in">
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          isRequired
          value={email}
          onChange={(value) => {
            setEmail(value);
            setError(null);
          }}
          isInvalid={error !== null}
          errorMessage={error ?? undefined}
        />
        <TextField
          label="Password"
          type="password"
          name="password"
          autoComplete="current-password"
          isRequired
          value={password}
          onChange={setPassword}
        />
        <div className={styles.row}>
          <Checkbox name="remember">Remember me</Checkbox>
          <Link to="/pages/forgot-password-cover">Forgot password?</Link>
        </div>
        <Button type="submit" isDisabled={pending} className={styles.fullWidth}>
          Sign in
        </Button>
      </Form>
      <p className={styles.footer}>
        New on our platform? <Link to="/pages/register-cover">Create an account</Link>
      </p>
    </AuthLayout>
  );
}

export const LoginBasic = () => <LoginPage variant="basic" />;
export const LoginCover = () => <LoginPage variant="cover" />;
