import { useMemo, useState } from 'react';
import { Card, EmptyState, Icon, iconNames } from '@talent/ui';
import { SearchBox } from '../lib/SearchBox';
import * as styles from './icons.css';

/** Words of an icon's name: `chevronDown` -> "chevron down". */
export const iconWords = (name: string) => name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();

/** Every icon the design system exports (`iconNames` of packages/ui), searchable by name (issue 22). */
export function IconsPage() {
  const [query, setQuery] = useState('');
  const shown = useMemo(() => {
    const words = query.trim().toLowerCase();
    return words
      ? iconNames.filter((name) => iconWords(name).includes(words) || name.toLowerCase().includes(words))
      : iconNames;
  }, [query]);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Icons</h1>
      <p className={styles.lead}>
        Every icon of the design system, drawn with the current text colour. Icons are decorative: the control
        around one gives it a name.
      </p>
      <Card aria-label="Icons">
        <div className={styles.toolbar}>
          <SearchBox label="Search icons" value={query} onChange={setQuery} />
          <p className={styles.count} role="status">
            {shown.length === iconNames.length
              ? `${iconNames.length} icons`
              : `${shown.length} of ${iconNames.length} icons`}
          </p>
        </div>
        {shown.length === 0 ? (
          <EmptyState
            kind="search"
            title="No icons found"
            description={`No icon name matches "${query.trim()}".`}
          />
        ) : (
          <ul className={styles.grid} aria-label="Icons">
            {shown.map((name) => (
              <li key={name} className={styles.tile}>
                <Icon name={name} size={28} />
                <code className={styles.name}>{name}</code>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}

export default IconsPage;
