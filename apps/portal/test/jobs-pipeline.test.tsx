import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router-dom';
import { abilityRulesFor } from '@talent/api/abilities';
import { storage } from '@talent/api/client';
import { applicationsFixture, userDataFixture } from '@talent/api/msw';
import { APPLICATION_STATUS, APPLICATION_TRANSITIONS } from '@talent/api/rules';
import { App } from '../src/app/App';
import ApplicationsPage from '../src/pages/jobs/ApplicationsPage';
import ReceivedProfilesPage from '../src/pages/jobs/ReceivedProfilesPage';
import ViewJobPage from '../src/pages/jobs/ViewJobPage';
import { buildRouteObjects } from '../src/routes/router';
import { bodiesTo, jobsServer, queriesTo } from './jobs.harness';
import { renderPage, signIn } from './profiles.harness';
import { isShown } from './shown';

const server = jobsServer();

/** The applications of job 1 in the fixtures: two applied, one at Schedule Interview. */
const [applied, , interview] = applicationsFixture;

describe('the applicant pipeline of a job', () => {
  it('has a column per status and offers only the legal moves of each application', async () => {
    const patches = bodiesTo(server, 'PATCH', `/api/chang_status/${applied!.id}`);
    signIn('recruiter');
    renderPage('/view-job/1?tab=pipeline', <ViewJobPage />, '/view-job/:uid');
    const board = await screen.findByRole('region', { name: 'Applicant pipeline' });
    // A column per status, in the spec's order, each counting its applications.
    const columns = within(board).getAllByRole('group');
    expect(columns.map((c) => within(c).getByRole('heading').firstChild?.textContent)).toEqual(
      Object.values(APPLICATION_STATUS),
    );
    expect(columns.map((c) => Number(within(c).getByRole('heading').lastChild?.textContent))).toEqual(
      Object.values(APPLICATION_STATUS).map(
        (label) =>
          applicationsFixture.filter((a) => a.job_id === 1 && APPLICATION_STATUS[a.status] === label).length,
      ),
    );
    await userEvent.click(within(board).getByRole('button', { name: `Move ${applied!.full_name} to` }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(APPLICATION_TRANSITIONS[1].map((code) => APPLICATION_STATUS[code]));
    await userEvent.click(within(menu).getByRole('menuitem', { name: APPLICATION_STATUS[3] }));
    await waitFor(() => expect(patches).toEqual([{ status: 3 }]));
    expect(await screen.findByText(`${applied!.full_name} moved to ${APPLICATION_STATUS[3]}`)).toBeDefined();
  });

  it('shows the matching profiles with why they matched and their unlock price', async () => {
    signIn('recruiter');
    renderPage('/view-job/1?tab=matching', <ViewJobPage />, '/view-job/:uid');
    const table = await screen.findByRole('grid', { name: 'Matching profiles' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]!.textContent).toContain('My collection');
    expect(rows[0]!.textContent).toContain('Unlocked');
    expect(rows[1]!.textContent).toContain('Market Place');
    expect(rows[1]!.textContent).toContain('12 TAT');
    expect(rows[1]!.textContent).toContain('React');
  });
});

describe('the applications of my jobs', () => {
  it('opens an application with its candidate details and its history', async () => {
    signIn('recruiter');
    renderPage(`/job_application?application=${interview!.id}`, <ApplicationsPage />, '/job_application');
    const dialog = await screen.findByRole('dialog', { name: interview!.full_name });
    const history = await within(dialog).findByRole('list', { name: 'Status history' });
    expect(history.textContent).toContain(`${APPLICATION_STATUS[1]} to ${APPLICATION_STATUS[3]}`);
    expect(history.textContent).toContain('Strong portfolio.');
    expect(dialog.textContent).toContain(interview!.email!);
    // The applicant's number is the job owner's to call and text (issue 18).
    const mobile = interview!.mobile!;
    const call = within(dialog).getByRole('link', { name: `Call ${mobile}` });
    expect(call.getAttribute('href')).toMatch(/^tel:\+?\d+$/);
    expect(
      within(dialog)
        .getByRole('link', { name: `Send an SMS to ${mobile}` })
        .getAttribute('href'),
    ).toMatch(/^sms:/);
  });

  it('offers the moves the server gives in place, and filters by status', async () => {
    const queries = queriesTo(server, '/api/job_application');
    signIn('recruiter');
    renderPage('/job_application', <ApplicationsPage />);
    const table = await screen.findByRole('grid', { name: 'Job Applications' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(5));
    await userEvent.click(within(table).getByRole('button', { name: `Move ${interview!.full_name} to` }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(interview!.next_statuses.map((code) => APPLICATION_STATUS[code]));
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: /All statuses/ }));
    await userEvent.click(await screen.findByRole('option', { name: APPLICATION_STATUS[5] }));
    await waitFor(() => expect(queries.at(-1)?.get('status')).toBe('5'));
    // The table is rebuilt after its loading rows: look it up again.
    await waitFor(() =>
      expect(within(screen.getByRole('grid', { name: 'Job Applications' })).getAllByRole('row')).toHaveLength(
        2,
      ),
    );
  });
});

describe('the profiles received for a job', () => {
  it('lists the applications of that job, each linking to its application', async () => {
    signIn('recruiter');
    renderPage('/jobs/reveived/profiles/1', <ReceivedProfilesPage />, '/jobs/reveived/profiles/:uid');
    const table = await screen.findByRole('grid', { name: 'Received Profiles' });
    const ofJob = applicationsFixture.filter((a) => a.job_id === 1);
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(ofJob.length + 1));
    for (const a of ofJob)
      expect(within(table).getByRole('link', { name: a.full_name }).getAttribute('href')).toBe(
        `/job_application?application=${a.id}`,
      );
    expect(table.textContent).not.toContain(applicationsFixture.find((a) => a.job_id === 2)!.full_name);
  });

  it('opens from the notification bell entry of the job', async () => {
    storage.saveSession({
      userData: { ...userDataFixture('recruiter'), ability: abilityRulesFor('recruiter') },
      accessToken: 'mock-access-recruiter',
      refreshToken: 'mock-refresh-recruiter',
    });
    storage.setNotifications([{ job_id: 1, message: 'New applications', seekersIds: [11, 12] }]);
    const router = createMemoryRouter(buildRouteObjects(), { initialEntries: ['/jobs'] });
    render(<App router={router} apiBaseUrl="http://portal.test" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications (1)' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: /New applications/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/jobs/reveived/profiles/1'));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Received Profiles' });
    expect(isShown(heading)).toBe(true);
    expect(storage.getNotifications()).toEqual([]);
  });
});
