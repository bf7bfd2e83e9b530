import { Link, type Key } from 'react-aria-components';
import { Icon } from '../../icons';
import { ActionMenu } from '../Menu';
import * as styles from './PipelineBoard.css';

export interface PipelineCardData<S extends Key> {
  id: Key;
  status: S;
  /** The applicant's name. */
  title: string;
  /** A second line (the job, the headline). */
  subtitle?: string;
  /** A formatted date (applied on, last moved on). */
  date?: string;
  /** Opens the application. */
  href?: string;
  /** The statuses this card may move to; the caller passes only the legal moves (`@talent/api/rules`). */
  nextStatuses: readonly S[];
}

export interface PipelineCardProps<S extends Key> {
  card: PipelineCardData<S>;
  statusLabel: (status: S) => string;
  moveLabel: (title: string) => string;
  moveTrigger: string;
  onMove: (cardId: Key, to: S) => void;
}

/** One applicant: name, subtitle, date and a "Move to…" menu of the legal next statuses only. */
export function PipelineCard<S extends Key>({
  card,
  statusLabel,
  moveLabel,
  moveTrigger,
  onMove,
}: PipelineCardProps<S>) {
  const items = card.nextStatuses.map((status) => ({ id: status, label: statusLabel(status) }));
  return (
    <li className={styles.card}>
      <p className={styles.cardTitle}>
        {card.href ? (
          // react-aria's Link: inside the app's RouterProvider it navigates without reloading the page.
          <Link className={styles.cardLink} href={card.href}>
            {card.title}
          </Link>
        ) : (
          card.title
        )}
      </p>
      {card.subtitle ? <p className={styles.cardMeta}>{card.subtitle}</p> : null}
      {/* The menu sits under the text, so a long name keeps the card's full width. */}
      <div className={styles.cardFooter}>
        {card.date ? <p className={styles.cardMeta}>{card.date}</p> : <span />}
        {items.length > 0 ? (
          <ActionMenu
            trigger={
              <>
                {moveTrigger}
                <Icon name="chevronDown" size={14} />
              </>
            }
            label={moveLabel(card.title)}
            items={items}
            triggerProps={{ size: 'sm', variant: 'outline' }}
            onAction={(id) => {
              // Map the menu's key back to the caller's own status value (and ignore anything else).
              const to = card.nextStatuses.find((status) => status === id);
              if (to !== undefined) onMove(card.id, to);
            }}
          />
        ) : null}
      </div>
    </li>
  );
}
