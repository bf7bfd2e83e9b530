import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf, firstErrorMessage } from '@talent/api/client';

export interface SubmitOptions {
  /**
   * The work ends by leaving the page (a sign-in, a sign-up): the form stays pending after it succeeds, so it
   * cannot be sent twice while the next page loads.
   */
  leaves?: boolean;
}

/** What a form shows around its submit; `SubmitForm` renders it. */
export interface SubmitState {
  pending: boolean;
  /** The form-level alert. */
  error: string | null;
  /** A success line (a code sent, a password changed). */
  notice: string | null;
  /** The server's `errors` map, shown on the field of each name. */
  fieldErrors: Record<string, string[]>;
  /**
   * Drops the last answer's field errors. A field marked invalid by the server would otherwise block the next
   * submit (native validation) until that very field changes, even when the user fixed another one.
   */
  clearFieldErrors: () => void;
}

/**
 * The one submit path of the portal's forms: `run(work)` clears the last answer, marks the form pending
 * while `work` runs, and when it fails shows the server's first message as the form's alert and its
 * `errors` map on the fields. `setError` is for checks made before anything is sent, `setNotice` for a
 * success that keeps the form on screen.
 */
export function useSubmit() {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({});
  const [pending, setPending] = useState(false);
  const run = useCallback(
    async (work: () => Promise<void>, options: SubmitOptions = {}) => {
      setPending(true);
      setError(null);
      setNotice(null);
      setFieldErrors({});
      try {
        await work();
        if (!options.leaves) setPending(false);
      } catch (err) {
        setFieldErrors(fieldErrorsOf(err));
        setError(firstErrorMessage(err, t('Something went wrong')));
        setPending(false);
      }
    },
    [t],
  );
  const clearFieldErrors = useCallback(
    () => setFieldErrors((now) => (Object.keys(now).length ? {} : now)),
    [],
  );
  return { error, setError, notice, setNotice, fieldErrors, clearFieldErrors, pending, run };
}
