/** Issue 19: /user-management lists a team owner's members; an account that owns no team is told why. */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { handlers } from '@talent/api/msw';
import TeamPage from '../src/pages/team/TeamPage';
import { renderPage, signIn } from './profiles.harness';
import { isShown } from './shown';

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** Counts the team list calls, so a test can say the page did not ask. */
function countTeamCalls() {
  const calls = { n: 0 };
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === '/api/my-user') calls.n += 1;
  });
  return calls;
}

describe('/user-management', () => {
  it('an admin owns no team: the page says so and links to the users list, without asking for a team', async () => {
    const calls = countTeamCalls();
    signIn('admin');
    renderPage('/user-management', <TeamPage />);
    expect(isShown(await screen.findByText('This account has no team'))).toBe(true);
    expect(screen.getByRole('link', { name: 'Go to the users list' }).getAttribute('href')).toBe(
      '/apps/user/list',
    );
    expect(screen.queryByRole('button', { name: 'Add Team Member' })).toBeNull();
    expect(calls.n).toBe(0);
    server.events.removeAllListeners();
  });

  it('a lone recruiter owns no team and gets no admin link', async () => {
    signIn('recruiter');
    renderPage('/user-management', <TeamPage />);
    expect(isShown(await screen.findByText('This account has no team'))).toBe(true);
    expect(screen.queryByRole('link', { name: 'Go to the users list' })).toBeNull();
  });

  it('an agency sees its members and the seats its plan allows', async () => {
    server.use(
      http.get('*/api/my-user', () =>
        HttpResponse.json({ count: 0, results: [], used: 0, limit: 5, grantable: [] }),
      ),
    );
    signIn('recruitment_agency');
    renderPage('/user-management', <TeamPage />);
    expect(isShown(await screen.findByText('0 of 5 team members on your plan.'))).toBe(true);
    expect(screen.getByRole('button', { name: 'Add Team Member' })).toBeTruthy();
    expect(screen.queryByText('This account has no team')).toBeNull();
  });

  it('by keyboard: arrow keys walk the row into its Remove button, and Enter asks before removing', async () => {
    signIn('recruitment_agency');
    renderPage('/user-management', <TeamPage />);
    const remove = await screen.findByRole('button', { name: 'Remove Mia Member' });
    // The table is a react-aria grid: focus lands on the row, and the arrow keys move through its cells and
    // into the buttons (Enter on the row itself opens nothing, which an earlier e2e attempt ran into).
    remove.focus();
    const path: string[] = [];
    while (document.activeElement !== remove && path.length < 12) {
      await userEvent.keyboard('{ArrowRight}');
      const at = document.activeElement;
      path.push(at?.getAttribute('aria-label') ?? at?.textContent ?? '');
    }
    expect(path).toEqual([
      'Mia Member',
      'mia@example.com',
      'Freelancer dashboard, work and profileProjects and non-public profiles',
      'Active',
      'Edit Mia Member',
      'Remove Mia Member',
    ]);
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove Mia Member from your team?' });
    expect(isShown(within(dialog).getByRole('button', { name: 'Keep' }))).toBe(true);
  });
});
