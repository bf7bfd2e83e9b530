import {
  Button,
  ListBox,
  ListBoxItem,
  Popover,
  Select as RACSelect,
  SelectValue,
  type Key,
  type SelectProps as RACSelectProps,
} from 'react-aria-components';
import { composeClassName, cx } from '../../styles/cx';
import * as field from '../../styles/field.css';
import * as popover from '../../styles/popover.css';
import { Icon } from '../../icons';
import { Field, type FieldProps } from '../Field';
import { trigger, value as valueClass } from './Select.css';

export interface SelectOption {
  id: Key;
  label: string;
  isDisabled?: boolean;
}

export interface SelectProps
  extends
    Omit<RACSelectProps<SelectOption, 'single'>, 'children' | 'items'>,
    Pick<FieldProps, 'label' | 'description' | 'errorMessage'> {
  options: readonly SelectOption[];
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
      className={composeClassName(className, field.field)}
    >
      <Field label={label} description={description} errorMessage={errorMessage}>
        <Button className={cx(field.input, trigger)}>
          <SelectValue className={valueClass} />
          <Icon name="chevronDown" size={16} />
        </Button>
      </Field>
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
