import type { ReactNode } from 'react';
import { Dialog as RACDialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { cx } from '../../styles/cx';
import { Icon } from '../../icons';
import { Button } from '../Button';
import * as styles from './Dialog.css';

export const dialogSizes = ['sm', 'md', 'lg'] as const;
export type DialogSize = (typeof dialogSizes)[number];

export interface DialogPanelProps {
  title: ReactNode;
  children: ReactNode;
  footer?: ReactNode | ((close: () => void) => ReactNode);
  /** Shows a close button in the header. */
  isDismissable?: boolean;
  closeLabel?: string;
  role?: 'dialog' | 'alertdialog';
  className?: string;
}

/**
 * The dialog's surface: heading, scrolling body, footer. Inside a Modal it is the modal's content;
 * alone it renders inline (the Skins stories show it that way).
 */
export function DialogPanel({
  title,
  children,
  footer,
  isDismissable = true,
  closeLabel = 'Close',
  role = 'dialog',
  className,
}: DialogPanelProps) {
  return (
    <RACDialog role={role} className={cx(styles.dialog, className)}>
      {({ close }) => (
        <>
          <div className={styles.header}>
            <Heading slot="title" className={styles.heading}>
              {title}
            </Heading>
            {isDismissable ? (
              <Button variant="ghost" tone="neutral" size="sm" aria-label={closeLabel} onPress={close}>
                <Icon name="close" size={18} />
              </Button>
            ) : null}
          </div>
          {/* Focusable so a long body can be scrolled from the keyboard. */}
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
          <div className={styles.body} tabIndex={0}>
            {children}
          </div>
          {footer ? (
            <div className={styles.footer}>{typeof footer === 'function' ? footer(close) : footer}</div>
          ) : null}
        </>
      )}
    </RACDialog>
  );
}

export interface DialogProps extends Omit<DialogPanelProps, 'role'> {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  size?: DialogSize;
  /** `sheet`: a bottom sheet, full width, for phones (e.g. a list's filters). */
  placement?: 'center' | 'sheet';
}

/** A modal dialog with a heading: focus trapped, Escape closes, focus returns to the trigger. */
export function Dialog({
  isOpen,
  onOpenChange,
  size = 'md',
  isDismissable = true,
  className,
  placement = 'center',
  ...panel
}: DialogProps) {
  const isSheet = placement === 'sheet';
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={!isDismissable}
      className={cx(styles.overlay, isSheet && styles.sheetOverlay)}
    >
      <Modal className={cx(styles.modal, styles.size[size], isSheet && styles.sheet, className)}>
        <DialogPanel {...panel} isDismissable={isDismissable} />
      </Modal>
    </ModalOverlay>
  );
}
