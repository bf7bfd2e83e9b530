import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router-dom';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { abilityRulesFor, type Role } from '@talent/api/abilities';
import { storage, type StoredUserData } from '@talent/api/client';
import { toastQueue } from '@talent/ui';
import { App } from '../src/app/App';
import { buildRouteObjects } from '../src/routes/router';
import { isShown } from './shown';

const API = 'http://portal.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function userData(role: Role, extra: Partial<StoredUserData> = {}): StoredUserData {
  return {
    id: 1,
    full_name: `Demo ${role}`,
    role,
    avatar: null,
    email: `${role}@example.com`,
    is_email_verified: true,
    current_plan: null,
    refreshToken: 'r1',
    hire_visa_candidates_statement: null,
    about_company_statement: 'We hire.',
    equal_employee_opportunity: null,
    sub_user: null,
    userType: null,
    mobile: null,
    talentru_coin: 0,
    ability: abilityRulesFor(role),
    ...extra,
  };
}

function signInAs(role: Role, extra: Partial<StoredUserData> = {}) {
  storage.saveSession({ userData: userData(role, extra), accessToken: 'a1', refreshToken: 'r1' });
}

function renderAt(path: string) {
  const router = createMemoryRouter(buildRouteObjects(), { initialEntries: [path] });
  render(<App router={router} apiBaseUrl={API} />);
  return router;
}

/**
 * The test window is narrow (happy-dom's 1024 px, under the shell's 1200 px), where the menu is built when
 * the user opens it, as on a phone.
 */
async function openMenu(): Promise<void> {
  await userEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
  await screen.findByRole('navigation', { name: 'Main menu' });
}

describe('guards through the router', () => {
  it('sends a visitor to /login', async () => {
    const router = renderAt('/dashboard');
    expect(isShown(await screen.findByRole('heading', { name: 'Welcome back' }))).toBe(true);
    expect(router.state.location.pathname).toBe('/login');
  });

  it('sends a job seeker opening a recruiter route to /misc/not-authorized', async () => {
    signInAs('jobseeker');
    const router = renderAt('/dashboard');
    expect(isShown(await screen.findByRole('heading', { name: 'You are not authorized!' }))).toBe(true);
    expect(router.state.location.pathname).toBe('/misc/not-authorized');
  });

  it('sends a signed-in recruiter from /login to /dashboard, inside the shell with a filtered menu', async () => {
    signInAs('recruiter', { current_plan: [2, 'TAT Momentum'] });
    const router = renderAt('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    await openMenu();
    await waitFor(() => expect(document.title).toBe('Dashboard | Talent Marketplace'));
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    await userEvent.click(within(nav).getByRole('button', { name: 'Marketplace' }));
    expect(within(nav).getByRole('link', { name: 'Market Place' }).getAttribute('href')).toBe(
      '/market_place',
    );
    await userEvent.click(within(nav).getByRole('button', { name: 'Account' }));
    expect(within(nav).getByRole('link', { name: 'Wallet' }).getAttribute('href')).toBe('/wallet');
    expect(within(nav).queryByRole('link', { name: 'Search Job' })).toBeNull();
    expect(within(nav).queryByRole('button', { name: 'User Management' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Current plan: TAT Momentum' }).textContent).toBe('TAT Momentum');
  });

  it('opens the section of the current page and remembers the sections the user opens and closes', async () => {
    signInAs('recruiter');
    renderAt('/wallet');
    await openMenu();
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    const section = (name: string) => within(nav).getByRole('button', { name });
    expect(section('Account').getAttribute('aria-expanded')).toBe('true');
    expect(within(nav).getByRole('link', { name: 'Wallet' }).getAttribute('aria-current')).toBe('page');
    expect(section('Hiring').getAttribute('aria-expanded')).toBe('false');
    expect(within(nav).queryByRole('link', { name: 'Job Template' })).toBeNull();

    await userEvent.click(section('Hiring'));
    await userEvent.click(section('Account'));
    expect(within(nav).getByRole('link', { name: 'Job Template' }).getAttribute('href')).toBe(
      '/job_template',
    );
    expect(within(nav).queryByRole('link', { name: 'Wallet' })).toBeNull();
    expect(JSON.parse(localStorage.getItem('menuOpenGroups') ?? '{}')).toEqual({
      hiring: true,
      'account-section': false,
    });
  });

  it('restores the remembered sections on the next visit', async () => {
    localStorage.setItem('menuOpenGroups', JSON.stringify({ communication: true, hiring: false }));
    signInAs('recruiter');
    renderAt('/jobs');
    await openMenu();
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(nav).getByRole('button', { name: 'Communication' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    expect(within(nav).getByRole('link', { name: 'SMS Template' }).getAttribute('href')).toBe(
      '/sms_template',
    );
    // Closed by the user: it stays closed even on one of its pages.
    expect(within(nav).getByRole('button', { name: 'Hiring' }).getAttribute('aria-expanded')).toBe('false');
    expect(within(nav).getByRole('button', { name: 'Profiles' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('shows the job seeker menu to a job seeker and "no Plan" only to recruiters', async () => {
    signInAs('jobseeker');
    renderAt('/search_job');
    await openMenu();
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    const links = within(nav)
      .getAllByRole('link')
      .map((a) => a.textContent);
    // The logo's home link leads the menu's landmark (so no shell content is outside a landmark).
    expect(links).toEqual([
      'Talent Marketplace',
      'Dashboard',
      'Upload Profile',
      'Uploaded Profile',
      'Search Job',
      'Applied Job',
    ]);
    expect(screen.queryByRole('link', { name: /Current plan/ })).toBeNull();
  });

  it('forces a recruiter with an incomplete profile to /profile', async () => {
    signInAs('recruiter', { about_company_statement: null });
    server.use(http.get(`${API}/api/*`, () => HttpResponse.json({ count: 0, results: [] })));
    const router = renderAt('/wallet');
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Profile'));
    expect(router.state.location.pathname).toBe('/profile');
  });

  it('lets a visitor open public pages', async () => {
    renderAt('/pages/faq');
    expect(isShown(await screen.findByRole('heading', { name: 'Frequently Asked Questions' }))).toBe(true);
  });
});

describe('login page', () => {
  it('shows the server error on a wrong password', async () => {
    server.use(
      http.post(`${API}/api/login`, () =>
        HttpResponse.json({ message: 'Email or Password is Invalid' }, { status: 400 }),
      ),
    );
    renderAt('/login');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Email/), 'recruiter@example.com');
    await user.type(screen.getByLabelText(/Password/), 'nope-nope');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Email or Password is Invalid');
    expect(storage.getUserData()).toBeNull();
  });

  it('stores the session and lands on the role page', async () => {
    server.use(
      http.post(`${API}/api/login`, () =>
        HttpResponse.json({ userData: userData('freelancer'), accessToken: 'acc', refreshToken: 'ref' }),
      ),
    );
    const router = renderAt('/login');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Email/), 'freelancer@example.com');
    await user.type(screen.getByLabelText(/Password/), 'Demo#2026');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/fl_dashboard'));
    expect(storage.getAccessToken()).toBe('acc');
    expect(storage.getRefreshToken()).toBe('ref');
  });
});

describe('login with an e-mailed code', () => {
  it('asks for a code, then signs in with it', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(`${API}/api/get_otp`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ message: 'A 4-digit login code has been sent to your e-mail.' });
      }),
      http.post(`${API}/api/login`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({
          userData: userData('jobseeker'),
          accessToken: 'acc',
          refreshToken: 'ref',
        });
      }),
    );
    const router = renderAt('/login');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sign in with an e-mailed code instead' }));
    expect(screen.queryByLabelText(/^Password/)).toBeNull();
    await user.type(screen.getByLabelText(/Email/), 'jobseeker@example.com');
    await user.click(screen.getByRole('button', { name: 'Send login code' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'A 4-digit login code has been sent to your e-mail.',
    );
    await user.type(screen.getByLabelText(/Login code/), '98x76');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/search_job'));
    expect(bodies).toEqual([
      { email: 'jobseeker@example.com' },
      { email: 'jobseeker@example.com', otp: '9876' },
    ]);
  });
});

describe('logout', () => {
  it('clears all local storage and goes to /login', async () => {
    signInAs('admin');
    localStorage.setItem('payment_details', '{"subscription":1}');
    let logoutBody: unknown;
    server.use(
      http.post(`${API}/api/jwt/logout`, async ({ request }) => {
        logoutBody = await request.json();
        return HttpResponse.json({ message: 'Logged out' });
      }),
      http.get(`${API}/api/*`, () => HttpResponse.json({ count: 0, results: [] })),
    );
    const router = renderAt('/profile');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Account: Demo admin' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.length).toBe(0);
    expect(logoutBody).toEqual({ refresh: 'r1' });
  });
});

describe('e-mail verification overlay', () => {
  it('blurs the page, shows the 400 message in a red alert, and marks the user verified on success', async () => {
    signInAs('jobseeker', { is_email_verified: false });
    const attempts: unknown[] = [];
    server.use(
      http.post(`${API}/api/email_verified/`, async ({ request }) => {
        const body = (await request.json()) as { otp: string };
        attempts.push(body);
        if (body.otp !== '4321')
          return HttpResponse.json({ message: 'The code is wrong or has expired.' }, { status: 400 });
        return HttpResponse.json({ message: 'Verified', is_email_verified: true });
      }),
    );
    renderAt('/search_job');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Verify Email !' }));
    const dialog = await screen.findByRole('dialog');
    const field = within(dialog).getByLabelText(/Verification code/);
    await user.type(field, '12a34');
    expect((field as HTMLInputElement).value).toBe('1234');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('The code is wrong or has expired.');
    expect(storage.getUserData()?.is_email_verified).toBe(false);

    await user.clear(field);
    await user.type(field, '4321');
    // A job seeker has the page reloaded after success; happy-dom's reload is a no-op here.
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(storage.getUserData()?.is_email_verified).toBe(true));
    expect(localStorage.getItem('is_email_verified')).toBe('true');
    expect(attempts).toEqual([
      { email: 'jobseeker@example.com', otp: '1234' },
      { email: 'jobseeker@example.com', otp: '4321' },
    ]);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Verify Email !' })).toBeNull());
  });

  it("resends the code to the signed-in account's id with its session (not by e-mail)", async () => {
    signInAs('jobseeker', { is_email_verified: false });
    const resends: Array<{ url: string; auth: string | null }> = [];
    server.use(
      http.post(`${API}/api/resend_otp/:id`, ({ request }) => {
        resends.push({ url: new URL(request.url).pathname, auth: request.headers.get('authorization') });
        return HttpResponse.json({ message: 'A new verification code has been sent to your e-mail.' });
      }),
    );
    // The toast is checked where it is queued, so it does not stay on screen for the next test.
    const add = vi.spyOn(toastQueue, 'add').mockReturnValue('toast');
    renderAt('/search_job');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Verify Email !' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Resend Code' }));
    await waitFor(() =>
      expect(add).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'A new verification code has been sent to your e-mail.' }),
        expect.anything(),
      ),
    );
    add.mockRestore();
    expect(resends).toEqual([{ url: `/api/resend_otp/${storage.getUserData()!.id}`, auth: 'Bearer a1' }]);
  });

  it('sends a verified recruiter without a selected plan to /profile', async () => {
    signInAs('recruiter', { is_email_verified: false });
    server.use(
      http.post(`${API}/api/email_verified/`, () =>
        HttpResponse.json({ message: 'Verified', is_email_verified: true }),
      ),
      http.get(`${API}/api/*`, () => HttpResponse.json({ count: 0, results: [] })),
    );
    const router = renderAt('/user/profile');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Verify Email !' }));
    await user.type(within(await screen.findByRole('dialog')).getByLabelText(/Verification code/), '1111');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
  });
});

describe('session alerts', () => {
  it('shows "Session Expired" once on 406 and clears storage after OK', async () => {
    signInAs('recruiter', { about_company_statement: null });
    server.use(
      http.get(`${API}/api/*`, () =>
        HttpResponse.json({ message: 'Logged in elsewhere', code: 'session_elsewhere' }, { status: 406 }),
      ),
    );
    const router = renderAt('/profile');
    const alert = await screen.findByRole('alertdialog');
    expect(alert.textContent).toContain('Session Expired');
    expect(
      isShown(
        within(alert).getByText('You are logged in on a different device, so your session has expired.'),
      ),
    ).toBe(true);
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.length).toBe(0);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
