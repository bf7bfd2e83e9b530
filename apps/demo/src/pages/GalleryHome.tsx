import { Link } from 'react-router-dom';
import { Badge, Card } from '@talent/ui';
import { groupedGallery } from '../gallery';
import * as styles from './pages.css';

/** The gallery's index: every demo screen of spec 001 by group; built ones link, the rest say so. */
export function GalleryHome() {
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Template gallery</h1>
      <p className={styles.lead}>
        Demo screens inherited from the admin template, built on the design system. They run on sample data
        answered in the browser, never on the product server.
      </p>
      {[...groupedGallery()].map(([group, entries]) => (
        <section key={group} aria-labelledby={`group-${group}`} className={styles.group}>
          <h2 id={`group-${group}`} className={styles.groupTitle}>
            {group}
          </h2>
          <ul className={styles.grid}>
            {entries.map((entry) => (
              <li key={entry.id}>
                <Card title={entry.title} headingLevel={3}>
                  <div className={styles.cardBody}>
                    <Link to={entry.path}>/demo{entry.path}</Link>
                    {entry.built ? null : <Badge tone="neutral">Coming soon</Badge>}
                  </div>
                </Card>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
