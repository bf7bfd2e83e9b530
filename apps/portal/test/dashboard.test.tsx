import { act } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { handle, handlers, overrides, profileFixture } from '@talent/api/msw';
import DashboardPage from '../src/pages/dashboard/DashboardPage';
import { dailyTransactions } from '../src/pages/dashboard/dailyTransactions';
import { renderPage, signIn } from './profiles.harness';
import { isShown } from './shown';

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('daily transactions', () => {
  it('counts each ledger transaction once per UTC day over the last 14 days, today last', () => {
    const now = new Date('2026-11-22T10:00:00Z');
    const points = dailyTransactions(
      [
        { transaction_id: 1, created_at: '2026-11-22T09:00:00Z' },
        { transaction_id: 1, created_at: '2026-11-22T09:00:00Z' },
        { transaction_id: 2, created_at: '2026-11-22T01:00:00Z' },
        { transaction_id: 3, created_at: '2026-11-20T23:59:00Z' },
        { transaction_id: 4, created_at: '2026-10-01T00:00:00Z' },
      ],
      14,
      now,
    );
    expect(points).toHaveLength(14);
    expect(points.at(-1)).toEqual({ day: 'Nov 22', transactions: 2 });
    expect(points.at(-3)).toEqual({ day: 'Nov 20', transactions: 1 });
    expect(points[0]!.day).toBe('Nov 9');
    expect(points.reduce((sum, p) => sum + p.transactions, 0)).toBe(3);
  });
});

const top = () => screen.getByRole('grid', { name: 'Top TAT Earning Profiles' });

describe('the recruiter dashboard', () => {
  it('shows the token statistics and the spec table columns with stars', async () => {
    signIn('recruiter');
    renderPage('/dashboard', <DashboardPage />);
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Dashboard'));
    // 1000 shows as "1.0k" (spec 9); the exact figure is its tooltip and what a screen reader reads.
    await waitFor(() => expect(screen.getByTitle('1,000 TAT').textContent).toBe('1.0k TAT'));
    expect(isShown(screen.getByText('1,000 TAT'))).toBe(true);
    expect(isShown(screen.getByText('50 TTT'))).toBe(true);
    expect(isShown(screen.getByText('× 1.30'))).toBe(true);
    await waitFor(() => expect(within(top()).getAllByRole('row').length).toBeGreaterThan(1));
    const headers = within(top())
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers.slice(1)).toEqual([
      'Full Name',
      'Date Public',
      'Status',
      'Rating',
      'Price (TAT)',
      'Coin Earned (TAT)',
      'Mark Private',
      'Edit',
    ]);
    expect(within(top()).getAllByRole('img', { name: /^Rating .* out of 5$/ }).length).toBeGreaterThan(0);
    expect(screen.getAllByPlaceholderText('Search By Full Name')).toHaveLength(2);
    // The chart of daily transactions, with one row per day of the last 14 in its table for screen readers.
    const chart = await screen.findByRole('table', { name: 'Transactions per day, last 14 days' });
    expect(within(chart).getAllByRole('row')).toHaveLength(15);
  });

  it('marks one profile private with the 6-second toast, several with the plural toast', async () => {
    signIn('recruiter');
    const asked: unknown[] = [];
    server.use(
      handle('unpublicResume', ({ body }) => {
        asked.push(body);
        const ids = body.profile_ids ?? [body.profileId!];
        return { message: 'ok', profile_ids: ids };
      }),
    );
    renderPage('/dashboard', <DashboardPage />);
    await waitFor(() => expect(within(top()).getAllByRole('row').length).toBeGreaterThan(2));
    const rows = within(top()).getAllByRole('row').slice(1);
    const firstName = within(rows[0]!).getAllByRole('rowheader')[0]!.textContent!;
    await userEvent.click(within(rows[0]!).getByRole('button', { name: `Mark ${firstName} private` }));
    expect(isShown(await screen.findByText('Profile Has Been Marked Private'))).toBe(true);

    await userEvent.click(within(rows[0]!).getByRole('checkbox', { name: /^Select row/ }));
    await userEvent.click(within(rows[1]!).getByRole('checkbox', { name: /^Select row/ }));
    await userEvent.click(
      screen.getAllByRole('button', { name: 'Mark Private' }).find((b) => !b.closest('[role=row]'))!,
    );
    expect(isShown(await screen.findByText('Profiles Have Been Marked Private'))).toBe(true);
    expect(asked).toHaveLength(2);
    expect(asked[0]).toEqual({ profileId: expect.any(Number) });
    expect((asked[1] as { profile_ids: number[] }).profile_ids).toHaveLength(2);
  });

  it('shows "Something went wrong" when marking private fails', async () => {
    signIn('recruiter');
    server.use(overrides.serverError('unpublicResume'));
    renderPage('/dashboard', <DashboardPage />);
    await waitFor(() => expect(within(top()).getAllByRole('row').length).toBeGreaterThan(2));
    const row = within(top()).getAllByRole('row')[1]!;
    await userEvent.click(
      within(row)
        .getAllByRole('button')
        .find((b) => b.textContent === 'Mark Private')!,
    );
    expect(isShown(await screen.findByText('Something went wrong'))).toBe(true);
  });

  it('asks for the top profiles only once their panel nears the viewport, showing its loading table until then', async () => {
    signIn('recruiter');
    // A laid-out page whose panels are below the fold, and an observer the test drives.
    const observers: Array<{
      callback: (entries: Array<{ isIntersecting: boolean }>) => void;
      margin?: string;
    }> = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(
          callback: (entries: Array<{ isIntersecting: boolean }>) => void,
          options?: IntersectionObserverInit,
        ) {
          observers.push({ callback, margin: options?.rootMargin });
        }
        observe() {}
        disconnect() {}
      },
    );
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
      width: 400,
      height: 420,
      top: 1043,
    } as DOMRect);
    const asked: string[] = [];
    server.use(
      handle('mostEarnedProfile', () => {
        asked.push('most');
        return { count: 1, results: [profileFixture(1)] };
      }),
    );
    try {
      renderPage('/dashboard', <DashboardPage />);
      await waitFor(() => expect(screen.getByTitle('1,000 TAT').textContent).toBe('1.0k TAT'));
      const panel = screen.getByRole('heading', { name: 'Top TAT Earning Profiles' }).closest('section')!;
      expect(within(panel).queryByRole('grid')).toBeNull();
      // Its loading table: skeleton rows, read out as loading.
      expect(within(panel).getAllByText('Loading rows').length).toBeGreaterThan(0);
      expect(asked).toEqual([]);
      const topObserver = observers.find((o) => o.margin === '100px')!;
      act(() => topObserver.callback([{ isIntersecting: true }]));
      await waitFor(() => expect(within(top()).getAllByRole('row')).toHaveLength(2));
      expect(asked).toEqual(['most']);
      // The second panel waits in its placeholder; once it is near, its table watches nothing more.
      const least = observers.filter((o) => o.margin === '600px');
      expect(least).toHaveLength(1);
      act(() => least[0]!.callback([{ isIntersecting: true }]));
      await screen.findByRole('heading', { name: 'Least TAT Earning Profiles' });
      expect(observers.map((o) => o.margin).sort()).toEqual(['100px', '600px']);
    } finally {
      vi.unstubAllGlobals();
      vi.restoreAllMocks();
    }
  });

  it('shows the empty states and the empty-list messages', async () => {
    signIn('recruiter');
    server.use(overrides.empty('mostEarnedProfile'), overrides.empty('leastEarnedProfile'));
    renderPage('/dashboard', <DashboardPage />);
    expect(isShown(await screen.findByText('Keep uploading quality profiles for maximum earning'))).toBe(
      true,
    );
    // The second panel renders a frame later (below the fold in a browser; no layout here).
    expect(
      isShown(await screen.findByText('Upload quality resumes and make them public to start earning TAT')),
    ).toBe(true);
    expect(screen.getAllByText('No Data Found')).toHaveLength(2);
    expect(screen.getAllByText("Sorry, We Couldn't Find Any Data to Display")).toHaveLength(2);
  });

  it('searches by full name, pages by the chosen size', async () => {
    signIn('recruiter');
    const seen: string[] = [];
    server.use(
      handle('mostEarnedProfile', ({ request }) => {
        const url = new URL(request.url);
        seen.push(url.search);
        const all = Array.from({ length: 23 }, (_, i) => profileFixture(i + 1));
        const q = url.searchParams.get('search') ?? '';
        const hits = all.filter((p) => p.full_name.toLowerCase().includes(q.toLowerCase()));
        const limit = Number(url.searchParams.get('limit'));
        const offset = Number(url.searchParams.get('offset'));
        return { count: hits.length, results: hits.slice(offset, offset + limit) };
      }),
    );
    renderPage('/dashboard', <DashboardPage />);
    await waitFor(() => expect(within(top()).getAllByRole('row')).toHaveLength(11));
    expect(screen.getAllByText('Showing 1 to 10 of 23 entries').length).toBeGreaterThan(0);
    const panel = top().closest('section')!;
    await userEvent.click(within(panel).getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(within(top()).getAllByRole('row')).toHaveLength(4));
    await userEvent.type(within(panel).getByPlaceholderText('Search By Full Name'), 'Ava');
    await userEvent.click(within(panel).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(seen.at(-1)).toContain('search=Ava'));
    expect(seen.at(-1)).toContain('offset=0');
    await userEvent.click(within(panel).getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(seen.at(-1)).not.toContain('search='));
  });
});
