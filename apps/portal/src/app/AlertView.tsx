import { useTranslation } from 'react-i18next';
import { AlertDialog } from '@talent/ui';
import type { AlertRequest } from './alerts';

/** One blocking alert of the queue in alerts.tsx. */
export default function AlertView({ alert, onConfirm }: { alert: AlertRequest; onConfirm: () => void }) {
  const { t } = useTranslation();
  return (
    <AlertDialog
      isOpen
      title={t(alert.title)}
      tone={alert.tone ?? 'accent'}
      confirmLabel={t('OK')}
      onConfirm={onConfirm}
    >
      <p>{t(alert.message)}</p>
    </AlertDialog>
  );
}
