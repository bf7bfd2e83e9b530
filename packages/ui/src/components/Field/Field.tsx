import type { ReactNode } from 'react';
import { FieldError, Label, Text, type ValidationResult } from 'react-aria-components';
import { isolate } from '../../bidi';
import { cx } from '../../styles/cx';
import * as styles from '../../styles/field.css';
import { visuallyHidden } from '../../styles/focus.css';

export interface FieldProps {
  label: ReactNode;
  description?: ReactNode;
  /** Shown when the field is invalid; a function gets react-aria's validation result. */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
  /** Adds the asterisk to the label; the control itself carries `required` for assistive technology. */
  isRequired?: boolean;
  /** Visually hide the label (it stays the accessible name). */
  isLabelHidden?: boolean;
  /** The control (input, group, trigger button or group items), placed between label and help text. */
  children: ReactNode;
}

/**
 * The label, description and error around a control, inside a react-aria field component (TextField,
 * Select, RadioGroup...), whose contexts wire the ids: the label names the control, and description and
 * error describe it. A fragment, so the field's own layout (and anything after it, like a popover) stays.
 */
export function Field({ label, description, errorMessage, isRequired, isLabelHidden, children }: FieldProps) {
  return (
    <>
      <Label className={cx(styles.label, isLabelHidden && visuallyHidden)}>
        {isolate(label)}
        {isRequired ? (
          <span className={styles.requiredMark} aria-hidden="true">
            *
          </span>
        ) : null}
      </Label>
      {children}
      {description ? (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={styles.error}>{errorMessage}</FieldError>
    </>
  );
}
