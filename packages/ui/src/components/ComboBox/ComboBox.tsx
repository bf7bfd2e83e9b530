import type { ReactNode } from 'react';
import {
  Button,
  ComboBox as RACComboBox,
  Group,
  Input,
  ListBox,
  ListBoxItem,
  Popover,
  Text,
  type ComboBoxProps as RACComboBoxProps,
  type Key,
} from 'react-aria-components';
import { composeClassName, cx } from '../../styles/cx';
import * as field from '../../styles/field.css';
import * as popover from '../../styles/popover.css';
import { Icon } from '../../icons';
import { Field, type FieldProps } from '../Field';
import * as styles from './ComboBox.css';

export interface ComboBoxOption {
  id: Key;
  label: string;
  /** A second line under the label (e.g. the path of a bookmark). */
  description?: string;
  isDisabled?: boolean;
}

export interface ComboBoxProps
  extends
    Omit<RACComboBoxProps<ComboBoxOption>, 'children' | 'items' | 'defaultItems'>,
    Pick<FieldProps, 'label' | 'description' | 'errorMessage' | 'isLabelHidden'> {
  /** Options shown; filter them yourself (controlled) or pass `defaultOptions` to let it filter. */
  options?: readonly ComboBoxOption[];
  defaultOptions?: readonly ComboBoxOption[];
  placeholder?: string;
  /** Shown in the popover when nothing matches. */
  emptyText?: string;
  leadingIcon?: ReactNode;
}

/** A text input with a list of suggestions (role combobox); arrow keys and Enter pick one. */
export function ComboBox({
  label,
  options,
  defaultOptions,
  placeholder,
  description,
  errorMessage,
  isLabelHidden,
  emptyText,
  leadingIcon,
  className,
  ...props
}: ComboBoxProps) {
  return (
    <RACComboBox
      {...props}
      items={options}
      defaultItems={defaultOptions}
      className={composeClassName(className, field.field)}
    >
      <Field
        label={label}
        description={description}
        errorMessage={errorMessage}
        isLabelHidden={isLabelHidden}
      >
        <Group className={cx(field.input, styles.group)}>
          {leadingIcon}
          <Input className={styles.input} placeholder={placeholder} />
          <Button className={styles.button} aria-label="Show suggestions">
            <Icon name="chevronDown" size={16} />
          </Button>
        </Group>
      </Field>
      <Popover className={popover.popover}>
        <ListBox
          className={popover.listBox}
          renderEmptyState={emptyText ? () => <div className={styles.empty}>{emptyText}</div> : undefined}
        >
          {(item: ComboBoxOption) => (
            <ListBoxItem
              id={item.id}
              textValue={item.label}
              isDisabled={item.isDisabled}
              className={popover.option}
            >
              <span className={styles.optionText}>
                <Text slot="label">{item.label}</Text>
                {item.description ? (
                  <Text slot="description" className={styles.optionDescription}>
                    {item.description}
                  </Text>
                ) : null}
              </span>
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </RACComboBox>
  );
}
