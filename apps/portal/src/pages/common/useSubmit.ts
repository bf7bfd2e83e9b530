import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { firstErrorMessage } from '@talent/api/client';

/**
 * A form's pending flag and error line around its submit: `run(work)` clears the error, marks the form
 * pending while `work` runs, and shows the server's first message (or "Something went wrong") if it fails.
 * `setError` is for checks made before anything is sent.
 */
export function useSubmit() {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const run = useCallback(
    async (work: () => Promise<void>) => {
      setPending(true);
      setError(null);
      try {
        await work();
      } catch (err) {
        setError(firstErrorMessage(err, t('Something went wrong')));
      } finally {
        setPending(false);
      }
    },
    [t],
  );
  return { error, setError, pending, run };
}
