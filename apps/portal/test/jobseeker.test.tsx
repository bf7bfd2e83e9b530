import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { handlers, overrides } from '@talent/api/msw';
import UserDashboardPage from '../src/pages/jobseeker/UserDashboardPage';
import ProfileProjectPage from '../src/pages/jobseeker/ProfileProjectPage';
import AccountSettingsPage from '../src/pages/account/AccountSettingsPage';
import { renderPage, signIn } from './profiles.harness';
import { isShown } from './shown';

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('/user_dashboard', () => {
  it('shows the counts, today against the plan, and the five best rated profiles with links to edit them', async () => {
    signIn('jobseeker');
    renderPage('/user_dashboard', <UserDashboardPage />);
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(/^Welcome, /));
    await waitFor(() => expect(isShown(screen.getByText('3 / 50'))).toBe(true));
    expect(isShown(screen.getByText('12'))).toBe(true);
    const table = screen.getByRole('grid', { name: 'Best rated profiles' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(6));
    const edit = within(table).getAllByRole('link', { name: /^Edit / })[0]!;
    expect(edit.getAttribute('href')).toMatch(/^\/profile-resume\/\d+$/);
    expect(screen.getByRole('link', { name: 'Upload Profile' }).getAttribute('href')).toBe(
      '/create_my_resume',
    );
  });

  it('shows the server error when the statistics fail', async () => {
    server.use(overrides.serverError('accountStatistics'));
    signIn('jobseeker');
    renderPage('/user_dashboard', <UserDashboardPage />);
    expect(isShown(await screen.findByText('Internal server error'))).toBe(true);
  });
});

describe('/profile_project', () => {
  it('lists the experience entries and opens the add form', async () => {
    signIn('jobseeker');
    renderPage('/profile_project', <ProfileProjectPage />);
    const projects = await screen.findByRole('list', { name: 'Experience' });
    await waitFor(() =>
      expect(within(projects).getAllByRole('heading', { level: 3 })[0]!.textContent).toBe('Senior Recruiter'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add Experience' }));
    expect(isShown(screen.getByRole('form', { name: 'Add Experience' }))).toBe(true);
  });

  it('shows the certificates and the portfolio of resumes, each opening its profile (issue 43)', async () => {
    signIn('jobseeker');
    renderPage('/profile_project', <ProfileProjectPage />);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Experience',
      'Courses and Certifications',
      'Portfolio',
    ]);
    expect(screen.getByRole('button', { name: 'Add Course or Certification' })).toBeDefined();
    const table = await screen.findByRole('grid', { name: 'My resumes' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(6));
    const edit = within(table).getAllByRole('link', { name: /^Edit / })[0]!;
    expect(edit.getAttribute('href')).toMatch(/^\/profile-resume\/\d+$/);
    expect(screen.getByRole('link', { name: 'All uploaded profiles' }).getAttribute('href')).toBe(
      '/my_upload_resume',
    );
  });

  it('says when there is nothing yet, and shows a load error', async () => {
    server.use(overrides.empty('mostRatedProfile'), overrides.empty('listUserExperience'));
    signIn('jobseeker');
    const { unmount } = renderPage('/profile_project', <ProfileProjectPage />);
    expect(await screen.findByText('No resumes yet')).toBeDefined();
    expect(await screen.findByText('Nothing added to Experience yet.')).toBeDefined();
    unmount();
    server.use(overrides.serverError('mostRatedProfile'));
    renderPage('/profile_project', <ProfileProjectPage />);
    expect(await screen.findByText('Internal server error')).toBeDefined();
  });
});

describe('/pages/account-settings, account tab', () => {
  it('shows the company the server has', async () => {
    signIn('recruiter');
    renderPage('/pages/account-settings', <AccountSettingsPage />);
    const field = await screen.findByRole('textbox', { name: 'Company' });
    await waitFor(() => expect((field as HTMLInputElement).value).not.toBe(''));
  });
});
