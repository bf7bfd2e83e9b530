import type { ReactNode } from 'react';
import { cx } from '../../styles/cx';
import * as styles from './Card.css';

export interface CardProps {
  /** A heading at the top; with it the card is a labelled section. */
  title?: ReactNode;
  /** Heading level of the title (default 2). */
  headingLevel?: 2 | 3 | 4;
  /** Shown at the inline end of the header (buttons, menus). */
  actions?: ReactNode;
  className?: string;
  children?: ReactNode;
}

/** A raised surface: shadow in light/dark, outline in bordered. */
export function Card({ title, headingLevel = 2, actions, className, children }: CardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={cx(styles.card, className)}>
      {title || actions ? (
        <header className={styles.header}>
          {title ? <Heading className={styles.title}>{title}</Heading> : <span />}
          {actions}
        </header>
      ) : null}
      <div className={styles.body}>{children}</div>
    </section>
  );
}
