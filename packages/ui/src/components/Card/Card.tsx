import { useId, type ReactNode } from 'react';
import { isolate } from '../../bidi';
import { cx } from '../../styles/cx';
import * as styles from './Card.css';

export interface CardProps {
  /** A heading at the top; with it the card is a section named by its heading (a region landmark). */
  title?: ReactNode;
  /** Heading level of the title (default 2). */
  headingLevel?: 2 | 3 | 4;
  /** Shown at the inline end of the header (buttons, menus). */
  actions?: ReactNode;
  /** Names a card without a visible title (a card with a title is named by it). */
  'aria-label'?: string;
  className?: string;
  children?: ReactNode;
}

/** A raised surface: shadow in light/dark, outline in bordered. */
export function Card({
  title,
  headingLevel = 2,
  actions,
  'aria-label': ariaLabel,
  className,
  children,
}: CardProps) {
  const Heading = `h${headingLevel}` as const;
  const titleId = useId();
  return (
    <section
      className={cx(styles.card, className)}
      aria-labelledby={title ? titleId : undefined}
      aria-label={title ? undefined : ariaLabel}
    >
      {title || actions ? (
        <header className={styles.header}>
          {title ? (
            <Heading id={titleId} className={styles.title}>
              {isolate(title)}
            </Heading>
          ) : (
            <span />
          )}
          {actions}
        </header>
      ) : null}
      <div className={styles.body}>{children}</div>
    </section>
  );
}
