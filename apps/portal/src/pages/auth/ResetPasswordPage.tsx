import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { publicApi, firstErrorMessage } from '@talent/api/client';
import { Button, Form, Stack, TextField } from '@talent/ui';
import * as css from '../../shell/shell.css';
import { AuthCard } from './AuthCard';

/** /reset-password/:uid/:token: sets a new password with the e-mailed single-use link. */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const { uid = '', token = '' } = useParams();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function submit() {
    if (password !== confirm) {
      setError(t('The passwords do not match.'));
      return;
    }
    setPending(true);
    setError(null);
    try {
      const res = await publicApi.newPassword(uid, token, { password });
      setDone(res.message);
    } catch (err) {
      setError(firstErrorMessage(err, t('Something went wrong')));
    } finally {
      setPending(false);
    }
  }

  return (
    <AuthCard title={t('Reset Password')}>
      {done ? (
        <Stack gap="medium">
          <p role="status" className={css.successAlert}>
            {done}
          </p>
          <Link to="/login">{t('Back to login')}</Link>
        </Stack>
      ) : (
        <Form
          aria-label={t('Reset Password')}
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <Stack gap="medium">
            <TextField
              label={t('New Password')}
              name="password"
              type="password"
              value={password}
              onChange={setPassword}
              isRequired
              minLength={8}
              autoComplete="new-password"
            />
            <TextField
              label={t('Confirm Password')}
              name="confirm"
              type="password"
              value={confirm}
              onChange={setConfirm}
              isRequired
              minLength={8}
              autoComplete="new-password"
            />
            {error ? (
              <p role="alert" className={css.errorAlert}>
                {error}
              </p>
            ) : null}
            <Button type="submit" isPending={pending}>
              {t('Set New Password')}
            </Button>
            <Link to="/login">{t('Back to login')}</Link>
          </Stack>
        </Form>
      )}
    </AuthCard>
  );
}
