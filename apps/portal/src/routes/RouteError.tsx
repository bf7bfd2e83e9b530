import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, Card, EmptyState, Icon } from '@talent/ui';
import { releaseSkeleton } from '../app/boot';
import * as layout from '../shell/layout.css';

/** Shown when a page throws or its chunk cannot load (e.g. after a new deploy): offer a reload. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  // The page's loading frame must not hide this message (src/app/boot.ts).
  useEffect(releaseSkeleton, []);
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : '';
  return (
    <main className={layout.blank}>
      <div className={layout.wide}>
        <Card>
          <h1 className={layout.centeredTitle}>{t('Something went wrong')}</h1>
          <EmptyState
            kind="error"
            title={t('This page could not be shown.')}
            description={detail}
            headingLevel={2}
            icon={<Icon name="alert" size={48} />}
            action={<Button onPress={() => window.location.reload()}>{t('Reload')}</Button>}
          />
        </Card>
      </div>
    </main>
  );
}
