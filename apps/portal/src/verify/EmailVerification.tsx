import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { isRecruiterType } from '@talent/api/abilities';
import { authApi, firstErrorMessage, storage } from '@talent/api/client';
import { Button, Card, Dialog, Form, TextField } from '@talent/ui';
import { useSession } from '../app/session';
import * as css from '../shell/shell.css';

export const CODE_PATTERN = /^\d{4}$/;

/** Where a freshly verified user goes (spec 4, Email verification). */
export function afterVerification(
  role: string,
  hasSelectedPlan: boolean,
): 'payment' | 'profile' | 'reload' | 'stay' {
  if (isRecruiterType(role)) return hasSelectedPlan ? 'payment' : 'profile';
  if (role === 'jobseeker') return 'reload';
  return 'stay';
}

export const CHECKOUT_PATH = '/check-out';

interface VerifyDialogProps {
  email: string;
  isOpen: boolean;
  onOpenChange(open: boolean): void;
  onVerified(): void;
}

export function VerifyEmailDialog({ email, isOpen, onOpenChange, onVerified }: VerifyDialogProps) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [resending, setResending] = useState(false);

  async function verify() {
    if (!CODE_PATTERN.test(code)) {
      setError(t('Enter the 4-digit code.'));
      return;
    }
    setPending(true);
    setError(null);
    try {
      await authApi.verifyEmail({ email, otp: code });
      onVerified();
    } catch (err) {
      // Spec 8: a 400 shows the first message from the body in a red alert.
      setError(firstErrorMessage(err, t('Something went wrong')));
    } finally {
      setPending(false);
    }
  }

  async function resend() {
    setResending(true);
    setNotice(null);
    try {
      await authApi.resendEmailOtp({ email });
      setNotice(t('A new code has been sent to {{email}}.', { email }));
    } catch (err) {
      // Spec 8: "Verification code sending fails: only logged".
      console.error('Sending the verification code failed', err);
    } finally {
      setResending(false);
    }
  }

  return (
    <Dialog
      title={t('Verify Email')}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      size="sm"
      footer={
        <>
          <Button variant="outline" tone="neutral" onPress={resend} isPending={resending}>
            {t('Resend Code')}
          </Button>
          <Button type="submit" form="verify-email-form" isPending={pending}>
            {t('Verify')}
          </Button>
        </>
      }
    >
      <p>{t('We sent a 4-digit code to {{email}}. Enter it below.', { email })}</p>
      <Form
        id="verify-email-form"
        onSubmit={(event) => {
          event.preventDefault();
          void verify();
        }}
      >
        <TextField
          label={t('Verification code')}
          name="otp"
          value={code}
          onChange={(value) => setCode(value.replace(/\D/g, '').slice(0, 4))}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={4}
          minLength={4}
          pattern="\d{4}"
          isRequired
        />
        {error ? (
          <p role="alert" className={css.errorAlert}>
            {error}
          </p>
        ) : null}
        {notice ? (
          <p role="status" className={css.successAlert}>
            {notice}
          </p>
        ) : null}
      </Form>
    </Dialog>
  );
}

/**
 * Spec 2.4 "Email verification": when the stored user's e-mail is not verified the page content is blurred
 * behind an overlay with a "Verify Email !" button that opens the 4-digit code dialog.
 */
export function EmailVerificationGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { user, updateUser } = useSession();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);

  if (!user || user.is_email_verified) return <>{children}</>;

  function onVerified() {
    if (!user) return;
    updateUser({ ...user, is_email_verified: true });
    setOpen(false);
    const next = afterVerification(user.role, storage.getSelectedPlan() !== null);
    if (next === 'payment') navigate(CHECKOUT_PATH);
    else if (next === 'profile') navigate('/profile');
    else if (next === 'reload') window.location.reload();
  }

  return (
    <div className={css.veiled}>
      <div className={css.blurred} aria-hidden="true" inert>
        {children}
      </div>
      <div className={css.veil}>
        <Card>
          <div className={css.veilCard}>
            <p>{t('Please verify your e-mail address to continue.')}</p>
            <Button onPress={() => setOpen(true)}>{t('Verify Email !')}</Button>
          </div>
        </Card>
      </div>
      <VerifyEmailDialog email={user.email} isOpen={open} onOpenChange={setOpen} onVerified={onVerified} />
    </div>
  );
}
