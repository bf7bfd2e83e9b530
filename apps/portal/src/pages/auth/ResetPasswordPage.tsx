import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { publicApi } from '@talent/api/client';
import { Button, Stack } from '@talent/ui';
import { FormAlert } from '../common/FormAlert';
import { SubmitForm } from '../common/SubmitForm';
import { useSubmit } from '../common/useSubmit';
import { AuthCard } from './AuthCard';
import { PasswordField } from './PasswordField';

/** /reset-password/:uid/:token: sets a new password with the e-mailed single-use link. */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const { uid = '', token = '' } = useParams();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const form = useSubmit();

  async function submit() {
    if (password !== confirm) {
      form.setError(t('The passwords do not match.'));
      return;
    }
    await form.run(async () => {
      const res = await publicApi.newPassword(uid, token, { password });
      form.setNotice(res.message);
    });
  }

  const backToLogin = <Link to="/login">{t('Back to login')}</Link>;
  return (
    <AuthCard title={t('Reset Password')}>
      {form.notice ? (
        <Stack gap="medium">
          <FormAlert notice={form.notice} />
          {backToLogin}
        </Stack>
      ) : (
        <SubmitForm
          label={t('Reset Password')}
          state={form}
          onSubmit={submit}
          actions={
            <>
              <Button type="submit" isPending={form.pending}>
                {t('Set New Password')}
              </Button>
              {backToLogin}
            </>
          }
        >
          <PasswordField
            label={t('New Password')}
            value={password}
            onChange={setPassword}
            isNew
            autoComplete="new-password"
          />
          <PasswordField
            label={t('Confirm Password')}
            name="confirm"
            value={confirm}
            onChange={setConfirm}
            isNew
            autoComplete="new-password"
          />
        </SubmitForm>
      )}
    </AuthCard>
  );
}
