import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { abilityRulesFor } from '@talent/api/abilities';
import { http as apiHttp, storage } from '@talent/api/client';
import { mergeUserDetail } from '../src/app/userRefresh';
import { API, recruiter, renderAt, signIn } from './marketplace-render';
import { isShown } from './shown';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => {
  server.resetHandlers();
  setVisibility('visible');
});
afterAll(() => server.close());

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
}

/** The tab is shown again (or hidden), as the browser tells it. */
function tabBecomes(state: DocumentVisibilityState) {
  setVisibility(state);
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

describe('merging user_detail into the stored user', () => {
  it('takes the new plan, keeps the stored refresh token, and ignores what is not this account', () => {
    const current = recruiter({ current_plan: null });
    const fresh = { ...recruiter({ current_plan: [2, 'Growth Gear / TAT Momentum'] }), refreshToken: '' };
    expect(mergeUserDetail(current, fresh)).toEqual({
      ...current,
      current_plan: [2, 'Growth Gear / TAT Momentum'],
      refreshToken: 'r1',
    });
    expect(mergeUserDetail(current, { ...current, refreshToken: '' })).toBeNull();
    expect(mergeUserDetail(current, { ...fresh, id: 8 })).toBeNull();
    expect(mergeUserDetail(current, { count: 0, results: [] })).toBeNull();
  });
});

describe('the plan label stays current', () => {
  it('reads user_detail at start and again each time the tab becomes visible', async () => {
    signIn({ current_plan: null });
    let plan: [number, string] = [3, 'Pro Pulse / TAT Velocity'];
    let reads = 0;
    server.use(
      http.get(`${API}/api/user_detail`, () => {
        reads += 1;
        return HttpResponse.json({ ...recruiter({ current_plan: plan }), refreshToken: '' });
      }),
      http.get(`${API}/api/*`, () => HttpResponse.json({ count: 0, results: [] })),
    );
    renderAt('/pages/license');
    expect(isShown(await screen.findByRole('link', { name: 'Current plan: TAT Velocity' }))).toBe(true);
    expect(storage.getUserData()?.current_plan).toEqual([3, 'Pro Pulse / TAT Velocity']);
    expect(storage.getUserData()?.refreshToken).toBe('r1');
    expect(reads).toBe(1);

    // Bought in another tab: hiding this one asks nothing, coming back reads the account again.
    plan = [4, 'Elite Engine / TAT Infinity'];
    tabBecomes('hidden');
    expect(reads).toBe(1);
    tabBecomes('visible');
    expect(isShown(await screen.findByRole('link', { name: 'Current plan: TAT Infinity' }))).toBe(true);
    expect(reads).toBe(2);
  });

  it('keeps the stored user when user_detail fails', async () => {
    signIn({ current_plan: [2, 'Growth Gear / TAT Momentum'] });
    let answered = false;
    server.use(
      http.get(`${API}/api/user_detail`, () => {
        answered = true;
        return HttpResponse.json({ message: 'Down' }, { status: 500 });
      }),
      http.get(`${API}/api/*`, () => HttpResponse.json({ count: 0, results: [] })),
    );
    renderAt('/pages/license');
    await waitFor(() => expect(answered).toBe(true));
    expect(isShown(await screen.findByRole('link', { name: 'Current plan: TAT Momentum' }))).toBe(true);
    expect(storage.getUserData()?.current_plan).toEqual([2, 'Growth Gear / TAT Momentum']);
  });
});

describe('a role change reaches the menu and the route guards at the next token refresh (issue 19)', () => {
  it('reads user_detail again after a refresh, and the page the role lost ends at /misc/not-authorized', async () => {
    signIn();
    // The admin narrows the recruiter's rules while the session runs: RA (the wallet) is gone.
    let demoted = false;
    let expired = false;
    let reads = 0;
    let refreshes = 0;
    const narrowed = abilityRulesFor('recruiter').filter((r) => r.subject !== 'RA');
    const tokenOf = (request: Request) => request.headers.get('authorization');
    server.use(
      http.post(`${API}/api/refreshToken`, () => {
        refreshes += 1;
        return HttpResponse.json({ access: 'a2', refresh: 'r2' });
      }),
      http.get(`${API}/api/user_detail`, ({ request }) => {
        if (expired && tokenOf(request) === 'Bearer a1')
          return HttpResponse.json({ message: 'Token expired' }, { status: 401 });
        reads += 1;
        return HttpResponse.json({
          ...recruiter(demoted ? { ability: narrowed } : {}),
          refreshToken: '',
        });
      }),
      http.get(`${API}/api/*`, ({ request }) =>
        expired && tokenOf(request) === 'Bearer a1'
          ? HttpResponse.json({ message: 'Token expired' }, { status: 401 })
          : HttpResponse.json({ count: 0, results: [] }),
      ),
    );
    const router = renderAt('/wallet');
    await waitFor(() => expect(reads).toBe(1));
    expect(await screen.findByRole('heading', { name: 'Wallet', level: 1 })).toBeDefined();
    expect(router.state.location.pathname).toBe('/wallet');

    // The access token expires: the next call (any call) is refreshed, and the account is read again.
    demoted = true;
    expired = true;
    await act(async () => {
      await apiHttp.get('/api/my_wallet');
    });
    expect(refreshes).toBe(1);
    await waitFor(() => expect(reads).toBe(2));
    await waitFor(() => expect(router.state.location.pathname).toBe('/misc/not-authorized'));
    expect(storage.getUserData()?.ability).toEqual(narrowed);
    expect(screen.queryByRole('heading', { name: 'Wallet', level: 1 })).toBeNull();
  });
});
