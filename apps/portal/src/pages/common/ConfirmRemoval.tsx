import { useTranslation } from 'react-i18next';
import { AlertDialog } from '@talent/ui';

export interface ConfirmRemovalProps<T> {
  /** The item waiting for confirmation; the dialog is open while it is set. */
  item: T | null;
  title: string;
  confirmLabel: string;
  message: string;
  isPending: boolean;
  onConfirm: (item: T) => void;
  onClose: () => void;
}

/** The critical confirmation before something is deleted or revoked. */
export function ConfirmRemoval<T>({
  item,
  title,
  confirmLabel,
  message,
  isPending,
  onConfirm,
  onClose,
}: ConfirmRemovalProps<T>) {
  const { t } = useTranslation();
  return (
    <AlertDialog
      title={title}
      isOpen={item !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      tone="critical"
      confirmLabel={confirmLabel}
      cancelLabel={t('Cancel')}
      isConfirmPending={isPending}
      onConfirm={() => {
        if (item !== null) onConfirm(item);
      }}
      onCancel={onClose}
    >
      {message}
    </AlertDialog>
  );
}
