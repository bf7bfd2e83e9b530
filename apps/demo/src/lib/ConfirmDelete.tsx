import type { ReactNode } from 'react';
import { AlertDialog, showToast } from '@talent/ui';

export interface ConfirmDeleteProps<T> {
  /** The row asked about; the dialog is open while it is set. */
  item: T | null;
  /** What the row is called in the dialog's title and the toasts ("invoice #4987", "Ada Lovelace"). */
  name: (item: T) => string;
  /** What kind of row it is, for the title before a row is set and the failure toast ("invoice"). */
  noun: string;
  /** What deleting it does, in a sentence. */
  describe: (item: T) => ReactNode;
  /** Clears `item` (cancel, confirm or Escape). */
  onClose: () => void;
  /** The handler call; its error's message is shown in a toast. */
  remove: (item: T) => Promise<unknown>;
}

/**
 * The delete confirmation of the demo tables (users, permissions, invoices): it closes as soon as it is
 * confirmed, and a toast says that the row was deleted or why it was not.
 */
export function ConfirmDelete<T>({ item, name, noun, describe, onClose, remove }: ConfirmDeleteProps<T>) {
  return (
    <AlertDialog
      title={item ? `Delete ${name(item)}?` : `Delete ${noun}?`}
      isOpen={item !== null}
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      cancelLabel="Cancel"
      confirmLabel="Delete"
      tone="critical"
      onCancel={onClose}
      onConfirm={() => {
        onClose();
        if (item === null) return;
        const title = name(item);
        remove(item)
          .then(() => showToast({ title: `${title.charAt(0).toUpperCase()}${title.slice(1)} deleted` }))
          .catch((e: unknown) =>
            showToast({
              title: `The ${noun} was not deleted`,
              description: e instanceof Error ? e.message : 'Something went wrong',
              tone: 'critical',
            }),
          );
      }}
    >
      {item ? describe(item) : null}
    </AlertDialog>
  );
}
