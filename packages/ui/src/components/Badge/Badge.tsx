import type { ReactNode } from 'react';
import type { Tone } from '../../theme/tokens';
import { toneClass } from '../../styles/tone.css';
import { cx } from '../../styles/cx';
import { badge } from './Badge.css';

export const badgeVariants = ['solid', 'soft', 'outline'] as const;

export interface BadgeProps {
  tone?: Tone;
  variant?: (typeof badgeVariants)[number];
  /** Read instead of the visible text (e.g. "3 unread" for "3"). */
  'aria-label'?: string;
  className?: string;
  children: ReactNode;
}

/** A short status or count label. */
export function Badge({ tone = 'accent', variant = 'soft', className, children, ...aria }: BadgeProps) {
  return (
    <span
      className={cx(toneClass[tone], badge({ variant }), className)}
      role={aria['aria-label'] ? 'img' : undefined}
      {...aria}
    >
      {children}
    </span>
  );
}
