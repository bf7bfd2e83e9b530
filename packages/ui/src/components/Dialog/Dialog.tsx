import type { ReactNode } from 'react';
import { Dialog as RACDialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { cx } from '../../styles/cx';
import { Button } from '../Button';
import * as styles from './Dialog.css';

export const dialogSizes = ['sm', 'md', 'lg'] as const;

export interface DialogProps {
  title: ReactNode;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  children: ReactNode;
  /** Close on a click outside and show a close button (default true). */
  isDismissable?: boolean;
  size?: (typeof dialogSizes)[number];
  /** Buttons shown under the body. */
  footer?: ReactNode;
  /** Accessible label of the close button (default "Close"). */
  closeLabel?: string;
  className?: string;
}

/** A modal dialog with a heading: focus trapped, Escape closes, focus returns to the trigger. */
export function Dialog({
  title,
  isOpen,
  onOpenChange,
  children,
  isDismissable = true,
  size = 'md',
  footer,
  closeLabel = 'Close',
  className,
}: DialogProps) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={!isDismissable}
      className={styles.overlay}
    >
      <Modal className={cx(styles.modal, styles.size[size], className)}>
        <RACDialog className={styles.dialog}>
          {({ close }) => (
            <>
              <div className={styles.header}>
                <Heading slot="title" className={styles.heading}>
                  {title}
                </Heading>
                {isDismissable ? (
                  <Button variant="ghost" tone="neutral" size="sm" aria-label={closeLabel} onPress={close}>
                    <span aria-hidden="true">✕</span>
                  </Button>
                ) : null}
              </div>
              <div className={styles.body}>{children}</div>
              {footer ? <div className={styles.footer}>{footer}</div> : null}
            </>
          )}
        </RACDialog>
      </Modal>
    </ModalOverlay>
  );
}
