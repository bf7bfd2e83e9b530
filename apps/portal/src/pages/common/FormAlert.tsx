import { Alert } from '@talent/ui';

/** A form's success line (a status) and its error (an alert), each only when set. */
export function FormAlert({ error, notice }: { error?: string | null; notice?: string | null }) {
  return (
    <>
      {notice ? <Alert tone="positive">{notice}</Alert> : null}
      {error ? <Alert>{error}</Alert> : null}
    </>
  );
}
