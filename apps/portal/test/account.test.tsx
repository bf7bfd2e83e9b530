import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { handlers } from '@talent/api/msw';
import { storage } from '@talent/api/client';
import ProfilePage from '../src/pages/account/ProfilePage';
import AccountSettingsPage from '../src/pages/account/AccountSettingsPage';
import { sectionBody, missingFields, SECTIONS } from '../src/pages/account/sections';
import { renderPage, signIn } from './profiles.harness';
import { isShown } from './shown';

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const experience = SECTIONS.find((s) => s.id === 'experience')!;

describe('profile section forms', () => {
  it('send only filled fields, numbers as numbers, and name the required ones left empty', () => {
    expect(missingFields(experience, { job_title: ' ', company: 'Acme' })).toEqual(['job_title']);
    expect(
      sectionBody(experience, {
        job_title: ' Engineer ',
        company: 'Acme',
        location: '',
        currently_working: true,
      }),
    ).toEqual({ job_title: 'Engineer', company: 'Acme', currently_working: true });
    const skills = SECTIONS.find((s) => s.id === 'skills')!;
    expect(sectionBody(skills, { skill: 'SQL', years: '4' })).toEqual({ skill: 'SQL', years: 4 });
  });
});

describe('/profile', () => {
  it('holds an incomplete recruiter until a company statement is saved, then stores userData and goes home', async () => {
    signIn('recruiter');
    const stored = storage.getUserData()!;
    storage.setUserData({
      ...stored,
      about_company_statement: null,
      hire_visa_candidates_statement: null,
      equal_employee_opportunity: null,
    });
    const { router } = renderPage('/profile', <ProfilePage />);
    expect(isShown(await screen.findByText(/Please complete your profile/))).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(
      screen.getByText('Fill in at least one company statement.').closest('[role]')?.getAttribute('role'),
    ).toBe('alert');
    await userEvent.type(screen.getByRole('textbox', { name: 'About the company' }), 'We hire nurses.');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(storage.getUserData()?.about_company_statement).toBe('We hire nurses.');
  });

  it('shows no company statements to a job seeker, and adds an experience entry', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/user_experiece/', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        bodies.push(body);
        return HttpResponse.json({ ...body, id: 5, created_at: '2026-11-22T00:00:00Z' }, { status: 201 });
      }),
    );
    signIn('jobseeker');
    renderPage('/profile', <ProfilePage />);
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Profile'));
    expect(screen.queryByRole('form', { name: 'Company statements' })).toBeNull();
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('Senior Recruiter'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add Experience' }));
    const form = screen.getByRole('form', { name: 'Add Experience' });
    await userEvent.type(within(form).getByRole('textbox', { name: /Job Title/ }), 'Nurse');
    await userEvent.type(within(form).getByRole('textbox', { name: /Company/ }), 'City Hospital');
    await userEvent.click(within(form).getByRole('checkbox', { name: 'I currently work here' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(bodies).toEqual([{ job_title: 'Nurse', company: 'City Hospital', currently_working: true }]),
    );
  });

  it('deletes a course or certification by id', async () => {
    const deleted: string[] = [];
    server.use(
      http.get('*/api/course_and_certification/', () =>
        HttpResponse.json({
          count: 1,
          results: [
            { id: 7, name: 'AWS Solutions Architect', issuer: 'Amazon', created_at: '2026-11-22T00:00:00Z' },
          ],
        }),
      ),
      http.delete('*/api/course_and_certification/:id', ({ params }) => {
        deleted.push(String(params.id));
        return HttpResponse.json({ message: 'Deleted successfully.' });
      }),
    );
    signIn('jobseeker');
    renderPage('/profile', <ProfilePage />);
    await userEvent.click(await screen.findByRole('tab', { name: 'Courses and Certifications' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete AWS Solutions Architect' }));
    const confirm = (await screen.findAllByRole('alertdialog')).at(-1)!;
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleted).toEqual(['7']));
  });
});

describe('/pages/account-settings', () => {
  it('changes the e-mail in two steps: code sent, then code verified; the stored user follows', async () => {
    const bodies: unknown[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.url.endsWith('/api/changeemail')) bodies.push(await request.clone().json());
    });
    signIn('recruiter');
    renderPage('/pages/account-settings', <AccountSettingsPage />);
    await userEvent.click(await screen.findByRole('tab', { name: 'Email' }));
    await userEvent.type(screen.getByRole('textbox', { name: /New Email/ }), 'new.address@example.com');
    await userEvent.type(screen.getByLabelText(/Current Password/), 'Demo#2026');
    await userEvent.click(screen.getByRole('button', { name: 'Send Code' }));
    expect(isShown(await screen.findByText('A 4-digit code has been sent to the new e-mail address.'))).toBe(
      true,
    );
    const code = screen.getByRole('textbox', { name: /Verification code/ });
    await userEvent.type(code, '12a');
    await userEvent.click(screen.getByRole('button', { name: 'Verify and Change' }));
    expect(
      screen.getByText('The code must be exactly 4 digits.').closest('[role]')?.getAttribute('role'),
    ).toBe('alert');
    await userEvent.type(code, '34');
    await userEvent.click(screen.getByRole('button', { name: 'Verify and Change' }));
    await waitFor(() => expect(storage.getUserData()?.email).toBe('new.address@example.com'));
    expect(bodies).toEqual([
      { email: 'new.address@example.com', current_password: 'Demo#2026' },
      { email: 'new.address@example.com', current_password: 'Demo#2026', otp: '1234' },
    ]);
    server.events.removeAllListeners();
  });

  it('verifies the mobile number the account has: a code by SMS or call, then the code', async () => {
    signIn('recruiter');
    const user = storage.getUserData()!;
    storage.saveSession({
      userData: { ...user, mobile: '5550100001', is_phone_verified: false },
      accessToken: storage.getAccessToken()!,
      refreshToken: storage.getRefreshToken()!,
    });
    const calls: Array<{ path: string; body: unknown }> = [];
    server.events.on('request:start', async ({ request }) => {
      const path = new URL(request.url).pathname;
      if (/resendOTPOn|phone_verified/.test(path)) calls.push({ path, body: await request.clone().json() });
    });
    renderPage('/pages/account-settings', <AccountSettingsPage />);
    await userEvent.click(await screen.findByRole('tab', { name: 'Mobile' }));
    const form = screen.getByRole('form', { name: 'Verify Mobile' });
    expect(within(form).getByText('Not verified')).toBeDefined();
    await userEvent.click(within(form).getByRole('button', { name: 'Call me with a code' }));
    expect(
      isShown(await within(form).findByText(/you will receive a call with your verification code/)),
    ).toBe(true);
    await userEvent.click(within(form).getByRole('button', { name: 'Text me a new code' }));
    const code = within(form).getByRole('textbox', { name: /Verification code/ });
    await userEvent.type(code, '12');
    await userEvent.click(within(form).getByRole('button', { name: 'Verify' }));
    expect(
      within(form).getByText('The code must be exactly 4 digits.').closest('[role]')?.getAttribute('role'),
    ).toBe('alert');
    await userEvent.type(code, '99');
    await userEvent.click(within(form).getByRole('button', { name: 'Verify' }));
    // The server's answer shows as the form's alert and on the code field.
    expect((await within(form).findAllByText('Invalid verification code.')).length).toBeGreaterThan(0);
    expect(storage.getUserData()?.is_phone_verified).toBe(false);
    await userEvent.clear(code);
    await userEvent.type(code, '1234');
    await userEvent.click(within(form).getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(storage.getUserData()?.is_phone_verified).toBe(true));
    expect(await screen.findByText('Your mobile number 5550100001 is verified.')).toBeDefined();
    expect(calls).toEqual([
      { path: '/api/resendOTPOncall', body: { mobile: '5550100001' } },
      { path: '/api/resendOTPOnmessage', body: { mobile: '5550100001' } },
      { path: '/api/phone_verified/', body: { mobile: '5550100001', otp: '1299' } },
      { path: '/api/phone_verified/', body: { mobile: '5550100001', otp: '1234' } },
    ]);
    server.events.removeAllListeners();
  });

  it('refuses a password change whose confirmation differs, and shows the server answer otherwise', async () => {
    signIn('jobseeker');
    renderPage('/pages/account-settings', <AccountSettingsPage />);
    await userEvent.click(await screen.findByRole('tab', { name: 'Password' }));
    await userEvent.type(screen.getByLabelText(/Current Password/), 'Demo#2026');
    await userEvent.type(screen.getByLabelText(/^New Password/), 'Another#2026');
    await userEvent.type(screen.getByLabelText(/Confirm New Password/), 'Another#2027');
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(screen.getByText('The new passwords do not match.').closest('[role]')?.getAttribute('role')).toBe(
      'alert',
    );
    await userEvent.clear(screen.getByLabelText(/Confirm New Password/));
    await userEvent.type(screen.getByLabelText(/Confirm New Password/), 'Another#2026');
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(isShown(await screen.findByText('Your password has been changed.'))).toBe(true);
  });
});
