import * as css from '../../shell/shell.css';

/** A form's success line (a status) and its error (an alert), each only when set. */
export function FormAlert({ error, notice }: { error?: string | null; notice?: string | null }) {
  return (
    <>
      {notice ? (
        <p role="status" className={css.successAlert}>
          {notice}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className={css.errorAlert}>
          {error}
        </p>
      ) : null}
    </>
  );
}
