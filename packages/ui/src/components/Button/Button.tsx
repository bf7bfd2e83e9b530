import type { ReactNode } from 'react';
import {
  Button as RACButton,
  Link as RACLink,
  type ButtonProps as RACButtonProps,
  type LinkProps as RACLinkProps,
} from 'react-aria-components';
import type { Tone } from '../../theme/tokens';
import { toneClass } from '../../styles/tone.css';
import { cx } from '../../styles/cx';
import { Spinner } from '../Spinner';
import * as styles from './Button.css';

export const buttonVariants = ['solid', 'soft', 'outline', 'ghost'] as const;
export const buttonSizes = ['sm', 'md', 'lg'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];
export type ButtonSize = (typeof buttonSizes)[number];

interface ButtonLookProps {
  variant?: ButtonVariant;
  tone?: Tone;
  size?: ButtonSize;
}

/** Class names of a button look, for other elements that must look like one. */
export function buttonClassName({ variant = 'solid', tone = 'accent', size = 'md' }: ButtonLookProps = {}) {
  return cx(toneClass[tone], styles.button({ variant, size }));
}

export interface ButtonProps extends Omit<RACButtonProps, 'className' | 'children'>, ButtonLookProps {
  className?: string;
  children?: ReactNode;
}

/** A react-aria Button: press events, keyboard and pending state (a spinner, still focusable). */
export function Button({ variant, tone, size, className, children, isPending, ...props }: ButtonProps) {
  return (
    <RACButton
      {...props}
      isPending={isPending}
      className={cx(buttonClassName({ variant, tone, size }), className)}
    >
      {isPending ? (
        <span className={styles.content}>
          <Spinner size="sm" label="Loading" />
          {children}
        </span>
      ) : (
        children
      )}
    </RACButton>
  );
}

export interface LinkButtonProps extends Omit<RACLinkProps, 'className' | 'children'>, ButtonLookProps {
  className?: string;
  children?: ReactNode;
}

/** A link (navigates, `href`) that looks like a button. */
export function LinkButton({ variant, tone, size, className, children, ...props }: LinkButtonProps) {
  return (
    <RACLink {...props} className={cx(buttonClassName({ variant, tone, size }), className)}>
      {children}
    </RACLink>
  );
}
