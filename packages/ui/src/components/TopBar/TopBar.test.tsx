import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as stories from './TopBar.stories';

const { Default } = composeStories(stories);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A matchMedia that answers `matches` for the phone query of the bar and false for anything else. */
function phone(matches: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: matches && query.includes('max-width: 560px'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

describe('TopBar (stories in happy-dom)', () => {
  it('has the page search on a wide screen', () => {
    phone(false);
    render(<Default />);
    expect(screen.getByRole('combobox', { name: 'Search pages' }).getAttribute('aria-expanded')).toBe(
      'false',
    );
  });

  it('does not build the page search on a phone, where it has no room', () => {
    phone(true);
    render(<Default />);
    expect(screen.queryByRole('combobox')).toBeNull();
    // The rest of the bar stays.
    expect(screen.getByRole('button', { name: /Notifications/ }).getAttribute('aria-label')).toBe(
      'Notifications (2)',
    );
  });
});
