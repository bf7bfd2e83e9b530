import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@talent/ui';
import { useSession } from '../../app/session';
import { homeFor } from '../../routes/guards';
import * as layout from '../../shell/layout.css';

/** Frame of the public misc pages: a heading, a text and a way back. */
export function MiscPage({ title, description, children }: { title: string; description: string; children?: ReactNode }) {
  const { t } = useTranslation();
  const { user } = useSession();
  return (
    <div className={layout.wide}>
      <h1>{t(title)}</h1>
      <EmptyState
        title={t(description)}
        headingLevel={2}
        action={<Link to={user ? homeFor(user) : '/login'}>{user ? t('Back to Home') : t('Back to login')}</Link>}
      />
      {children}
    </div>
  );
}
