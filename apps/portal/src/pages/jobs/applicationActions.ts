import { useTranslation } from 'react-i18next';
import { call, firstErrorMessage } from '@talent/api/client';
import type { Application } from '@talent/api/contract';
import type { ApplicationStatus } from '@talent/api/rules';
import { showToast, type ActionMenuItem } from '@talent/ui';
import { applicationLabel } from './labels';

/** What the label needs of i18next's `t`. */
type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The "Move to" items of an application: only the `next_statuses` the server gives. */
export function applicationMoveItems(t: Translate, application: Application): ActionMenuItem[] {
  return application.next_statuses.map((to) => ({ id: to, label: applicationLabel(t, to) }));
}

/**
 * Moves an application with `chang_status`; a refusal (409: the move is no longer legal) shows the
 * server's message. The lists that show it are revalidated by the call (its `invalidates` tags).
 */
export function useMoveApplication() {
  const { t } = useTranslation();
  return async (application: Application, status: ApplicationStatus) => {
    try {
      await call('changeApplicationStatus', { params: { id: application.id }, body: { status } });
      showToast({
        title: t('{{name}} moved to {{status}}', {
          name: application.full_name,
          status: applicationLabel(t, status),
        }),
        tone: 'positive',
      });
    } catch (err) {
      showToast({ title: firstErrorMessage(err, t('Something went wrong')), tone: 'critical' });
    }
  };
}
