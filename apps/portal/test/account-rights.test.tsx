/** Issue 44 part B on the portal: the Your data tab and the retention page (msw stands in for the server). */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { handlers } from '@talent/api/msw';
import AccountSettingsPage from '../src/pages/account/AccountSettingsPage';
import RetentionPage from '../src/pages/users/RetentionPage';
import { renderPage, signIn } from './profiles.harness';

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('Your data', () => {
  it('asks for the archive and says it is being prepared', async () => {
    signIn('jobseeker');
    renderPage('/pages/account-settings', <AccountSettingsPage />);
    await userEvent.click(await screen.findByRole('tab', { name: 'Your data' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Download my data' }));
    const notice = await screen.findByText(/We are preparing your archive/);
    expect(notice.closest('[role]')?.getAttribute('role')).toBe('status');
  });

  it('tells a team owner with members to remove them first, and offers no delete button', async () => {
    signIn('recruitment_agency');
    server.use(
      http.get('*/api/account/deletion', () =>
        HttpResponse.json({
          state: 'none',
          requested_at: null,
          delete_after: null,
          has_password: true,
          team_members: 2,
        }),
      ),
    );
    renderPage('/pages/account-settings', <AccountSettingsPage />);
    await userEvent.click(await screen.findByRole('tab', { name: 'Your data' }));
    const note = await screen.findByText(/Your team has 2 active members/);
    expect(note.textContent).toMatch(/Remove them on the Team page first/);
    expect(screen.queryByRole('button', { name: 'Delete my account' })).toBeNull();
  });
});

describe('Data Retention', () => {
  it('shows the dry run for the months chosen and enables with that count', async () => {
    signIn('admin');
    const sent: unknown[] = [];
    server.use(
      http.get('*/api/admin/retention/dry-run', ({ request }) =>
        HttpResponse.json({ months: Number(new URL(request.url).searchParams.get('months')), count: 7 }),
      ),
      http.put('*/api/admin/retention', async ({ request }) => {
        const body = (await request.json()) as { enabled: boolean; months: number };
        sent.push(body);
        return HttpResponse.json({ ...body, candidates: 7, last_run_at: null, last_purged: 0 });
      }),
    );
    renderPage('/apps/user/retention', <RetentionPage />);
    const months = await screen.findByRole('textbox', { name: 'Months untouched' });
    await userEvent.clear(months);
    await userEvent.type(months, '36');
    await waitFor(() =>
      expect(screen.getByTestId('retention-dry-run').textContent).toBe(
        'Dry run: 7 profiles would be purged now.',
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Enable and purge 7 profiles' }));
    await waitFor(() => expect(sent).toEqual([{ enabled: true, months: 36, confirm_count: 7 }]));
  });
});
