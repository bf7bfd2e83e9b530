import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { isRecruiterType } from '@talent/api/abilities';
import { authApi, firstErrorMessage, storage } from '@talent/api/client';
import { VerifyEmailOverlay, showToast } from '@talent/ui';
import { useSession } from '../app/session';

export const CHECKOUT_PATH = '/check-out';

/**
 * Pages an unverified user may use: the pricing page, so that a plan chosen before verifying is stored and
 * bought right after it (issue 25). They show a notice instead of the blur.
 */
export const USABLE_BEFORE_VERIFYING: ReadonlySet<string> = new Set(['/pages/pricing']);

interface EmailVerification {
  isVerified: boolean;
  /** Opens the code dialog (the pricing page does, once a plan is chosen). */
  requestVerification: () => void;
}

const EmailVerificationContext = createContext<EmailVerification>({
  isVerified: true,
  requestVerification: () => undefined,
});

export const useEmailVerification = () => useContext(EmailVerificationContext);

/** Where a freshly verified user goes (spec 4, Email verification). */
export function afterVerification(
  role: string,
  hasSelectedPlan: boolean,
): 'payment' | 'profile' | 'reload' | 'stay' {
  if (isRecruiterType(role)) return hasSelectedPlan ? 'payment' : 'profile';
  if (role === 'jobseeker') return 'reload';
  return 'stay';
}

/**
 * Spec 2.4 "Email verification" on the ui VerifyEmailOverlay: while the stored user's e-mail is not verified
 * the page is blurred behind "Verify Email !", whose dialog takes the 4-digit code. A 400 shows the first
 * message of the body in a red alert; on success the stored user becomes verified and moves on (spec 4).
 */
export function EmailVerificationGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { user, updateUser } = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [isOpen, setOpen] = useState(false);
  const isVerified = user?.is_email_verified ?? true;
  const requestVerification = useCallback(() => setOpen(true), []);
  const context = useMemo(() => ({ isVerified, requestVerification }), [isVerified, requestVerification]);

  if (!user) return <>{children}</>;
  const { email } = user;

  async function verify(code: string) {
    if (!user) return;
    setPending(true);
    setError(null);
    try {
      await authApi.verifyEmail({ email, otp: code });
    } catch (err) {
      setError(firstErrorMessage(err, t('Something went wrong')));
      setPending(false);
      return;
    }
    setPending(false);
    setOpen(false);
    updateUser({ ...user, is_email_verified: true });
    const next = afterVerification(user.role, storage.getSelectedPlan() !== null);
    // navigate's promise settles once the next route has loaded; a failure shows in its errorElement.
    if (next === 'payment') void navigate(CHECKOUT_PATH);
    else if (next === 'profile') void navigate('/profile');
    else if (next === 'reload') window.location.reload();
  }

  async function resend() {
    if (!user) return;
    try {
      // With the session (which registration answered): a public call by e-mail answers vaguely, so that
      // nobody can probe for accounts with it.
      const res = await authApi.resendOtp(Number(user.id));
      showToast({ title: res.message, tone: 'positive' });
    } catch (err) {
      // Spec 8: "Verification code sending fails: only logged".
      console.error('Sending the verification code failed', err);
    }
  }

  return (
    <EmailVerificationContext.Provider value={context}>
      <VerifyEmailOverlay
        isVerified={user.is_email_verified}
        isBlocking={!USABLE_BEFORE_VERIFYING.has(pathname)}
        isOpen={isOpen}
        onOpenChange={setOpen}
        onVerify={(code) => void verify(code)}
        onResend={() => void resend()}
        error={error}
        isPending={pending}
        labels={{
          button: t('Verify Email !'),
          message: USABLE_BEFORE_VERIFYING.has(pathname)
            ? t('Choose a plan now: checkout follows as soon as your e-mail address is verified.')
            : t('Please verify your e-mail address to continue.'),
          title: t('Verify Email'),
          code: t('Verification code'),
          codeDescription: t('Enter the 4-digit code we sent to {{email}}.', { email }),
          invalidCode: t('Enter the 4-digit code.'),
          submit: t('Verify'),
          resend: t('Resend Code'),
        }}
      >
        {children}
      </VerifyEmailOverlay>
    </EmailVerificationContext.Provider>
  );
}
