import { useState, type ReactNode } from 'react';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { Form } from '../Form';
import { TextField } from '../TextField';
import * as styles from './VerifyEmailOverlay.css';

/** Verification codes have 4 digits (spec 000 section 9). */
export const VERIFICATION_CODE_LENGTH = 4;

export const isVerificationCode = (value: string) =>
  new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`).test(value);

export interface VerifyEmailOverlayProps {
  /** When true the content shows normally and nothing else renders. */
  isVerified: boolean;
  children: ReactNode;
  /** Called with the 4-digit code. */
  onVerify: (code: string) => void;
  onResend?: () => void;
  /** The first message of a 400 answer, shown in a red alert (spec 000 section 8). */
  error?: string | null;
  isPending?: boolean;
  /** Open the code dialog at once (e.g. right after sign-up). */
  defaultOpen?: boolean;
  /** Controlled dialog state, for pages that open the dialog themselves (a plan chosen before verifying). */
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /**
   * false: the page stays usable and a notice with the button shows above it, instead of the blur
   * (a page a user may use before verifying, such as choosing a plan).
   */
  isBlocking?: boolean;
  labels?: Partial<typeof defaultLabels>;
}

const defaultLabels = {
  button: 'Verify Email !',
  message: 'Please verify your e-mail address to use this page.',
  title: 'Verify Email',
  code: 'Verification code',
  codeDescription: 'Enter the 4-digit code we sent to your e-mail.',
  invalidCode: 'Enter the 4-digit code.',
  submit: 'Verify',
  resend: 'Resend code',
};

/**
 * Blurs the page for a user whose e-mail is not verified, with a "Verify Email !" button that opens
 * the 4-digit code dialog (spec 000 section 2.4 "Email verification").
 */
export function VerifyEmailOverlay({
  isVerified,
  children,
  onVerify,
  onResend,
  error,
  isPending,
  defaultOpen = false,
  isOpen: controlledOpen,
  onOpenChange,
  isBlocking = true,
  labels: overrides,
}: VerifyEmailOverlayProps) {
  const labels = { ...defaultLabels, ...overrides };
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const isOpen = controlledOpen ?? ownOpen;
  const setOpen = (open: boolean) => {
    setOwnOpen(open);
    onOpenChange?.(open);
  };
  const [code, setCode] = useState('');
  if (isVerified) return <>{children}</>;
  const prompt = (
    <>
      <p className={styles.message}>{labels.message}</p>
      <Button onPress={() => setOpen(true)}>{labels.button}</Button>
    </>
  );
  return (
    <div className={isBlocking ? styles.root : undefined}>
      {isBlocking ? (
        <>
          <div className={styles.blurred} inert aria-hidden="true">
            {children}
          </div>
          <div className={styles.overlay}>{prompt}</div>
        </>
      ) : (
        <>
          <div className={styles.notice} role="region" aria-label={labels.title}>
            {prompt}
          </div>
          {children}
        </>
      )}
      <Dialog title={labels.title} isOpen={isOpen} onOpenChange={setOpen} size="sm">
        <Form
          onSubmit={(event) => {
            event.preventDefault();
            if (isVerificationCode(code)) onVerify(code);
          }}
        >
          {error ? (
            <p role="alert" className={styles.alert}>
              {error}
            </p>
          ) : null}
          <TextField
            label={labels.code}
            name="code"
            value={code}
            onChange={(value) => setCode(value.replace(/\D/g, '').slice(0, VERIFICATION_CODE_LENGTH))}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={VERIFICATION_CODE_LENGTH}
            isRequired
            description={labels.codeDescription}
            validate={(value) => (isVerificationCode(value) ? null : labels.invalidCode)}
            // The user opened this dialog to type the code: start there.
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
          />
          <div className={styles.actions}>
            {onResend ? (
              <Button variant="ghost" tone="neutral" onPress={onResend}>
                {labels.resend}
              </Button>
            ) : (
              <span />
            )}
            <Button type="submit" isPending={isPending}>
              {labels.submit}
            </Button>
          </div>
        </Form>
      </Dialog>
    </div>
  );
}
