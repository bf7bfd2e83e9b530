import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { applicationsFixture, communicationsFixture, overrides } from '@talent/api/msw';
import CommunicationsPage from '../src/pages/messaging/CommunicationsPage';
import { CandidateMessages } from '../src/pages/messaging/CandidateMessages';
import ApplicationsPage from '../src/pages/jobs/ApplicationsPage';
import { bodiesTo, jobsServer, queriesTo } from './jobs.harness';
import { renderPage, signIn } from './profiles.harness';

const server = jobsServer();

describe('/candidates_communicated', () => {
  it('lists each message with its candidate, channel, template, job and state, and why one failed', async () => {
    signIn('recruiter');
    renderPage('/candidates_communicated', <CommunicationsPage />);
    const table = await screen.findByRole('grid', { name: 'Candidates Communicated' });
    const failed = communicationsFixture.find((m) => m.status === 'failed')!;
    const row = (await within(table).findByText(failed.candidate_name)).closest(
      '[role="row"]',
    ) as HTMLElement;
    expect(within(row).getByText('Failed')).toBeDefined();
    expect(within(row).getByText(failed.error!)).toBeDefined();
    expect(within(row).getByText('E-mail')).toBeDefined();
    const sms = communicationsFixture.find((m) => m.channel === 'sms')!;
    const smsRow = within(table).getByText(sms.candidate_name).closest('[role="row"]') as HTMLElement;
    expect(within(smsRow).getByText('SMS')).toBeDefined();
    expect(within(smsRow).getByText(sms.template_name!)).toBeDefined();
    // A message still retrying says so.
    const queued = communicationsFixture.find((m) => m.status === 'queued')!;
    expect(within(table).getByText(`Retrying: ${queued.error}`)).toBeDefined();
  });

  it('filters by channel and state, and sends the search to the server', async () => {
    signIn('recruiter');
    const seen = queriesTo(server, '/api/candidates_communicated');
    renderPage('/candidates_communicated', <CommunicationsPage />);
    await screen.findByRole('grid', { name: 'Candidates Communicated' });
    await userEvent.click(screen.getByRole('button', { name: /All states/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Failed' }));
    await expect.poll(() => seen.at(-1)?.get('status')).toBe('failed');
    const table = screen.getByRole('grid', { name: 'Candidates Communicated' });
    await expect.poll(() => within(table).queryByText('Ava Patel')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /All channels/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'SMS' }));
    await expect.poll(() => seen.at(-1)?.get('channel')).toBe('sms');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search messages' }), 'cleo{Enter}');
    await expect.poll(() => seen.at(-1)?.get('search')).toBe('cleo');
  });

  it('resends a failed message and reads a message whole', async () => {
    signIn('recruiter');
    const resent: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST') resent.push(new URL(request.url).pathname);
    });
    renderPage('/candidates_communicated', <CommunicationsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Resend to Cleo Martin' }));
    expect(await screen.findByText('The message to Cleo Martin is queued again')).toBeDefined();
    expect(resent).toEqual(['/api/candidates_communicated/3/resend']);
    await userEvent.click(screen.getByRole('button', { name: 'Read the message to Ben Okafor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Message to Ben Okafor' });
    expect(within(dialog).getByText(communicationsFixture[1]!.body)).toBeDefined();
  });

  it('shows the empty state and a load error', async () => {
    signIn('recruiter');
    server.use(overrides.empty('communications'));
    const { unmount } = renderPage('/candidates_communicated', <CommunicationsPage />);
    expect(await screen.findByText('No messages yet')).toBeDefined();
    unmount();
    server.use(overrides.error('communications', 500, 'The log is unavailable.'));
    renderPage('/candidates_communicated', <CommunicationsPage />);
    expect(await screen.findByText('The log is unavailable.')).toBeDefined();
  });
});

describe("a candidate's messages (issue 43)", () => {
  it("lists the candidate's messages on their application, each row linking to it in the log", async () => {
    signIn('recruiter');
    const seen = queriesTo(server, '/api/candidates_communicated');
    const { router } = renderPage('/job_application', <CandidateMessages profileId={42} />);
    const list = await screen.findByRole('list', { name: 'Messages to this candidate' });
    expect(seen.at(-1)?.get('profile_id')).toBe('42');
    const links = within(list).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual([
      'SMS: Hi Ben, can we talk about the Senior Data Engineer role today?',
    ]);
    expect(within(list).getByText('Sent')).toBeDefined();
    await userEvent.click(links[0]!);
    expect(router.state.location.pathname + router.state.location.search).toBe(
      '/candidates_communicated?profile=42&message=2',
    );
  });

  it("says when the candidate has no messages, and when they can't be read", async () => {
    signIn('recruiter');
    const { unmount } = renderPage('/job_application', <CandidateMessages profileId={99} />);
    expect(await screen.findByText('No messages to this candidate yet.')).toBeDefined();
    unmount();
    server.use(overrides.error('communications', 500, 'The log is unavailable.'));
    renderPage('/job_application', <CandidateMessages profileId={42} />);
    expect(await screen.findByText('The log is unavailable.')).toBeDefined();
  });

  it('opens the linked message in the log, filtered to its candidate, until "Show all messages"', async () => {
    signIn('recruiter');
    const seen = queriesTo(server, '/api/candidates_communicated');
    const { router } = renderPage(
      '/candidates_communicated?profile=42&message=2',
      <CommunicationsPage />,
      '/candidates_communicated',
    );
    const dialog = await screen.findByRole('dialog', { name: 'Message to Ben Okafor' });
    expect(within(dialog).getByText(communicationsFixture[1]!.body)).toBeDefined();
    expect(seen.at(-1)?.get('profile_id')).toBe('42');
    await userEvent.keyboard('{Escape}');
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
    expect(router.state.location.search).toBe('?profile=42');
    expect(screen.getByText('Messages to Ben Okafor')).toBeDefined();
    const table = screen.getByRole('grid', { name: 'Candidates Communicated' });
    expect(within(table).queryByText('Ava Patel')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Show all messages' }));
    await expect.poll(() => seen.at(-1)?.get('profile_id')).toBeNull();
    await expect.poll(() => screen.queryAllByText('Ava Patel').length, { timeout: 5000 }).toBeGreaterThan(0);
    expect(router.state.location.search).toBe('');
  });
});

describe('sending from /job_application', () => {
  it('e-mails one applicant about their job with a one-off text, checked before sending', async () => {
    signIn('recruiter');
    const sent = bodiesTo(server, 'POST', '/api/email_sent/');
    renderPage('/job_application', <ApplicationsPage />);
    const first = applicationsFixture[0]!;
    await userEvent.click(await screen.findByRole('button', { name: `Message ${first.full_name}` }));
    const dialog = await screen.findByRole('dialog', { name: `Message ${first.full_name}` });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send e-mail' }));
    expect(await within(dialog).findByText('Write a subject.')).toBeDefined();
    expect(sent).toHaveLength(0);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Subject' }), 'Next steps');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Message' }),
      'Hi {{{{first_name}}, and {{{{nickname}}',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send e-mail' }));
    expect(await within(dialog).findByText('Unknown placeholder {{nickname}}.')).toBeDefined();
    const body = within(dialog).getByRole('textbox', { name: 'Message' });
    await userEvent.clear(body);
    await userEvent.type(body, 'Hi {{{{first_name}}');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send e-mail' }));
    expect(await screen.findByText('Messages queued: 1')).toBeDefined();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      profile_ids: [first.profile_id],
      subject: 'Next steps',
      body: 'Hi {{first_name}}',
      job_id: first.job_id,
    });
    expect(String(sent[0]!.idempotency_key).length).toBeGreaterThanOrEqual(8);
  });

  it('texts the selected applicants with a template, counting SMS segments for a one-off text', async () => {
    signIn('recruiter');
    const sent = bodiesTo(server, 'POST', '/api/send_sms/');
    renderPage('/job_application', <ApplicationsPage />);
    const table = await screen.findByRole('grid', { name: 'Job Applications' });
    const rows = within(table).getAllByRole('row').slice(1, 3);
    for (const row of rows) await userEvent.click(within(row).getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Message selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Message 2 candidates' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'SMS' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Message' }), 'Hello €');
    expect(within(dialog).getByText('GSM-7')).toBeDefined();
    await userEvent.click(within(dialog).getByRole('button', { name: /No template/ }));
    const option = (await screen.findAllByRole('option')).find(
      (o) => o.textContent !== 'No template: write the message',
    )!;
    const name = option.textContent!;
    await userEvent.click(option);
    expect(within(dialog).queryByRole('textbox', { name: 'Message' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send SMS' }));
    expect(await screen.findByText('Messages queued: 2')).toBeDefined();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.profile_ids).toHaveLength(2);
    expect(sent[0]!.template_id).toEqual(expect.any(Number));
    expect(sent[0]!.body).toBeUndefined();
    expect(name.length).toBeGreaterThan(0);
  });
});
