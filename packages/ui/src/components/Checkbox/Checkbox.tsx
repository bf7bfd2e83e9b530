import type { ReactNode } from 'react';
import {
  Checkbox as RACCheckbox,
  CheckboxGroup as RACCheckboxGroup,
  type CheckboxGroupProps as RACCheckboxGroupProps,
  type CheckboxProps as RACCheckboxProps,
} from 'react-aria-components';
import { composeClassName } from '../../styles/cx';
import * as toggle from '../../styles/toggle.css';
import { Field, type FieldProps } from '../Field';

export interface CheckboxProps extends Omit<RACCheckboxProps, 'children'> {
  children?: ReactNode;
}

/** A checkbox with its label; supports indeterminate (e.g. "select all" with some rows selected). */
export function Checkbox({ children, className, ...props }: CheckboxProps) {
  return (
    <RACCheckbox {...props} className={composeClassName(className, toggle.toggleRoot)}>
      {({ isSelected, isIndeterminate }) => (
        <>
          <span className={toggle.checkbox} aria-hidden="true">
            {isIndeterminate ? (
              <svg width="12" height="12" viewBox="0 0 12 12">
                <path d="M2.5 6h7" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            ) : isSelected ? (
              <svg width="12" height="12" viewBox="0 0 12 12" fill="none">
                <path d="M2 6.5l2.5 2.5L10 3.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            ) : null}
          </span>
          {children}
        </>
      )}
    </RACCheckbox>
  );
}

export interface CheckboxGroupProps
  extends
    Omit<RACCheckboxGroupProps, 'children'>,
    Pick<FieldProps, 'label' | 'description' | 'errorMessage'> {
  children: ReactNode;
}

export function CheckboxGroup({
  label,
  description,
  errorMessage,
  children,
  className,
  ...props
}: CheckboxGroupProps) {
  return (
    <RACCheckboxGroup {...props} className={composeClassName(className, toggle.group)}>
      <Field label={label} description={description} errorMessage={errorMessage}>
        <div className={toggle.groupItems}>{children}</div>
      </Field>
    </RACCheckboxGroup>
  );
}
