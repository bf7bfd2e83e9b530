/** The client portal (issue 43) against the msw handlers: the client's dashboard with its loading, empty
 * and error states and its answers; the recruiter's invitation and share. */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clientPortalFixture, overrides } from '@talent/api/msw';
import DashboardPage from '../src/pages/dashboard/DashboardPage';
import ClientsPage from '../src/pages/clients/ClientsPage';
import { ApplicationDialog } from '../src/pages/jobs/ApplicationDialog';
import { bodiesTo, jobsServer } from './jobs.harness';
import { renderPage, signIn } from './profiles.harness';

const server = jobsServer();

describe("the client's dashboard", () => {
  it('shows its jobs and the candidates awaiting an answer, without contact details', async () => {
    signIn('client');
    renderPage('/dashboard', <DashboardPage />);
    const candidates = await screen.findByRole('list', { name: 'Candidates' });
    // Awaiting first: the one already answered is under "All candidates".
    expect(within(candidates).getAllByRole('listitem')).toHaveLength(1);
    expect(within(candidates).getByText('Grace Hopper')).toBeDefined();
    expect(within(candidates).getByText('Your recruiter: Strong on the front end.')).toBeDefined();
    const jobs = screen.getByRole('list', { name: 'Your jobs' });
    expect(within(jobs).getByText('Senior TypeScript Engineer')).toBeDefined();
    expect(screen.getByText(/Globex Bank: the jobs Riley Recruiter runs for you/)).toBeDefined();
    expect(document.body.textContent).not.toContain('@');

    await userEvent.click(screen.getByRole('button', { name: /Show/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'All candidates' }));
    const all = await screen.findByRole('list', { name: 'Candidates' });
    await waitFor(() => expect(within(all).getAllByRole('listitem')).toHaveLength(2));
    expect(within(all).getByText('Interview requested')).toBeDefined();
    expect(within(all).getByText('Your comment: Can we meet on Tuesday?')).toBeDefined();
  });

  it('approves a candidate with a comment, from the keyboard', async () => {
    const sent = bodiesTo(server, 'POST', '/api/client_portal/candidates/1/answer');
    signIn('client');
    renderPage('/dashboard', <DashboardPage />);
    const approve = await screen.findByRole('button', { name: 'Approve Grace Hopper' });
    approve.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Answer on Grace Hopper' });
    expect(within(dialog).getByRole('radio', { name: 'Approve' })).toHaveProperty('checked', true);
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Comment for your recruiter/ }),
      'Yes please',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send answer' }));
    expect(await screen.findByText('Your answer on Grace Hopper was sent to your recruiter')).toBeDefined();
    expect(sent).toEqual([{ decision: 'approved', comment: 'Yes please' }]);
  });

  it("shows the server's message when the answer is refused", async () => {
    server.use(overrides.error('answerCandidate', 404, 'No such candidate shared with you.'));
    signIn('client');
    renderPage('/dashboard', <DashboardPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Reject Grace Hopper' }));
    const dialog = await screen.findByRole('dialog', { name: 'Answer on Grace Hopper' });
    expect(within(dialog).getByRole('radio', { name: 'Reject' })).toHaveProperty('checked', true);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send answer' }));
    expect(await within(dialog).findByText('No such candidate shared with you.')).toBeDefined();
  });

  it('shows the loading, empty, unlinked and error states', async () => {
    server.use(overrides.loading('clientPortal'));
    signIn('client');
    const loading = renderPage('/dashboard', <DashboardPage />);
    expect(await screen.findByRole('status', { name: 'Loading your client portal' })).toBeDefined();
    loading.unmount();

    server.use(overrides.value('clientPortal', { ...clientPortalFixture, jobs: [], candidates: [] }));
    const empty = renderPage('/dashboard', <DashboardPage />);
    expect(await screen.findByText('No candidates shared yet')).toBeDefined();
    expect(screen.getByText('No jobs yet')).toBeDefined();
    empty.unmount();

    server.use(overrides.value('clientPortal', { client: null, jobs: [], candidates: [] }));
    const alone = renderPage('/dashboard', <DashboardPage />);
    expect(await screen.findByText('Your account is not linked to a client yet')).toBeDefined();
    alone.unmount();

    server.use(overrides.error('clientPortal', 403, 'Only a client account has a client portal.'));
    renderPage('/dashboard', <DashboardPage />);
    expect(await screen.findByText('Your client portal could not be loaded')).toBeDefined();
    expect(screen.getByText('Only a client account has a client portal.')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeDefined();
  });
});

describe("the recruiter's side", () => {
  it('invites a client to the portal from Client Management', async () => {
    const sent = bodiesTo(server, 'POST', '/api/update-company/1/invite');
    signIn('recruiter');
    renderPage('/client_management', <ClientsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Globex Bank' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Invite to portal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite Globex Bank to the client portal' });
    // The first contact with an e-mail address is proposed.
    const email = await within(dialog).findByRole('textbox', { name: /Email/ });
    expect((email as HTMLInputElement).value).toBe('dana@example.com');
    await userEvent.clear(email);
    await userEvent.type(email, 'ceo@globex.example');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent to ceo@globex.example')).toBeDefined();
    expect(sent).toEqual([{ full_name: 'Dana Lee', email: 'ceo@globex.example' }]);
  });

  it("shares a candidate with the job's client and shows the client's answer", async () => {
    const sent = bodiesTo(server, 'POST', '/api/client_shares/');
    signIn('recruiter');
    // Application 1 is shared and answered (fixtures); application 2 is not shared yet.
    const first = renderPage('/job_application', <ApplicationDialog id={1} onClose={() => {}} />);
    const review = await screen.findByRole('region', { name: 'Client review' });
    expect(await within(review).findByText('Client: Interview requested')).toBeDefined();
    expect(within(review).getByText('Client comment: Can we meet on Tuesday?')).toBeDefined();
    first.unmount();

    // Application 2 is not shared yet: the card offers to share it, with a note.
    renderPage('/job_application', <ApplicationDialog id={2} onClose={() => {}} />);
    const card = await screen.findByRole('region', { name: 'Client review' });
    await userEvent.type(
      await within(card).findByRole('textbox', { name: 'Note for the client' }),
      'Great fit',
    );
    await userEvent.click(within(card).getByRole('button', { name: 'Share with client' }));
    expect(await screen.findByText(/shared with Globex Bank/)).toBeDefined();
    expect(sent).toEqual([{ application_id: 2, note: 'Great fit' }]);
  });
});
