import type { ReactNode } from 'react';
import { Dialog as RACDialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import type { Tone } from '../../theme/tokens';
import { cx } from '../../styles/cx';
import { Button } from '../Button';
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
  /** Tone of the confirming button (default accent; use critical for destructive actions). */
  tone?: Tone;
  isConfirmPending?: boolean;
}

/**
 * An alert (role alertdialog) that must be answered: no dismissal by outside click or Escape.
 * Used for the spec's alerts ("Session Expired", "Upload Limit Exceeded", ...).
 */
export function AlertDialog({
  title,
  children,
  isOpen,
  onOpenChange,
  confirmLabel = 'OK',
  cancelLabel,
  onConfirm,
  onCancel,
  tone = 'accent',
  isConfirmPending,
}: AlertDialogProps) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={false}
      isKeyboardDismissDisabled
      className={styles.overlay}
    >
      <Modal className={cx(styles.modal, styles.size.sm)}>
        <RACDialog role="alertdialog" className={styles.dialog}>
          {({ close }) => (
            <>
              <div className={styles.header}>
                <Heading slot="title" className={styles.heading}>
                  {title}
                </Heading>
              </div>
              <div className={styles.body}>{children}</div>
              <div className={styles.footer}>
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
              </div>
            </>
          )}
        </RACDialog>
      </Modal>
    </ModalOverlay>
  );
}
