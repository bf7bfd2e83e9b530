import { composeRenderProps } from 'react-aria-components';

/** Joins class names, skipping empty ones. */
export function cx(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}

/**
 * Puts our base class before a caller's className, which react-aria lets be a function of the render
 * props (`({ isInvalid }) => ...`); the React Aria Components starters' `composeTailwindRenderProps`,
 * with vanilla-extract classes instead of Tailwind.
 */
export function composeClassName<T>(
  className: string | ((renderProps: T) => string) | undefined,
  base: string,
): (renderProps: T) => string {
  return composeRenderProps(className, (own) => cx(base, own));
}
