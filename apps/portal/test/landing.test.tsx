/** The landing page (issue 20): `/` for a visitor shows the five landing sections and the plans, with
 * calls to sign up; the carousel turns on its own, pauses, and never moves when reduced motion is asked. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router-dom';
import { setupServer } from 'msw/node';
import { handlers, landingFixture } from '@talent/api/msw';
import { App } from '../src/app/App';
import { buildRouteObjects } from '../src/routes/router';
import { Carousel, SLIDE_MS } from '../src/pages/landing/Carousel';

const server = setupServer(...handlers);
server.listen({ onUnhandledRequest: 'bypass' });
afterEach(() => {
  vi.useRealTimers();
  server.resetHandlers();
});

const slides = landingFixture('sliding_window').items;
const current = () => screen.getByRole('group', { name: /of 3/ });

function mockReducedMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: reduce && query.includes('prefers-reduced-motion'),
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
}

describe('the carousel', () => {
  it('turns to the next slide on its own and stops when paused', async () => {
    mockReducedMotion(false);
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    render(<Carousel label="Highlights" slides={slides} />);
    expect(within(current()).getByRole('heading').textContent).toBe('Find talent faster');
    await act(async () => {
      vi.advanceTimersByTime(SLIDE_MS);
    });
    expect(within(current()).getByRole('heading').textContent).toBe('Earn from your collection');
    screen.getByRole('button', { name: 'Pause slides' }).click();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Play slides' })).toBeDefined());
    await act(async () => {
      vi.advanceTimersByTime(SLIDE_MS * 3);
    });
    expect(within(current()).getByRole('heading').textContent).toBe('Earn from your collection');
  });

  it('never moves by itself when reduced motion is asked for, and offers no pause', async () => {
    mockReducedMotion(true);
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    render(<Carousel label="Highlights" slides={slides} />);
    await act(async () => {
      vi.advanceTimersByTime(SLIDE_MS * 3);
    });
    expect(within(current()).getByRole('heading').textContent).toBe('Find talent faster');
    expect(screen.queryByRole('button', { name: 'Pause slides' })).toBeNull();
  });

  it('moves with the buttons and the dots', async () => {
    mockReducedMotion(true);
    render(<Carousel label="Highlights" slides={slides} />);
    await userEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(within(current()).getByRole('heading').textContent).toBe('Work with freelancers');
    await userEvent.click(screen.getByRole('button', { name: 'Slide 2: Earn from your collection' }));
    expect(within(current()).getByRole('heading').textContent).toBe('Earn from your collection');
    expect(
      screen.getByRole('button', { name: 'Slide 2: Earn from your collection' }).getAttribute('aria-current'),
    ).toBe('true');
  });
});

describe('/ for a visitor', () => {
  it('shows the landing sections, the plans and the calls to sign up', async () => {
    localStorage.clear();
    const router = createMemoryRouter(buildRouteObjects(), { initialEntries: ['/'] });
    render(<App router={router} apiBaseUrl="http://portal.test" />);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Hire from profiles that recruiters already trust',
      }),
    ).toBeDefined();
    expect(router.state.location.pathname).toBe('/');
    expect(await screen.findByRole('heading', { name: 'A market for talent' })).toBeDefined();
    expect(screen.getByText('Globex Talent')).toBeDefined();
    expect(await screen.findByRole('heading', { name: 'Built for the way recruiters work' })).toBeDefined();
    expect(await screen.findByRole('heading', { name: 'What are you waiting for?' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Sign up free' }).getAttribute('href')).toBe('/register');
    expect(screen.getByRole('link', { name: 'See pricing' }).getAttribute('href')).toBe('/pages/pricing');
    // Issue 43: the blog is linked from the top bar and the footer; its "Sign up free" opens this section.
    expect(screen.getAllByRole('link', { name: 'Blog' }).map((a) => a.getAttribute('href'))).toEqual([
      '/blog',
      '/blog',
    ]);
    expect(screen.getByRole('heading', { name: 'What are you waiting for?' }).closest('section')?.id).toBe(
      'sign-up',
    );
    expect(screen.getByRole('link', { name: 'Questions? Read the FAQ' }).getAttribute('href')).toBe(
      '/pages/faq',
    );
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 3 }).length).toBeGreaterThan(4));
    expect(document.title).toBe('Talent Marketplace: hire from trusted resume profiles');
  });
});
