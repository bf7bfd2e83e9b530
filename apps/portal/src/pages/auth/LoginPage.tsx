import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { authApi, firstErrorMessage } from '@talent/api/client';
import { Button, Form, Stack, TextField } from '@talent/ui';
import { useSession } from '../../app/session';
import { homeFor } from '../../routes/guards';
import * as css from '../../shell/shell.css';
import { AuthCard } from './AuthCard';

export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { signIn } = useSession();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function submit() {
    setPending(true);
    setError(null);
    try {
      const session = await authApi.login({ email, password });
      signIn(session);
      navigate(homeFor(session.userData), { replace: true });
    } catch (err) {
      setError(firstErrorMessage(err, t('Something went wrong')));
      setPending(false);
    }
  }

  return (
    <AuthCard title={t('Welcome back')}>
      <Form
        aria-label={t('Login')}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="medium">
          <p>{t('Please sign in to your account.')}</p>
          <TextField
            label={t('Email')}
            name="email"
            type="email"
            value={email}
            onChange={setEmail}
            isRequired
            autoComplete="email"
          />
          <TextField
            label={t('Password')}
            name="password"
            type="password"
            value={password}
            onChange={setPassword}
            isRequired
            autoComplete="current-password"
          />
          {error ? (
            <p role="alert" className={css.errorAlert}>
              {error}
            </p>
          ) : null}
          <Button type="submit" isPending={pending}>
            {t('Sign in')}
          </Button>
          <p>
            <Link to="/forgot-password">{t('Forgot Password?')}</Link>
          </p>
          <p>
            {t('New on our platform?')} <Link to="/register">{t('Create an account')}</Link>
          </p>
        </Stack>
      </Form>
    </AuthCard>
  );
}
