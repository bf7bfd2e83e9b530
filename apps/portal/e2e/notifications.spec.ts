import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, loginThroughUi } from './support/fixtures';
import { testWithOwnServer } from './own-server';

/**
 * Issue 7: a notification sent by the server while a recruiter is on the dashboard appears in the bell within
 * a second, grouped per job; opening it removes the entry and lands on /jobs/reveived/profiles/:job_id; the
 * socket reconnects after the server restarts. The server lets an admin publish a notification with
 * POST /api/notifications/send (docs/server.md "Notifications").
 * Its own server: the admin's login must not end another spec file's admin session, and it is restarted.
 */
const test = testWithOwnServer('notifications');

async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/login', {
    data: { email: 'admin@example.com', password: DEMO_PASSWORD },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { accessToken: string }).accessToken;
}

function sender(request: APIRequestContext, token: string, userId: number) {
  return async (job_id: number, profileId: number, message: string) => {
    const res = await request.post('/api/notifications/send', {
      headers: { authorization: `Bearer ${token}` },
      data: { user_id: userId, job_id, message, profileId },
    });
    expect(res.status(), await res.text()).toBe(200);
    return ((await res.json()) as { delivered: number }).delivered;
  };
}

async function signedInUserId(page: Page): Promise<number> {
  return page.evaluate(() => (JSON.parse(localStorage.getItem('userData') ?? '{}') as { id: number }).id);
}

test('server notifications reach the bell, grouped per job, open the received profiles, and survive a server restart', async ({
  page,
  request,
  ownServer: server,
}) => {
  // The page's clock runs as usual until the restart below, where the test moves it past the reconnect delay.
  await page.clock.install();
  const token = await adminToken(request);
  const firstSocket = page.waitForEvent('websocket', (ws) => ws.url().includes('/api/notifications/'));
  await loginThroughUi(page, 'recruiter@example.com');
  await expect(page).toHaveURL(/\/dashboard$/);
  const ws = await firstSocket;
  // The URL carries a one-time socket ticket, never the access token (issue 24).
  const ticket = new URL(ws.url()).searchParams.get('token');
  expect(ticket).toBeTruthy();
  expect(ticket).not.toBe(await page.evaluate(() => localStorage.getItem('accessToken')));
  const send = sender(request, token, await signedInUserId(page));
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications');

  // The first message is sent again until the server has the socket registered (delivered > 0), so exactly
  // one copy arrives.
  await expect
    .poll(() => send(7001, 11, 'New applicant for Backend Engineer'), { timeout: 10_000 })
    .toBeGreaterThan(0);
  await expect(bell).toHaveAccessibleName('Notifications (1)');
  expect(await send(7001, 12, 'New applicant for Backend Engineer')).toBe(1);
  expect(await send(7002, 13, 'New applicant for Data Analyst')).toBe(1);
  await expect(bell).toHaveAccessibleName('Notifications (2)');

  // Stored under the spec's key, one entry per job with its profile ids.
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('notifications') ?? '[]'));
  expect(stored).toEqual([
    { job_id: 7002, message: 'New applicant for Data Analyst', seekersIds: [13], isClick: false },
    { job_id: 7001, message: 'New applicant for Backend Engineer', seekersIds: [11, 12], isClick: false },
  ]);

  await bell.click();
  const menu = page.getByRole('menu', { name: 'Notifications' });
  await expect(menu.getByRole('menuitem')).toHaveCount(2);
  const backend = menu.getByRole('menuitem', { name: /Backend Engineer/ });
  await expect(backend).toContainText('2 profiles received');
  await backend.click();
  await expect(page).toHaveURL(/\/jobs\/reveived\/profiles\/7001$/);
  await expect(bell).toHaveAccessibleName('Notifications (1)');
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('notifications') ?? '[]'))).toEqual([
    stored[0],
  ]);

  // The server restarts: the socket closes and comes back (1 s, 2 s, 4 s ... backoff) with a new ticket.
  // Instead of waiting out the delays that grew while the server was down, the page's clock jumps past the
  // longest one (30 s), which fires the pending reconnect at once.
  const again = page.waitForEvent('websocket', (w) => w.url().includes('/api/notifications/'));
  await server.stop();
  await server.restart();
  await page.clock.fastForward(30_000);
  await again;
  await expect
    .poll(() => send(7002, 14, 'New applicant for Data Analyst'), { timeout: 10_000 })
    .toBeGreaterThan(0);
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('notifications') ?? '[]')))
    .toEqual([
      { job_id: 7002, message: 'New applicant for Data Analyst', seekersIds: [13, 14], isClick: false },
    ]);
  await expect(bell).toHaveAccessibleName('Notifications (1)');
});

test('a job seeker has no bell: their socket brings toasts, never bell entries', async ({
  page,
  request,
}) => {
  // Issue 16: job seekers open the socket for the statuses of their applications (kept live in
  // /my_applied_job); a message never becomes a stored entry, as they have no bell to open it.
  const socket = page.waitForEvent('websocket', (ws) => ws.url().includes('/api/notifications/'));
  await loginThroughUi(page, 'jobseeker@example.com');
  await expect(page).toHaveURL(/\/search_job$/);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^Notifications/ })).toHaveCount(0);
  await socket;

  const send = sender(request, await adminToken(request), await signedInUserId(page));
  // Delivered once the server has registered the socket (it answers the upgrade after registering).
  await expect.poll(() => send(7003, 21, 'A message for a job seeker')).toBe(1);
  await expect(page.getByText('A message for a job seeker').first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^Notifications/ })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('notifications'))).toBeNull();
});
