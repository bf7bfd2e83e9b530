import {
  Input,
  TextArea,
  TextField as RACTextField,
  type TextFieldProps as RACTextFieldProps,
} from 'react-aria-components';
import { composeClassName } from '../../styles/cx';
import * as styles from '../../styles/field.css';
import { Field, type FieldProps } from '../Field';

export interface TextFieldProps
  extends Omit<RACTextFieldProps, 'children'>, Pick<FieldProps, 'label' | 'description' | 'errorMessage'> {
  placeholder?: string;
  /** Several lines of text (a textarea), e.g. a cover note. */
  isMultiline?: boolean;
  /** Visible lines of a multiline field. */
  rows?: number;
}

/** Label, input, description and error wired together by react-aria (native + server validation). */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  className,
  isRequired,
  isMultiline,
  rows = 4,
  ...props
}: TextFieldProps) {
  return (
    <RACTextField {...props} isRequired={isRequired} className={composeClassName(className, styles.field)}>
      <Field label={label} description={description} errorMessage={errorMessage} isRequired={isRequired}>
        {isMultiline ? (
          <TextArea className={styles.input} placeholder={placeholder} rows={rows} />
        ) : (
          <Input className={styles.input} placeholder={placeholder} />
        )}
      </Field>
    </RACTextField>
  );
}
