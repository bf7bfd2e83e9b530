import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { publicApi, firstErrorMessage } from '@talent/api/client';
import { Button, Form, Stack, TextField } from '@talent/ui';
import * as css from '../../shell/shell.css';
import { AuthCard } from './AuthCard';

/** /forgot-password and /forgot-password-basic: e-mails a link to /reset-password/:uid/:token. */
export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function submit() {
    setPending(true);
    setError(null);
    try {
      const res = await publicApi.resetPassword({ email });
      setSent(res.message);
    } catch (err) {
      setError(firstErrorMessage(err, t('Something went wrong')));
    } finally {
      setPending(false);
    }
  }

  return (
    <AuthCard title={t('Forgot Password?')}>
      <Form
        aria-label={t('Forgot Password')}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="medium">
          <p>{t("Enter your email and we'll send you instructions to reset your password.")}</p>
          <TextField
            label={t('Email')}
            name="email"
            type="email"
            value={email}
            onChange={setEmail}
            isRequired
            autoComplete="email"
          />
          {sent ? (
            <p role="status" className={css.successAlert}>
              {sent}
            </p>
          ) : null}
          {error ? (
            <p role="alert" className={css.errorAlert}>
              {error}
            </p>
          ) : null}
          <Button type="submit" isPending={pending}>
            {t('Send reset link')}
          </Button>
          <p>
            <Link to="/login">{t('Back to login')}</Link>
          </p>
        </Stack>
      </Form>
    </AuthCard>
  );
}
