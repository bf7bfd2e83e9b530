import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, type DialogSize } from '@talent/ui';
import { FormActions } from './FormActions';
import { SubmitForm } from './SubmitForm';
import type { SubmitState } from './useSubmit';

/**
 * A dialog that holds one form laid out the portal's way (`SubmitForm`): the title names both the dialog
 * and the form, Cancel and closing the dialog both call `onClose`, and the submit button says `submitLabel`
 * ("Save" when not given).
 */
export function FormDialog({
  title,
  size,
  state,
  onSubmit,
  onClose,
  submitLabel,
  children,
}: {
  title: string;
  size: DialogSize;
  /** `useSubmit()`'s state. */
  state: SubmitState;
  onSubmit: () => Promise<void>;
  onClose: () => void;
  submitLabel?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={title}
      size={size}
      closeLabel={t('Close')}
    >
      <SubmitForm
        label={title}
        state={state}
        onSubmit={onSubmit}
        actions={<FormActions pending={state.pending} onCancel={onClose} submitLabel={submitLabel} />}
      >
        {children}
      </SubmitForm>
    </Dialog>
  );
}
