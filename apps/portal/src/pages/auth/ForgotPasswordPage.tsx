import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { publicApi } from '@talent/api/client';
import { Button } from '@talent/ui';
import { SubmitForm } from '../common/SubmitForm';
import { useSubmit } from '../common/useSubmit';
import { AuthCard } from './AuthCard';
import { EmailField } from './EmailField';

/** /forgot-password and /forgot-password-basic: e-mails a link to /reset-password/:uid/:token. */
export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const form = useSubmit();

  const submit = () =>
    form.run(async () => {
      const res = await publicApi.resetPassword({ email });
      form.setNotice(res.message);
    });

  return (
    <AuthCard title={t('Forgot Password?')}>
      <SubmitForm
        label={t('Forgot Password')}
        state={form}
        onSubmit={submit}
        actions={
          <>
            <Button type="submit" isPending={form.pending}>
              {t('Send reset link')}
            </Button>
            <p>
              <Link to="/login">{t('Back to login')}</Link>
            </p>
          </>
        }
      >
        <p>{t("Enter your email and we'll send you instructions to reset your password.")}</p>
        <EmailField value={email} onChange={setEmail} />
      </SubmitForm>
    </AuthCard>
  );
}
