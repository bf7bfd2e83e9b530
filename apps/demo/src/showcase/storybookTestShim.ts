/**
 * The gallery's stand-in for `storybook/test` (aliased in apps/demo/vite.config.ts, for the gallery's own
 * build only; Storybook and its tests use the real module). The showcase pages render the design system's
 * stories but never run their play functions, so only `fn()` (mock callbacks in a story's args) is ever
 * called; the test library (expect, user-event, testing-library: about 600 kB) stays out of the gallery.
 */

type AnyFunction = (...args: never[]) => unknown;

/** A callback that does nothing but call `implementation` (Storybook's `fn()` would also record calls). */
export function fn<T extends AnyFunction>(implementation?: T): T {
  return ((...args: never[]) => implementation?.(...args)) as T;
}

function playOnly(name: string) {
  return () => {
    throw new Error(`storybook/test's ${name} is for play functions, which the gallery does not run.`);
  };
}

export const expect = playOnly('expect');
export const userEvent = {
  setup: playOnly('userEvent'),
  click: playOnly('userEvent'),
  type: playOnly('userEvent'),
};
export const waitFor = playOnly('waitFor');
export const within = playOnly('within');

/** @storybook/react configures the test library's act() handling; nothing to configure here. */
export function configure(): void {}

/*
 * What Storybook's own story composition (storybook/csf) asks of the test library: it logs mock calls as
 * actions and resets mocks between stories. The gallery's callbacks are not mocks, so there is nothing to do.
 */
export const onMockCall = (): (() => void) => () => undefined;
export const uninstrumentedUserEvent = userEvent;
export const isMockFunction = (): boolean => false;
export function clearAllMocks(): void {}
export function resetAllMocks(): void {}
export function restoreAllMocks(): void {}
