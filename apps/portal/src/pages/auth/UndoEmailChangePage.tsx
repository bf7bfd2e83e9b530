import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { publicApi } from '@talent/api/client';
import { Button, Stack } from '@talent/ui';
import { FormAlert } from '../common/FormAlert';
import { SubmitForm } from '../common/SubmitForm';
import { useSubmit } from '../common/useSubmit';
import { AuthCard } from './AuthCard';

/**
 * /undo-email-change/:uid/:token: the link e-mailed to the old address after an e-mail change. A button, not
 * the page load, spends it (mail scanners open links), and the server then restores the old address, ends
 * every session and revokes every API key.
 */
export default function UndoEmailChangePage() {
  const { t } = useTranslation();
  const { uid = '', token = '' } = useParams();
  const form = useSubmit();

  async function submit() {
    await form.run(async () => {
      const res = await publicApi.undoEmailChange(uid, token);
      form.setNotice(res.message);
    });
  }

  const resetLink = <Link to="/forgot-password">{t('Reset your password')}</Link>;
  return (
    <AuthCard title={t('Undo E-mail Change')}>
      {form.notice ? (
        <Stack gap="medium">
          <FormAlert notice={form.notice} />
          {resetLink}
        </Stack>
      ) : (
        <SubmitForm
          label={t('Undo E-mail Change')}
          state={form}
          onSubmit={submit}
          actions={
            <Button type="submit" isPending={form.pending}>
              {t('Restore my e-mail address')}
            </Button>
          }
        >
          <p>
            {t(
              'If you did not change the e-mail address of your account, restore it here. Everyone signed in to the account, and every API key, is signed out.',
            )}
          </p>
        </SubmitForm>
      )}
    </AuthCard>
  );
}
