import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button, Checkbox, Form, TextField } from '@talent/ui';
import { AuthLayout } from './AuthLayout';
import { DemoAuthError, demoSession, type DemoSessionStore } from './session';
import * as styles from './auth.css';

type Fields = DemoAuthError['fields'];

/**
 * Register (cover): POST /jwt/register; a used e-mail or username (answered 200 with an error object) shows
 * the spec's message on its field. A registered user is an admin: the gallery opens with everything.
 */
export function RegisterPage({ store = demoSession }: { store?: DemoSessionStore }) {
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Fields>({});
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setPending(true);
    setErrors({});
    try {
      await store.register({ username, email, password });
      void navigate('/gallery');
    } catch (caught) {
      setErrors(caught instanceof DemoAuthError ? caught.fields : { email: 'Something went wrong' });
      setPending(false);
    }
  };

  return (
    <AuthLayout
      variant="cover"
      art="register"
      title="Adventure starts here"
      lead="Make your app management easy and fun!"
    >
      <Form className={styles.form} onSubmit={(event) => void submit(event)} aria-label="Create an account">
        <TextField
          label="Username"
          name="username"
          autoComplete="username"
          isRequired
          value={username}
          onChange={(value) => {
            setUsername(value);
            setErrors((e) => ({ ...e, username: undefined }));
          }}
          isInvalid={Boolean(errors.username)}
          errorMessage={errors.username}
        />
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          isRequired
          value={email}
          onChange={(value) => {
            setEmail(value);
            setErrors((e) => ({ ...e, email: undefined }));
          }}
          isInvalid={Boolean(errors.email)}
          errorMessage={errors.email}
        />
        <TextField
          label="Password"
          type="password"
          name="password"
          autoComplete="new-password"
          isRequired
          value={password}
          onChange={setPassword}
        />
        <Checkbox name="terms" isRequired>
          I agree to the privacy policy and terms
        </Checkbox>
        <Button type="submit" isDisabled={pending} className={styles.fullWidth}>
          Sign up
        </Button>
      </Form>
      <p className={styles.footer}>
        Already have an account? <Link to="/pages/login-cover">Sign in instead</Link>
      </p>
    </AuthLayout>
  );
}

export default RegisterPage;
