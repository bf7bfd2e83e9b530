/** "Keep my account" (issue 44 part B): the banner shown while a deletion is scheduled, and its button. */
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { call, useEndpoint } from '@talent/api/client';
import { Alert, Button, showToast } from '@talent/ui';
import { useSession } from '../../app/session';
import { useSubmit } from '../common/useSubmit';
import { useFormats } from '../common/useFormats';

export function KeepAccountButton() {
  const { t } = useTranslation();
  const form = useSubmit();
  async function keep() {
    await form.run(async () => {
      const res = await call('cancelAccountDeletion');
      showToast({ title: res.message, tone: 'positive' });
    });
  }
  return (
    <Button size="sm" onPress={() => void keep()} isPending={form.pending}>
      {t('Keep my account')}
    </Button>
  );
}

/** Every page of the shell, while the account is scheduled for deletion (signed in again during the grace
 * period). */
export function DeletionBanner() {
  const { t } = useTranslation();
  const f = useFormats();
  const { data } = useEndpoint('accountDeletionStatus');
  if (data?.state !== 'scheduled') return null;
  return (
    <Alert tone="caution" title={t('Account deletion scheduled')} action={<KeepAccountButton />}>
      {t('Your account will be deleted on {{when}}.', { when: f.dateTime(data.delete_after) })}
    </Alert>
  );
}

/** After the deletion was asked for, every session has ended: forget this one and go to the sign-in page. */
export function useDeletionEnded() {
  const { signOut } = useSession();
  const navigate = useNavigate();
  return async (message: string) => {
    await signOut();
    showToast({ title: message, tone: 'positive' });
    void navigate('/login', { replace: true });
  };
}
