import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { storage } from '@talent/api/client';
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
