import type { ReactNode } from 'react';
import { Dialog } from '../Dialog';
import { EmptyState } from '../EmptyState';
import { Skeleton } from '../Skeleton';
import * as styles from './ProfileViewerDialog.css';

/** Page images: a list, or the API's map of page keys to base64 JPEG strings. */
export type ProfilePages = readonly string[] | Readonly<Record<string, string>>;

/** Orders pages by key number ("page_2" before "page_10") and turns bare base64 into data URLs. */
export function pageImageSources(pages: ProfilePages | null | undefined): string[] {
  if (!pages) return [];
  const list = Array.isArray(pages)
    ? (pages as readonly string[])
    : Object.entries(pages as Record<string, string>)
        .sort(([a], [b]) => a.localeCompare(b, undefined, { numeric: true }))
        .map(([, value]) => value);
  return (
    list
      .filter((value) => value.trim().length > 0)
      // A bare base64 JPEG always starts with "/9j/", which must not be taken for a root-relative path.
      .map((value) =>
        /^(data:|https?:|blob:|\/(?!9j\/))/.test(value) ? value : `data:image/jpeg;base64,${value}`,
      )
  );
}

export interface ProfileViewerDialogProps {
  title: ReactNode;
  /** Alternative text prefix of each page ("{name} page 2"). */
  pageLabel?: string;
  pages: ProfilePages | null | undefined;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  isLoading?: boolean;
  emptyText?: string;
}

/** A large scrolling dialog (at most 900 px high) with a profile's page images, or "No Results". */
export function ProfileViewerDialog({
  title,
  pageLabel = 'Profile',
  pages,
  isOpen,
  onOpenChange,
  isLoading,
  emptyText = 'No Results',
}: ProfileViewerDialogProps) {
  const sources = pageImageSources(pages);
  return (
    <Dialog title={title} isOpen={isOpen} onOpenChange={onOpenChange} size="lg" className={styles.modal}>
      {isLoading ? (
        <div className={styles.loading} role="status" aria-label="Loading pages" aria-busy="true">
          <Skeleton height={520} />
          <Skeleton height={520} />
        </div>
      ) : sources.length === 0 ? (
        <EmptyState kind="file" title={emptyText} />
      ) : (
        <div className={styles.pages}>
          {sources.map((src, index) => (
            <img
              key={index}
              src={src}
              alt={`${pageLabel} page ${index + 1}`}
              className={styles.page}
              loading="lazy"
              decoding="async"
            />
          ))}
        </div>
      )}
    </Dialog>
  );
}
