import type { ReactNode } from 'react';
import {
  Button,
  FieldError,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select as RACSelect,
  SelectValue,
  Text,
  type Key,
  type SelectProps as RACSelectProps,
} from 'react-aria-components';
import { cx } from '../../styles/cx';
import * as field from '../../styles/field.css';
import * as popover from '../../styles/popover.css';
import { Icon } from '../../icons';
import { trigger, value as valueClass } from './Select.css';

export interface SelectOption {
  id: Key;
  label: string;
  isDisabled?: boolean;
}

export interface SelectProps extends Omit<
  RACSelectProps<SelectOption, 'single'>,
  'className' | 'children' | 'items'
> {
  label: ReactNode;
  options: readonly SelectOption[];
  description?: ReactNode;
  errorMessage?: ReactNode;
  className?: string;
}

/** A single choice from a list in a popover (role button + listbox), typeahead included. */
export function Select({
  label,
  options,
  description,
  errorMessage,
  className,
  placeholder,
  ...props
}: SelectProps) {
  return (
    <RACSelect
      {...props}
      placeholder={placeholder}
      disabledKeys={options.filter((o) => o.isDisabled).map((o) => o.id)}
      className={cx(field.field, className)}
    >
      <Label className={field.label}>{label}</Label>
      <Button className={cx(field.input, trigger)}>
        <SelectValue className={valueClass} />
        <Icon name="chevronDown" size={16} />
      </Button>
      {description ? (
        <Text slot="description" className={field.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={field.error}>{errorMessage}</FieldError>
      <Popover className={popover.popover}>
        <ListBox items={options} className={popover.listBox}>
          {(item) => (
            <ListBoxItem id={item.id} textValue={item.label} className={popover.option}>
              {item.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </RACSelect>
  );
}
