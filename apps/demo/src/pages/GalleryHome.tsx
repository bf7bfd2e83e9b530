import { Link } from 'react-router-dom';
import { Badge, Card } from '@talent/ui';
import { canOpen } from '../auth/abilities';
import { useDemoAbility } from '../auth/useDemoSession';
import { gallery, groupedGallery } from '../gallery';
import { externalHref } from '../shell/menu';
import * as styles from './pages.css';

/**
 * The gallery's index: the demo screens of spec 001 the demo user may read, by group; built ones link, the
 * rest say so. The mail templates are static pages outside the app: plain links, opened in a new tab.
 */
export function GalleryHome() {
  const ability = useDemoAbility();
  const visible = gallery.filter((entry) => canOpen(ability, entry));
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Template gallery</h1>
      <p className={styles.lead}>
        Demo screens inherited from the admin template, built on the design system. They run on sample data
        answered in the browser, never on the product server.
      </p>
      {[...groupedGallery(visible)].map(([group, entries]) => (
        <section key={group} aria-labelledby={`group-${group}`} className={styles.group}>
          <h2 id={`group-${group}`} className={styles.groupTitle}>
            {group}
          </h2>
          <ul className={styles.grid}>
            {entries.map((entry) => (
              <li key={entry.id}>
                <Card title={entry.title} headingLevel={3}>
                  <div className={styles.cardBody}>
                    {entry.external ? (
                      <a href={externalHref(entry)} target="_blank" rel="noopener noreferrer">
                        /demo{entry.path}
                        <span className={styles.visuallyHidden}> (opens in a new tab)</span>
                      </a>
                    ) : (
                      <Link to={entry.path}>/demo{entry.path}</Link>
                    )}
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
