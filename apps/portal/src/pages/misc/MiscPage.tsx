import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, EmptyState, Icon, LinkButton, type IconName } from '@talent/ui';
import { useSession } from '../../app/session';
import { homeFor } from '../../routes/guards';
import * as layout from '../../shell/layout.css';

interface MiscPageProps {
  title: string;
  description: string;
  icon?: IconName;
  children?: ReactNode;
}

/** Frame of the public misc pages: a heading, a text and a way back (home when signed in, else login). */
export function MiscPage({ title, description, icon = 'alert', children }: MiscPageProps) {
  const { t } = useTranslation();
  const { user } = useSession();
  return (
    <div className={layout.wide}>
      <Card>
        <h1 className={layout.centeredTitle}>{t(title)}</h1>
        <EmptyState
          title={t(description)}
          headingLevel={2}
          icon={<Icon name={icon} size={48} />}
          action={
            <LinkButton href={user ? homeFor(user) : '/login'} variant="soft">
              {user ? t('Back to Home') : t('Back to login')}
            </LinkButton>
          }
        />
        {children}
      </Card>
    </div>
  );
}
