import type { ReactNode } from 'react';
import { Modal, ModalOverlay } from 'react-aria-components';
import type { Tone } from '../../theme/tokens';
import { cx } from '../../styles/cx';
import { Button } from '../Button';
import { DialogPanel } from '../Dialog';
import * as styles from '../Dialog/Dialog.css';

export interface AlertDialogProps {
  title: ReactNode;
  children: ReactNode;
  isOpen: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** Label of the confirming button (default "OK"). */
  confirmLabel?: string;
  /** When set, a second button that only closes. */
  cancelLabel?: string;
  onConfirm?: () => void;
  onCancel?: () => void;
  /** Tone of the confirming button (default accent; critical for destructive actions). */
  tone?: Tone;
  isConfirmPending?: boolean;
}

/** The buttons of an alert; exported for inline previews. */
export function AlertDialogActions({
  close,
  confirmLabel = 'OK',
  cancelLabel,
  onConfirm,
  onCancel,
  tone = 'accent',
  isConfirmPending,
}: Pick<
  AlertDialogProps,
  'confirmLabel' | 'cancelLabel' | 'onConfirm' | 'onCancel' | 'tone' | 'isConfirmPending'
> & {
  close: () => void;
}) {
  return (
    <>
      {cancelLabel ? (
        <Button
          variant="outline"
          tone="neutral"
          onPress={() => {
            onCancel?.();
            close();
          }}
        >
          {cancelLabel}
        </Button>
      ) : null}
      <Button
        tone={tone}
        isPending={isConfirmPending}
        onPress={() => {
          onConfirm?.();
          close();
        }}
      >
        {confirmLabel}
      </Button>
    </>
  );
}

/**
 * An alert (role alertdialog) that must be answered: no dismissal by outside click or Escape.
 * Used for the spec's alerts ("Session Expired", "Upload Limit Exceeded", ...).
 */
export function AlertDialog({ title, children, isOpen, onOpenChange, ...actions }: AlertDialogProps) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={false}
      isKeyboardDismissDisabled
      className={styles.overlay}
    >
      <Modal className={cx(styles.modal, styles.size.sm)}>
        <DialogPanel
          role="alertdialog"
          title={title}
          isDismissable={false}
          footer={(close) => <AlertDialogActions close={close} {...actions} />}
        >
          {children}
        </DialogPanel>
      </Modal>
    </ModalOverlay>
  );
}
