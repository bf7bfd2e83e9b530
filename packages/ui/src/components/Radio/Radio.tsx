import type { ReactNode } from 'react';
import {
  Radio as RACRadio,
  RadioGroup as RACRadioGroup,
  type RadioGroupProps as RACRadioGroupProps,
  type RadioProps as RACRadioProps,
} from 'react-aria-components';
import { composeClassName } from '../../styles/cx';
import * as toggle from '../../styles/toggle.css';
import { Field, type FieldProps } from '../Field';

export interface RadioProps extends Omit<RACRadioProps, 'children'> {
  children?: ReactNode;
}

export function Radio({ children, className, ...props }: RadioProps) {
  return (
    <RACRadio {...props} className={composeClassName(className, toggle.toggleRoot)}>
      <span className={toggle.radio} aria-hidden="true" />
      {children}
    </RACRadio>
  );
}

export interface RadioGroupProps
  extends Omit<RACRadioGroupProps, 'children'>, Pick<FieldProps, 'label' | 'description' | 'errorMessage'> {
  children: ReactNode;
}

/** Radios under one label; arrow keys move the choice (and follow the reading direction). */
export function RadioGroup({
  label,
  description,
  errorMessage,
  children,
  className,
  ...props
}: RadioGroupProps) {
  return (
    <RACRadioGroup {...props} className={composeClassName(className, toggle.group)}>
      <Field label={label} description={description} errorMessage={errorMessage}>
        <div className={toggle.groupItems}>{children}</div>
      </Field>
    </RACRadioGroup>
  );
}
