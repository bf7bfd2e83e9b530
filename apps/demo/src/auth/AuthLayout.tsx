import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { defaultLogo } from '@talent/ui';
import * as styles from './auth.css';

export type AuthVariant = 'basic' | 'cover';

/** A decorative illustration for the cover panel (drawn here, so screenshots stay the same everywhere). */
export type CoverArt = 'login' | 'register' | 'forgot' | 'reset' | 'verify' | 'two-steps';

function CoverIllustration({ art }: { art: CoverArt }) {
  const accents: Record<CoverArt, string> = {
    login: 'M300 120a60 60 0 1 1-0.1 0z',
    register: 'M250 90h100v100H250z',
    forgot: 'M300 80l70 120H230z',
    reset: 'M240 110h120v80H240z M270 110v-25a30 30 0 0 1 60 0v25',
    verify: 'M220 100h160v100H220z M220 100l80 60 80-60',
    'two-steps': 'M250 80h100v160H250z M285 210h30',
  };
  return (
    <svg viewBox="0 0 600 420" className={styles.coverArt} aria-hidden="true" focusable="false">
      <rect x="40" y="300" width="520" height="16" rx="8" fill="currentColor" opacity="0.15" />
      <rect x="110" y="60" width="380" height="240" rx="18" fill="currentColor" opacity="0.08" />
      <circle cx="120" cy="90" r="36" fill="currentColor" opacity="0.12" />
      <circle cx="500" cy="330" r="48" fill="currentColor" opacity="0.1" />
      <path d={accents[art]} fill="none" stroke="currentColor" strokeWidth="10" strokeLinejoin="round" />
      <rect x="170" y="250" width="260" height="14" rx="7" fill="currentColor" opacity="0.35" />
    </svg>
  );
}

/**
 * The demo auth pages' frame in the blank layout: `basic` is a centred card, `cover` puts an illustration
 * beside the form (the illustration gives way on phones). Each page has one h1, its title.
 */
export function AuthLayout({
  variant,
  art,
  title,
  lead,
  children,
}: {
  variant: AuthVariant;
  art: CoverArt;
  title: string;
  lead?: ReactNode;
  children: ReactNode;
}) {
  const body = (
    <>
      <Link to="/gallery" className={styles.brand} aria-label="Templates: back to the gallery">
        {defaultLogo}
        <span>Templates</span>
      </Link>
      <h1 className={styles.title}>{title}</h1>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
      {children}
    </>
  );
  if (variant === 'basic') {
    return (
      <main className={styles.basicPage}>
        <div className={styles.card}>{body}</div>
      </main>
    );
  }
  return (
    <main className={styles.coverPage}>
      <div className={styles.cover}>
        <CoverIllustration art={art} />
      </div>
      <div className={styles.coverForm}>{body}</div>
    </main>
  );
}
