import type { ElementType, ReactNode } from 'react';
import { sprinkles, type Sprinkles } from '../../theme/sprinkles.css';
import type { Space } from '../../theme/tokens';
import { cx } from '../../styles/cx';

type Align = 'start' | 'center' | 'end' | 'stretch';
const alignMap = { start: 'flex-start', center: 'center', end: 'flex-end', stretch: 'stretch' } as const;

export interface StackProps {
  gap?: Space;
  align?: Align;
  as?: ElementType;
  className?: string;
  children: ReactNode;
}

/** Children in a column with even space between them. */
export function Stack({
  gap = 'medium',
  align = 'stretch',
  as: As = 'div',
  className,
  children,
}: StackProps) {
  return (
    <As
      className={cx(
        sprinkles({ display: 'flex', flexDirection: 'column', gap, alignItems: alignMap[align] }),
        className,
      )}
    >
      {children}
    </As>
  );
}

export interface InlineProps extends StackProps {
  justify?: 'start' | 'center' | 'end' | 'between';
  wrap?: boolean;
}

const justifyMap = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  between: 'space-between',
} as const satisfies Record<string, Sprinkles['justifyContent']>;

/** Children in a row (following the reading direction) that wraps by default. */
export function Inline({
  gap = 'small',
  align = 'center',
  justify = 'start',
  wrap = true,
  as: As = 'div',
  className,
  children,
}: InlineProps) {
  return (
    <As
      className={cx(
        sprinkles({
          display: 'flex',
          flexDirection: 'row',
          flexWrap: wrap ? 'wrap' : 'nowrap',
          gap,
          alignItems: alignMap[align],
          justifyContent: justifyMap[justify],
        }),
        className,
      )}
    >
      {children}
    </As>
  );
}
