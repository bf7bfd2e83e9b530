import { NavLink } from 'react-router-dom';
import { Badge, Button } from '@talent/ui';
import { DemoIcon } from '../../lib/icons';
import { emailLabels, type EmailsMeta } from '../../mocks/data/types';
import { folderTitles, labelTitles } from './model';
import * as styles from './email.css';

const folderOrder = ['inbox', 'sent', 'draft', 'starred', 'spam', 'trash'] as const;

/** The counts of spec 001's emailsMeta beside their folders: inbox and spam unread, all drafts. */
function countOf(folder: (typeof folderOrder)[number], meta: EmailsMeta | undefined) {
  if (!meta) return null;
  if (folder === 'inbox' && meta.inbox > 0) return { n: meta.inbox, label: `${meta.inbox} unread` };
  if (folder === 'draft' && meta.draft > 0) return { n: meta.draft, label: `${meta.draft} drafts` };
  if (folder === 'spam' && meta.spam > 0) return { n: meta.spam, label: `${meta.spam} unread` };
  return null;
}

export function EmailSidebar({ meta, onCompose }: { meta?: EmailsMeta; onCompose: () => void }) {
  return (
    <div className={styles.sidebar}>
      <Button onPress={onCompose}>Compose</Button>
      <nav aria-label="Mail folders">
        <ul className={styles.navList}>
          {folderOrder.map((folder) => {
            const count = countOf(folder, meta);
            return (
              <li key={folder}>
                <NavLink
                  to={folder === 'inbox' ? '/apps/email' : `/apps/email/${folder}`}
                  end
                  className={styles.navLink}
                >
                  <DemoIcon name={folder === 'starred' ? 'star' : folder === 'trash' ? 'trash' : 'mail'} />
                  <span className={styles.navText}>{folderTitles[folder]}</span>
                  {count ? (
                    <Badge
                      tone={folder === 'inbox' ? 'accent' : folder === 'spam' ? 'critical' : 'caution'}
                      aria-label={count.label}
                    >
                      {count.n}
                    </Badge>
                  ) : null}
                </NavLink>
              </li>
            );
          })}
        </ul>
      </nav>
      <nav aria-labelledby="email-labels-heading">
        <h2 id="email-labels-heading" className={styles.navHeading}>
          Labels
        </h2>
        <ul className={styles.navList}>
          {emailLabels.map((label) => (
            <li key={label}>
              <NavLink to={`/apps/email/label/${label}`} className={styles.navLink}>
                <span className={styles.labelDot[label]} aria-hidden="true" />
                <span className={styles.navText}>{labelTitles[label]}</span>
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
