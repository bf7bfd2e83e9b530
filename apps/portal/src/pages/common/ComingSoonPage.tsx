import { useTranslation } from 'react-i18next';
import { Card, EmptyState } from '@talent/ui';
import { useRouteDef } from '../../routes/useRouteDef';

/** Placeholder inside the shell for a route whose screen a later issue builds. */
export default function ComingSoonPage() {
  const { t } = useTranslation();
  const def = useRouteDef();
  const title = t(def?.title ?? 'Coming soon');
  return (
    <>
      <h1>{title}</h1>
      <Card>
        <EmptyState
          kind="soon"
          title={t('Coming soon')}
          description={t('The {{page}} page is being built and will be available here soon.', {
            page: title,
          })}
        />
      </Card>
    </>
  );
}
