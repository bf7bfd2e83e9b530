/** The job seeker's applications: /my_applied_job, its live updates from the socket, and the dashboard. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router-dom';
import { storage } from '@talent/api/client';
import type { MyApplication } from '@talent/api/contract';
import { handle, myApplicationsFixture, overrides } from '@talent/api/msw';
import { APPLICATION_STATUS, type ApplicationStatus } from '@talent/api/rules';
import { App } from '../src/app/App';
import { isMyApplicationsKey } from '../src/app/myApplications';
import UserDashboardPage from '../src/pages/jobseeker/UserDashboardPage';
import MyApplicationsPage from '../src/pages/seeker/MyApplicationsPage';
import { buildRouteObjects } from '../src/routes/router';
import { jobsServer, queriesTo } from './jobs.harness';
import { renderPage, signIn } from './profiles.harness';
import { isShown } from './shown';

const server = jobsServer();

/** The fixtures: 30 at Job Applied, 31 at Schedule Interview, 32 at Offer Letter Provided. */
const [applied, interview, offer] = myApplicationsFixture as [MyApplication, MyApplication, MyApplication];

/** A WebSocket stand-in the tests drive by hand. */
class FakeSocket {
  static all: FakeSocket[] = [];
  readyState = 0;
  onopen: ((e: Event) => void) | null = null;
  onmessage: ((e: MessageEvent) => void) | null = null;
  onclose: ((e: CloseEvent) => void) | null = null;
  onerror: ((e: Event) => void) | null = null;
  constructor(public url: string) {
    FakeSocket.all.push(this);
  }
  send() {}
  close() {
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  receive(data: unknown) {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(data) }));
  }
}

afterEach(() => {
  FakeSocket.all = [];
  vi.unstubAllGlobals();
});

/** An application moved to `status`, as the server would answer it afterwards. */
function movedTo(application: MyApplication, status: ApplicationStatus, at: string): MyApplication {
  return {
    ...application,
    status,
    status_label: APPLICATION_STATUS[status],
    can_withdraw: false,
    withdrawn_at: status === 9 ? at : null,
    steps: [...application.steps, { status, label: APPLICATION_STATUS[status], at }],
  };
}

/** job_i_applied answering the fixtures with `current()` in place of the one it carries. */
function listWith(current: () => MyApplication) {
  return handle('jobIApplied', () => {
    const rows = myApplicationsFixture.map((a) => (a.id === current().id ? current() : a));
    return { count: rows.length, results: rows };
  });
}

const cards = async () => within(await screen.findByRole('list', { name: 'My applications' }));
const cardOf = async (title: string) =>
  (await cards()).getByRole('link', { name: title }).closest('section') as HTMLElement;

describe('/my_applied_job', () => {
  it('shows each application with its job, profile, status label and the date of every status', async () => {
    signIn('jobseeker');
    renderPage('/my_applied_job', <MyApplicationsPage />);
    const list = await cards();
    expect(list.getAllByRole('link').map((l) => l.textContent)).toEqual(
      myApplicationsFixture.map((a) => a.job.title),
    );
    const link = list.getByRole('link', { name: interview.job.title });
    expect(link.getAttribute('href')).toBe(`/search_job/apply_job?job=${interview.job.id}`);
    const card = await cardOf(interview.job.title);
    expect(card.textContent).toContain(interview.job.company_name);
    expect(card.textContent).toContain(`Profile sent: ${interview.profile_name}`);
    const steps = within(card).getByRole('list', { name: `Status history of ${interview.job.title}` });
    const items = within(steps).getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('span')?.textContent)).toEqual([
      APPLICATION_STATUS[1],
      APPLICATION_STATUS[3],
    ]);
    const when = items[1]!.querySelector('time')!;
    expect(when.getAttribute('dateTime')).toBe(interview.steps[1]!.at);
    expect(when.textContent).toMatch(/2026/);
    // The current label is the badge beside the title.
    for (const a of [applied, interview, offer])
      expect((await cardOf(a.job.title)).querySelector('h2')?.parentElement?.textContent).toBe(
        `${a.job.title}${APPLICATION_STATUS[a.status]}`,
      );
    // Withdrawal is offered below Offer Letter Provided only.
    expect(
      screen.queryByRole('button', { name: `Withdraw application to ${applied.job.title}` }),
    ).not.toBeNull();
    expect(screen.queryByRole('button', { name: `Withdraw application to ${offer.job.title}` })).toBeNull();
  });

  it('filters by status, keeping the filter in the URL', async () => {
    const queries = queriesTo(server, '/api/job_i_applied');
    signIn('jobseeker');
    const { router } = renderPage('/my_applied_job', <MyApplicationsPage />);
    await cards();
    await userEvent.click(screen.getByRole('button', { name: /All statuses/ }));
    await userEvent.click(await screen.findByRole('option', { name: APPLICATION_STATUS[3] }));
    await waitFor(() => expect(queries.at(-1)?.get('status')).toBe('3'));
    expect(router.state.location.search).toBe('?status=3');
    await waitFor(async () => expect((await cards()).getAllByRole('link')).toHaveLength(1));
    expect((await cards()).getByRole('link').textContent).toBe(interview.job.title);
  });

  it('withdraws after a confirmation that says it cannot be undone, and shows the row withdrawn', async () => {
    let current = interview;
    const posts: string[] = [];
    server.use(
      listWith(() => current),
      handle('withdrawApplication', ({ params }) => {
        posts.push(String(params.id));
        current = movedTo(interview, 9, '2026-01-06T10:00:00.000Z');
        return current;
      }),
    );
    signIn('jobseeker');
    renderPage('/my_applied_job', <MyApplicationsPage />);
    await userEvent.click(
      await screen.findByRole('button', { name: `Withdraw application to ${interview.job.title}` }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Withdraw application' });
    expect(dialog.textContent).toContain('cannot be undone');
    expect(posts).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(posts).toEqual([String(interview.id)]));
    expect(
      await screen.findByText(`Your application to ${interview.job.title} was withdrawn.`),
    ).toBeDefined();
    await waitFor(async () =>
      expect((await cardOf(interview.job.title)).querySelector('h2')?.parentElement?.textContent).toBe(
        `${interview.job.title}${APPLICATION_STATUS[9]}Withdrawn`,
      ),
    );
    const card = await cardOf(interview.job.title);
    expect(within(card).queryByRole('button', { name: /Withdraw/ })).toBeNull();
  });

  it("shows the server's message when it can no longer be withdrawn, and refreshes the list", async () => {
    const message = 'An application in "Offer Letter Provided" can no longer be withdrawn.';
    server.use(overrides.error('withdrawApplication', 409, message));
    const queries = queriesTo(server, '/api/job_i_applied');
    signIn('jobseeker');
    renderPage('/my_applied_job', <MyApplicationsPage />);
    await userEvent.click(
      await screen.findByRole('button', { name: `Withdraw application to ${applied.job.title}` }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Withdraw application' });
    const before = queries.length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    expect(isShown(await screen.findByText(message))).toBe(true);
    await waitFor(() => expect(queries.length).toBeGreaterThan(before));
  });

  it('says so when there is no application yet, with a way to search jobs', async () => {
    server.use(overrides.empty('jobIApplied'));
    signIn('jobseeker');
    renderPage('/my_applied_job', <MyApplicationsPage />);
    const heading = await screen.findByRole('heading', { name: 'You have not applied to any job yet' });
    expect(isShown(heading)).toBe(true);
    const links = screen.getAllByRole('link', { name: 'Search Job' });
    expect(links.map((l) => l.getAttribute('href'))).toContain('/search_job');
  });

  it('offers all applications again when a status filter finds none', async () => {
    signIn('jobseeker');
    const { router } = renderPage('/my_applied_job?status=8', <MyApplicationsPage />, '/my_applied_job');
    await screen.findByRole('heading', { name: 'No applications with this status' });
    await userEvent.click(screen.getByRole('button', { name: 'Show all applications' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect((await cards()).getAllByRole('link')).toHaveLength(3);
  });

  it('shows the error and tries again', async () => {
    server.use(overrides.serverError('jobIApplied'));
    signIn('jobseeker');
    renderPage('/my_applied_job', <MyApplicationsPage />);
    // Toasts of earlier tests may still be up (their queue is global): find the page's own alert.
    const alert = (await screen.findByText('Internal server error')).closest('[role="alert"]') as HTMLElement;
    expect(isShown(alert)).toBe(true);
    server.resetHandlers();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect((await cards()).getAllByRole('link')).toHaveLength(3);
  });

  it('shows a loading state until the list arrives', async () => {
    server.use(overrides.loading('jobIApplied'));
    signIn('jobseeker');
    renderPage('/my_applied_job', <MyApplicationsPage />);
    const loading = await screen.findByRole('status', { name: 'Loading applications' });
    expect(loading.getAttribute('aria-busy')).toBe('true');
  });
});

describe('live status updates', () => {
  it('matches the SWR keys of the list (any page or filter) and of the dashboard only', () => {
    expect(isMyApplicationsKey(['/api/job_i_applied', '{"status":3,"limit":10,"offset":0}'])).toBe(true);
    expect(isMyApplicationsKey(['/api/applied_job', '{}'])).toBe(true);
    expect(isMyApplicationsKey(['/api/job_application', '{}'])).toBe(false);
    expect(isMyApplicationsKey('/api/job_i_applied')).toBe(false);
  });

  it("a job seeker's socket message of kind application_status refreshes the list, with a toast and no bell", async () => {
    vi.stubGlobal('WebSocket', FakeSocket);
    let current = applied;
    server.use(listWith(() => current));
    signIn('jobseeker');
    const router = createMemoryRouter(buildRouteObjects(), { initialEntries: ['/my_applied_job'] });
    render(<App router={router} apiBaseUrl="http://portal.test" />);
    const card = await cardOf(applied.job.title);
    expect(card.textContent).toContain(APPLICATION_STATUS[1]);
    // Job seekers have no bell, but their socket is open.
    expect(screen.queryByRole('button', { name: /^Notifications/ })).toBeNull();
    await waitFor(() => expect(FakeSocket.all).toHaveLength(1));
    const socket = FakeSocket.all[0]!;
    // A one-time ticket from POST /api/socket_ticket/, never the access token (issue 24).
    expect(socket.url).toContain('/api/notifications/?token=mock-socket-ticket');

    current = movedTo(applied, 3, '2026-01-07T08:00:00.000Z');
    const message = `Your application to ${applied.job.title} moved to ${APPLICATION_STATUS[3]}`;
    socket.open();
    socket.receive({
      job_id: applied.job.id,
      message,
      profileId: null,
      kind: 'application_status',
      application_id: applied.id,
      status: 3,
    });
    await waitFor(async () =>
      expect(
        within(await cardOf(applied.job.title)).getByRole('list', {
          name: `Status history of ${applied.job.title}`,
        }).textContent,
      ).toContain(APPLICATION_STATUS[3]),
    );
    expect(isShown(await screen.findByText(message))).toBe(true);
    expect(storage.getNotifications()).toEqual([]);
    // The same socket all along: re-rendering with the new data did not reconnect it.
    expect(FakeSocket.all).toHaveLength(1);
  });
});

describe('/user_dashboard application panels', () => {
  it('counts my applications by status (zero rows hidden) and lists the recent status changes', async () => {
    signIn('jobseeker');
    renderPage('/user_dashboard', <UserDashboardPage />);
    const byStatus = await screen.findByRole('list', { name: 'Applications by status' });
    expect(
      within(byStatus)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([`${APPLICATION_STATUS[1]}1`, `${APPLICATION_STATUS[3]}1`, `${APPLICATION_STATUS[7]}1`]);
    expect(screen.getByText('Applications in all: 3')).toBeDefined();
    const recent = screen.getByRole('list', { name: 'Recent status changes' });
    const rows = within(recent).getAllByRole('listitem');
    expect(rows.map((li) => li.querySelector('span')?.textContent)).toEqual([
      interview.job.title,
      offer.job.title,
    ]);
    expect(rows[0]!.textContent).toContain(APPLICATION_STATUS[3]);
    expect(rows[0]!.querySelector('time')?.textContent).toMatch(/2026/);
    for (const [name, href] of [
      ['Search Job', '/search_job'],
      ['Applied Job', '/my_applied_job'],
    ] as const)
      expect(screen.getAllByRole('link', { name }).map((l) => l.getAttribute('href'))).toContain(href);
  });

  it('shows an empty state linking to the job search when I have not applied yet', async () => {
    server.use(
      overrides.value('appliedJob', {
        by_status: Object.fromEntries(Object.keys(APPLICATION_STATUS).map((c) => [c, 0])),
        total: 0,
        recent_changes: [],
      }),
    );
    signIn('jobseeker');
    renderPage('/user_dashboard', <UserDashboardPage />);
    const heading = await screen.findByRole('heading', { name: 'You have not applied to any job yet' });
    const panel = heading.closest('section') as HTMLElement;
    expect(within(panel).getByRole('link', { name: 'Search Job' }).getAttribute('href')).toBe('/search_job');
    expect(await screen.findByText('No status changes yet.')).toBeDefined();
  });

  it('shows the server error in both panels', async () => {
    server.use(overrides.serverError('appliedJob'));
    signIn('jobseeker');
    renderPage('/user_dashboard', <UserDashboardPage />);
    await waitFor(() =>
      expect(
        screen.getAllByRole('alert').filter((a) => a.textContent === 'Internal server error'),
      ).toHaveLength(2),
    );
  });
});
