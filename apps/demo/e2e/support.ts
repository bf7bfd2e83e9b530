import type { Page } from '@playwright/test';

/** The gallery's root on the server global-setup.ts started (it sets DEMO_E2E_URL). */
export const base = () => `${process.env.DEMO_E2E_URL}/demo`;

/** Page errors and console errors of a page, collected for the test to assert none. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}
