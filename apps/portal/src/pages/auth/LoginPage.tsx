import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { publicApi, firstErrorMessage } from '@talent/api/client';
import { Button, Form, Stack, TextField } from '@talent/ui';
import { useSession } from '../../app/session';
import { homeFor } from '../../routes/guards';
import * as css from '../../shell/shell.css';
import { AuthCard } from './AuthCard';

type Mode = 'password' | 'code';

/** /login: e-mail and password, or e-mail and a 4-digit code e-mailed by POST /api/get_otp. */
export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { signIn } = useSession();
  const [mode, setMode] = useState<Mode>('password');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [codeSent, setCodeSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function submit() {
    setPending(true);
    setError(null);
    try {
      const session = await publicApi.login(mode === 'password' ? { email, password } : { email, otp: code });
      signIn(session);
      // navigate's promise settles once the next route has loaded; a failure shows in its errorElement.
      void navigate(homeFor(session.userData), { replace: true });
    } catch (err) {
      setError(firstErrorMessage(err, t('Something went wrong')));
      setPending(false);
    }
  }

  async function sendCode() {
    setPending(true);
    setError(null);
    try {
      const res = await publicApi.getOtp({ email });
      setCodeSent(res.message);
    } catch (err) {
      setError(firstErrorMessage(err, t('Something went wrong')));
    } finally {
      setPending(false);
    }
  }

  function switchMode(next: Mode) {
    setMode(next);
    setError(null);
    setCodeSent(null);
    setCode('');
  }

  const needsCode = mode === 'code' && codeSent === null;

  return (
    <AuthCard title={t('Welcome back')}>
      <Form
        aria-label={t('Login')}
        onSubmit={(event) => {
          event.preventDefault();
          void (needsCode ? sendCode() : submit());
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
          {mode === 'password' ? (
            <TextField
              label={t('Password')}
              name="password"
              type="password"
              value={password}
              onChange={setPassword}
              isRequired
              autoComplete="current-password"
            />
          ) : null}
          {mode === 'code' && codeSent !== null ? (
            <>
              <p role="status" className={css.successAlert}>
                {codeSent}
              </p>
              <TextField
                label={t('Login code')}
                name="otp"
                value={code}
                onChange={(value) => setCode(value.replace(/\D/g, '').slice(0, 4))}
                inputMode="numeric"
                autoComplete="one-time-code"
                pattern="\d{4}"
                minLength={4}
                maxLength={4}
                isRequired
              />
            </>
          ) : null}
          {error ? (
            <p role="alert" className={css.errorAlert}>
              {error}
            </p>
          ) : null}
          <Button type="submit" isPending={pending}>
            {needsCode ? t('Send login code') : t('Sign in')}
          </Button>
          <Button
            variant="ghost"
            tone="neutral"
            onPress={() => switchMode(mode === 'password' ? 'code' : 'password')}
          >
            {mode === 'password'
              ? t('Sign in with an e-mailed code instead')
              : t('Sign in with a password instead')}
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
