import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { publicApi } from '@talent/api/client';
import { Button, Stack } from '@talent/ui';
import { FormAlert } from '../common/FormAlert';
import { SubmitForm } from '../common/SubmitForm';
import { useSubmit } from '../common/useSubmit';
import { AuthCard } from './AuthCard';

/**
 * /undo-account-deletion/:uid/:token (issue 44 part B): the link e-mailed after asking to delete the account.
 * A button, not the page load, spends it (mail scanners open links); within the grace period the account is
 * kept.
 */
export default function UndoAccountDeletionPage() {
  const { t } = useTranslation();
  const { uid = '', token = '' } = useParams();
  const form = useSubmit();

  async function submit() {
    await form.run(async () => {
      const res = await publicApi.undoAccountDeletion(uid, token);
      form.setNotice(res.message);
    });
  }

  return (
    <AuthCard title={t('Keep my account')}>
      {form.notice ? (
        <Stack gap="medium">
          <FormAlert notice={form.notice} />
          <Link to="/login">{t('Sign in')}</Link>
        </Stack>
      ) : (
        <SubmitForm
          label={t('Keep my account')}
          state={form}
          onSubmit={submit}
          actions={
            <Button type="submit" isPending={form.pending}>
              {t('Keep my account')}
            </Button>
          }
        >
          <p>{t('Your account is scheduled for deletion. Keep it, and nothing is deleted.')}</p>
        </SubmitForm>
      )}
    </AuthCard>
  );
}
