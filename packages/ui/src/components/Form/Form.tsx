import { Form as RACForm, type FormProps as RACFormProps } from 'react-aria-components';
import { cx } from '../../styles/cx';
import * as styles from './Form.css';

export interface FormProps extends Omit<RACFormProps, 'className'> {
  className?: string;
}

/**
 * A react-aria Form: fields show native validation on submit, and `validationErrors`
 * (e.g. a 400 answer's `errors` per field name) are shown on the matching fields.
 */
export function Form({ className, validationBehavior = 'native', ...props }: FormProps) {
  return (
    <RACForm {...props} validationBehavior={validationBehavior} className={cx(styles.form, className)} />
  );
}
