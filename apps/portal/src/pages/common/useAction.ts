import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { firstErrorMessage } from '@talent/api/client';
import { showToast } from '@talent/ui';

/**
 * A button's action that reports by toast (where `useSubmit` reports in its form): `run(work, done)` marks it
 * pending while `work` runs, then shows `done` as a positive toast, or the server's first message as a
 * critical one. Answers whether the work succeeded, so the caller can clear its inputs.
 */
export function useAction() {
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);
  const run = useCallback(
    async (work: () => Promise<unknown>, done?: string): Promise<boolean> => {
      setPending(true);
      try {
        await work();
        if (done) showToast({ title: done, tone: 'positive' });
        return true;
      } catch (err) {
        showToast({ title: firstErrorMessage(err, t('Something went wrong')), tone: 'critical' });
        return false;
      } finally {
        setPending(false);
      }
    },
    [t],
  );
  return { pending, run };
}
