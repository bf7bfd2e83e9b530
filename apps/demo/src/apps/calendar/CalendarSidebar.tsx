import { useId } from 'react';
import { Button, Checkbox } from '@talent/ui';
import { calendarNames, type CalendarName } from '../../mocks/data/types';
import * as styles from './calendar.css';

interface CalendarSidebarProps {
  selected: readonly CalendarName[];
  onSelect: (calendars: CalendarName[]) => void;
  onAdd: () => void;
}

/** "Add event" and the calendar filters: one box per calendar in its colour, and "View all". */
export function CalendarSidebar({ selected, onSelect, onAdd }: CalendarSidebarProps) {
  const headingId = useId();
  const all = selected.length === calendarNames.length;
  const toggle = (name: CalendarName, on: boolean) =>
    onSelect(calendarNames.filter((n) => (n === name ? on : selected.includes(n))));
  return (
    <div className={styles.sidebar}>
      <Button onPress={onAdd}>Add event</Button>
      <div className={styles.filters} role="group" aria-labelledby={headingId}>
        <h2 id={headingId} className={styles.filtersHeading}>
          Calendars
        </h2>
        <Checkbox
          isSelected={all}
          isIndeterminate={!all && selected.length > 0}
          onChange={(on) => onSelect(on ? [...calendarNames] : [])}
        >
          View all
        </Checkbox>
        {calendarNames.map((name) => (
          <Checkbox key={name} isSelected={selected.includes(name)} onChange={(on) => toggle(name, on)}>
            <span className={styles.filterLabel}>
              <span className={`${styles.dot} ${styles.toneDot[name]}`} aria-hidden="true" />
              {name}
            </span>
          </Checkbox>
        ))}
      </div>
    </div>
  );
}
