import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import useSWR from 'swr';
import { ToggleButton } from 'react-aria-components';
import { Button, Dialog, Icon, searchBookmarks, showToast } from '@talent/ui';
import { sendJson, swrFetcher } from '../lib/api';
import { DemoIcon } from '../lib/icons';
import { SearchBox } from '../lib/SearchBox';
import type { BookmarkItem } from '../mocks/data/search';
import * as styles from './shell.css';

const KEY = ['/api/bookmarks/data'] as const;

/**
 * The top bar's bookmarks (spec 001 sections 2 and 7): a star link per bookmarked page, and a bookmark
 * search that shows 6 suggestions while typing, each with a star that toggles it (`/api/bookmarks/update`).
 */
export function BookmarkStars() {
  const { data, mutate } = useSWR<{ suggestions: BookmarkItem[]; bookmarks: BookmarkItem[] }>(
    KEY,
    swrFetcher,
  );
  const [isOpen, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const suggestions = useMemo(() => {
    const all = data?.suggestions ?? [];
    if (!query.trim()) return all.filter((b) => b.isBookmarked);
    const hits = searchBookmarks(
      all.map((b) => ({ id: String(b.id), title: b.title, navLink: b.link })),
      query,
    );
    return hits.map((hit) => all.find((b) => String(b.id) === hit.id)!);
  }, [data, query]);

  const toggle = async (item: BookmarkItem) => {
    try {
      await sendJson('POST', '/api/bookmarks/update', { id: item.id });
      await mutate();
    } catch {
      showToast({ tone: 'critical', title: 'The bookmark could not be saved.' });
    }
  };

  return (
    <div className={styles.bookmarks}>
      <ul className={styles.starList} aria-label="Bookmarked pages">
        {(data?.bookmarks ?? []).map((item) => (
          <li key={item.id}>
            <Link to={item.link} className={styles.starLink} title={item.title} aria-label={item.title}>
              <span aria-hidden="true">{item.title.replace(/[^\p{L}]/gu, '').slice(0, 2)}</span>
            </Link>
          </li>
        ))}
      </ul>
      <Button variant="ghost" tone="neutral" aria-label="Bookmarks" onPress={() => setOpen(true)}>
        <DemoIcon name="star" />
      </Button>
      <Dialog isOpen={isOpen} onOpenChange={setOpen} title="Bookmarks" size="sm">
        <SearchBox label="Search bookmarks" value={query} onChange={setQuery} />
        {suggestions.length === 0 ? (
          <p className={styles.muted}>{query.trim() ? 'No Results' : 'No bookmarks yet.'}</p>
        ) : (
          <ul className={styles.suggestions} aria-label={query.trim() ? 'Suggestions' : 'Bookmarked pages'}>
            {suggestions.map((item) => (
              <li key={item.id} className={styles.suggestion}>
                <Link to={item.link} onClick={() => setOpen(false)} className={styles.suggestionLink}>
                  <Icon name="file" size={16} />
                  {item.title}
                </Link>
                <ToggleButton
                  isSelected={item.isBookmarked}
                  onChange={() => void toggle(item)}
                  aria-label={`Bookmark ${item.title}`}
                  className={styles.starToggle}
                >
                  <DemoIcon name="star" filled={item.isBookmarked} />
                </ToggleButton>
              </li>
            ))}
          </ul>
        )}
      </Dialog>
    </div>
  );
}
