import { ToggleButton } from 'react-aria-components';
import { DemoIcon } from '../../lib/icons';
import * as styles from './email.css';

/** Star on or off (a toggle button: aria-pressed). */
export function StarButton({
  isStarred,
  subject,
  onChange,
}: {
  isStarred: boolean;
  subject: string;
  onChange: (starred: boolean) => void;
}) {
  return (
    <ToggleButton
      isSelected={isStarred}
      onChange={onChange}
      aria-label={`Star "${subject}"`}
      className={styles.starButton}
    >
      <DemoIcon name="star" filled={isStarred} />
    </ToggleButton>
  );
}
