import type { ReactNode } from 'react';
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DatePicker as RACDatePicker,
  DateSegment,
  Dialog,
  FieldError,
  Group,
  Heading,
  Label,
  Popover,
  Text,
  type DatePickerProps as RACDatePickerProps,
  type DateValue,
} from 'react-aria-components';
import { cx } from '../../styles/cx';
import * as field from '../../styles/field.css';
import * as popover from '../../styles/popover.css';
import { Icon } from '../../icons';
import * as styles from './DatePicker.css';

export interface DatePickerProps<T extends DateValue = DateValue> extends Omit<
  RACDatePickerProps<T>,
  'className' | 'children'
> {
  label: ReactNode;
  description?: ReactNode;
  errorMessage?: ReactNode;
  className?: string;
}

/** A date field typed segment by segment, with a calendar in a popover; locale-aware and RTL-aware. */
export function DatePicker<T extends DateValue = DateValue>({
  label,
  description,
  errorMessage,
  className,
  ...props
}: DatePickerProps<T>) {
  return (
    <RACDatePicker {...props} className={cx(field.field, className)}>
      <Label className={field.label}>{label}</Label>
      <Group className={cx(field.input, styles.group)}>
        <DateInput className={styles.dateInput}>
          {(segment) => <DateSegment segment={segment} className={styles.segment} />}
        </DateInput>
        <Button className={styles.calendarButton}>
          <Icon name="calendar" size={18} />
        </Button>
      </Group>
      {description ? (
        <Text slot="description" className={field.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={field.error}>{errorMessage}</FieldError>
      <Popover className={popover.popover}>
        <Dialog className={styles.dialog}>
          <Calendar className={styles.calendar}>
            <header className={styles.calendarHeader}>
              <Button slot="previous" className={styles.calendarButton}>
                <Icon name="chevronStart" size={18} />
              </Button>
              <Heading className={styles.calendarHeading} />
              <Button slot="next" className={styles.calendarButton}>
                <Icon name="chevronEnd" size={18} />
              </Button>
            </header>
            <CalendarGrid className={styles.grid}>
              {(date) => <CalendarCell date={date} className={styles.cell} />}
            </CalendarGrid>
          </Calendar>
        </Dialog>
      </Popover>
    </RACDatePicker>
  );
}
