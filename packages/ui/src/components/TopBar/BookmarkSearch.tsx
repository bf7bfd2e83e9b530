import { useMemo, useState } from 'react';
import { Icon } from '../../icons';
import { ComboBox } from '../ComboBox';
import { searchBookmarks, type Bookmark } from './bookmarks';
import * as styles from './TopBar.css';

export interface BookmarkSearchProps {
  bookmarks: readonly Bookmark[];
  onNavigate: (bookmark: Bookmark) => void;
  label?: string;
  placeholder?: string;
  emptyText?: string;
}

/** Search the menu's pages: up to 6 suggestions while typing; Enter or a click goes there. */
export function BookmarkSearch({
  bookmarks,
  onNavigate,
  label = 'Search pages',
  placeholder = 'Search...',
  emptyText = 'No Results',
}: BookmarkSearchProps) {
  const [query, setQuery] = useState('');
  const suggestions = useMemo(() => searchBookmarks(bookmarks, query), [bookmarks, query]);
  return (
    <ComboBox
      label={label}
      isLabelHidden
      placeholder={placeholder}
      className={styles.search}
      leadingIcon={<Icon name="search" size={18} />}
      inputValue={query}
      onInputChange={setQuery}
      options={suggestions.map((b) => ({ id: b.id, label: b.title, description: b.navLink }))}
      allowsEmptyCollection={query.trim().length > 0}
      emptyText={emptyText}
      menuTrigger="input"
      onSelectionChange={(id) => {
        const bookmark = bookmarks.find((b) => b.id === id);
        if (bookmark) {
          onNavigate(bookmark);
          setQuery('');
        }
      }}
    />
  );
}
