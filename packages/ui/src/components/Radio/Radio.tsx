import type { ReactNode } from 'react';
import {
  FieldError,
  Label,
  Radio as RACRadio,
  RadioGroup as RACRadioGroup,
  Text,
  type RadioGroupProps as RACRadioGroupProps,
  type RadioProps as RACRadioProps,
} from 'react-aria-components';
import { cx } from '../../styles/cx';
import * as field from '../../styles/field.css';
import * as toggle from '../../styles/toggle.css';

export interface RadioProps extends Omit<RACRadioProps, 'className' | 'children'> {
  children?: ReactNode;
  className?: string;
}

export function Radio({ children, className, ...props }: RadioProps) {
  return (
    <RACRadio {...props} className={cx(toggle.toggleRoot, className)}>
      <span className={toggle.radio} aria-hidden="true" />
      {children}
    </RACRadio>
  );
}

export interface RadioGroupProps extends Omit<RACRadioGroupProps, 'className' | 'children'> {
  label: ReactNode;
  description?: ReactNode;
  errorMessage?: ReactNode;
  children: ReactNode;
  className?: string;
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
    <RACRadioGroup {...props} className={cx(toggle.group, className)}>
      <Label className={field.label}>{label}</Label>
      <div className={toggle.groupItems}>{children}</div>
      {description ? (
        <Text slot="description" className={field.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={field.error}>{errorMessage}</FieldError>
    </RACRadioGroup>
  );
}
