import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button, Form, Inline, Stack } from '@talent/ui';
import { FormAlert } from './FormAlert';
import type { SubmitState } from './useSubmit';

export interface SubmitFormProps {
  /** The form's accessible name. */
  label: string;
  /** `useSubmit()`'s state: its field errors go on the fields, its alert and notice above `actions`. */
  state: SubmitState;
  onSubmit: () => Promise<void>;
  /** The buttons, under the alert. */
  actions: ReactNode;
  /** 'aria' keeps the browser's own required-field bubbles off (the form checks before it sends). */
  validationBehavior?: 'native' | 'aria';
  children: ReactNode;
}

/** A form laid out the portal's way: fields, the answer's alert, then the buttons; submitting stays in the page. */
export function SubmitForm({
  label,
  state,
  onSubmit,
  actions,
  validationBehavior,
  children,
}: SubmitFormProps) {
  return (
    <Form
      aria-label={label}
      validationErrors={state.fieldErrors}
      validationBehavior={validationBehavior}
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      {/* Typing anywhere drops the last answer's field errors (input events bubble; the form takes none). */}
      <div onInput={state.clearFieldErrors} style={{ display: 'contents' }}>
        <Stack gap="medium">
          {children}
          <FormAlert error={state.error} notice={state.notice} />
          {actions}
        </Stack>
      </div>
    </Form>
  );
}

/** A form's buttons: Cancel back to `cancelTo`, then the form's own (its submit, a draft button). */
export function FormActions({ cancelTo, children }: { cancelTo: string; children: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Inline gap="small" justify="end" wrap>
      <Button variant="outline" tone="neutral" onPress={() => void navigate(cancelTo)}>
        {t('Cancel')}
      </Button>
      {children}
    </Inline>
  );
}
