import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { publicApi } from '@talent/api/client';
import { Button, TextField } from '@talent/ui';
import { useSession } from '../../app/session';
import { homeFor } from '../../routes/guards';
import { FormAlert } from '../common/FormAlert';
import { SubmitForm } from '../common/SubmitForm';
import { useSubmit } from '../common/useSubmit';
import { AuthCard } from './AuthCard';
import { EmailField } from './EmailField';
import { PasswordField } from './PasswordField';

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
  // Kept apart from the form's notice: it also says which step the code sign-in is at.
  const [codeSent, setCodeSent] = useState<string | null>(null);
  const form = useSubmit();

  const signInNow = () =>
    form.run(
      async () => {
        const session = await publicApi.login(
          mode === 'password' ? { email, password } : { email, otp: code },
        );
        signIn(session);
        // navigate's promise settles once the next route has loaded; a failure shows in its errorElement.
        void navigate(homeFor(session.userData), { replace: true });
      },
      { leaves: true },
    );

  const sendCode = () =>
    form.run(async () => {
      const res = await publicApi.getOtp({ email });
      setCodeSent(res.message);
    });

  function switchMode(next: Mode) {
    setMode(next);
    form.setError(null);
    setCodeSent(null);
    setCode('');
  }

  const needsCode = mode === 'code' && codeSent === null;

  return (
    <AuthCard title={t('Welcome back')}>
      <SubmitForm
        label={t('Login')}
        state={form}
        onSubmit={needsCode ? sendCode : signInNow}
        actions={
          <>
            <Button type="submit" isPending={form.pending}>
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
          </>
        }
      >
        <p>{t('Please sign in to your account.')}</p>
        <EmailField value={email} onChange={setEmail} />
        {mode === 'password' ? (
          <PasswordField
            label={t('Password')}
            value={password}
            onChange={setPassword}
            autoComplete="current-password"
          />
        ) : null}
        {mode === 'code' && codeSent !== null ? (
          <>
            <FormAlert notice={codeSent} />
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
      </SubmitForm>
    </AuthCard>
  );
}
