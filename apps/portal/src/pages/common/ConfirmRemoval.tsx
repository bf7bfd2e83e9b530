import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { firstErrorMessage } from '@talent/api/client';
import { AlertDialog, showToast } from '@talent/ui';

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

/**
 * The delete (or revoke) flow behind `ConfirmRemoval`: `ask(item)` opens the dialog; confirming runs
 * `remove`, which answers the success toast's title; the dialog closes when it worked and stays open, with
 * the server's message in a toast, when it did not.
 */
export function useRemoval<T>(remove: (item: T) => Promise<string>) {
  const { t } = useTranslation();
  const [item, setItem] = useState<T | null>(null);
  const [isPending, setPending] = useState(false);

  async function confirm(target: T) {
    setPending(true);
    try {
      const title = await remove(target);
      showToast({ title, tone: 'positive' });
      setItem(null);
    } catch (err) {
      showToast({ title: firstErrorMessage(err, t('Something went wrong')), tone: 'critical' });
    } finally {
      setPending(false);
    }
  }

  return {
    item,
    ask: setItem,
    /** The props of `ConfirmRemoval` besides its texts. */
    dialog: {
      item,
      isPending,
      onConfirm: (target: T) => void confirm(target),
      onClose: () => setItem(null),
    },
  };
}
