import { useTranslation } from 'react-i18next';
import { ToastRegion } from '@talent/ui';

/** The app-wide toast region, loaded after the first render (toasts wait in the queue meanwhile). */
export default function ToastHost() {
  const { t } = useTranslation();
  return <ToastRegion closeLabel={t('Close')} label={t('Notifications')} />;
}
