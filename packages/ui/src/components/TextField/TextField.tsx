import type { ReactNode } from 'react';
import {
  FieldError,
  Input,
  Label,
  Text,
  TextField as RACTextField,
  type TextFieldProps as RACTextFieldProps,
  type ValidationResult,
} from 'react-aria-components';
import { cx } from '../../styles/cx';
import * as styles from '../../styles/field.css';

export interface TextFieldProps extends Omit<RACTextFieldProps, 'className' | 'children'> {
  label: ReactNode;
  description?: ReactNode;
  /** Shown when the field is invalid; a function gets react-aria's validation result. */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
  placeholder?: string;
  className?: string;
}

/** Label, input, description and error wired together by react-aria (native + server validation). */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  className,
  isRequired,
  ...props
}: TextFieldProps) {
  return (
    <RACTextField {...props} isRequired={isRequired} className={cx(styles.field, className)}>
      <Label className={styles.label}>
        {label}
        {isRequired ? (
          <span className={styles.requiredMark} aria-hidden="true">
            *
          </span>
        ) : null}
      </Label>
      <Input className={styles.input} placeholder={placeholder} />
      {description ? (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={styles.error}>{errorMessage}</FieldError>
    </RACTextField>
  );
}
