import { Input, SearchField } from 'react-aria-components';
import { Icon } from '@talent/ui';
import * as styles from './SearchBox.css';

/** A list's search box: the label is the placeholder's text, read by assistive tech; Escape clears it. */
export function SearchBox({
  label,
  value,
  onChange,
  className,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  className?: string;
}) {
  return (
    <SearchField
      aria-label={label}
      value={value}
      onChange={onChange}
      className={`${styles.root} ${className ?? ''}`}
    >
      <Icon name="search" size={16} />
      <Input placeholder={label} className={styles.input} />
    </SearchField>
  );
}
