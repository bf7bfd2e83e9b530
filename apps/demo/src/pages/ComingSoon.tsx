import { Link } from 'react-router-dom';
import { EmptyState } from '@talent/ui';
import type { GalleryEntry } from '../gallery';
import * as styles from './pages.css';

/** The page of a gallery screen that is not built yet (its route exists, so no link is dead). */
export function ComingSoon({ entry }: { entry: GalleryEntry }) {
  return (
    <div className={styles.page} data-placeholder="coming-soon">
      <h1 className={styles.title}>{entry.title}</h1>
      <EmptyState
        title="Coming soon"
        description={`The ${entry.title} template is not in the gallery yet.`}
        action={<Link to="/gallery">Back to the gallery</Link>}
      />
    </div>
  );
}

export function NotFound() {
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Page not found</h1>
      <EmptyState
        kind="search"
        title="No template here"
        description="This address is not one of the gallery's screens."
        action={<Link to="/gallery">Back to the gallery</Link>}
      />
    </div>
  );
}
