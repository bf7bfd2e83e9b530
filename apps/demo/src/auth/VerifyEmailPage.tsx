import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, buttonClassName } from '@talent/ui';
import { AuthLayout, type AuthVariant } from './AuthLayout';
import { demoSession, type DemoSessionStore } from './session';
import { useDemoSession } from './useDemoSession';
import * as styles from './auth.css';

/** The address the demo writes when nobody is signed in. */
export const SAMPLE_EMAIL = 'hello@example.com';

/** Verify e-mail (basic and cover): a front-end flow; "Resend" says it sent again, "Skip" opens the gallery. */
export function VerifyEmailPage({
  variant,
  store = demoSession,
}: {
  variant: AuthVariant;
  store?: DemoSessionStore;
}) {
  const session = useDemoSession(store);
  const [resent, setResent] = useState(0);
  const email = session?.userData.email ?? SAMPLE_EMAIL;
  return (
    <AuthLayout variant={variant} art="verify" title="Verify your email">
      <p className={styles.lead}>
        Account activation link sent to your email address: <strong>{email}</strong>. Please follow the link
        inside to continue.
      </p>
      <Link to="/gallery" className={buttonClassName({ variant: 'solid' })}>
        Skip for now
      </Link>
      <p className={styles.footer}>
        Didn&apos;t get the mail?{' '}
        <Button variant="ghost" size="sm" onPress={() => setResent((n) => n + 1)}>
          Resend
        </Button>
      </p>
      <p role="status" className={styles.footer}>
        {resent > 0 ? `The link was sent again to ${email}.` : ''}
      </p>
    </AuthLayout>
  );
}

export const VerifyEmailBasic = () => <VerifyEmailPage variant="basic" />;
export const VerifyEmailCover = () => <VerifyEmailPage variant="cover" />;
