import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DatePicker as RACDatePicker,
  DateSegment,
  Dialog,
  Group,
  Heading,
  Popover,
  type DatePickerProps as RACDatePickerProps,
  type DateValue,
} from 'react-aria-components';
import { composeClassName, cx } from '../../styles/cx';
import * as field from '../../styles/field.css';
import * as popover from '../../styles/popover.css';
import { Icon } from '../../icons';
import { Field, type FieldProps } from '../Field';
import * as styles from './DatePicker.css';

export interface DatePickerProps<T extends DateValue = DateValue>
  extends
    Omit<RACDatePickerProps<T>, 'children'>,
    Pick<FieldProps, 'label' | 'description' | 'errorMessage'> {}

/** A date field typed segment by segment, with a calendar in a popover; locale-aware and RTL-aware. */
export function DatePicker<T extends DateValue = DateValue>({
  label,
  description,
  errorMessage,
  className,
  ...props
}: DatePickerProps<T>) {
  return (
    <RACDatePicker {...props} className={composeClassName(className, field.field)}>
      <Field label={label} description={description} errorMessage={errorMessage}>
        <Group className={cx(field.input, styles.group)}>
          <DateInput className={styles.dateInput}>
            {(segment) => <DateSegment segment={segment} className={styles.segment} />}
          </DateInput>
          <Button className={styles.calendarButton}>
            <Icon name="calendar" size={18} />
          </Button>
        </Group>
      </Field>
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
