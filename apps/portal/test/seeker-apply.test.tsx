import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { handle, overrides, profileFixture, publicJobsFixture } from '@talent/api/msw';
import { ApplyJobScreen, jobIdOf } from '../src/pages/seeker/ApplyJobPage';
import { bodiesTo, jobsServer } from './jobs.harness';
import { renderPage, signIn } from './profiles.harness';
import { fakeParser, parsedDoc, resumeFile } from './parser.harness';

const server = jobsServer();
const PATH = '/search_job/apply_job';
const open = publicJobsFixture.find((j) => j.application_id === null)!;
const applied = publicJobsFixture.find((j) => j.application_id !== null)!;

function renderApply(query: string, parser = fakeParser({}).client) {
  signIn('jobseeker');
  return renderPage(`${PATH}${query}`, <ApplyJobScreen createParser={async () => parser} />, PATH);
}

async function chooseProfile(name: string) {
  const trigger = await screen.findByRole('button', { name: /Profile to send/ });
  await waitFor(() => expect(trigger.hasAttribute('disabled')).toBe(false));
  await userEvent.click(trigger);
  const options = within(await screen.findByRole('listbox')).getAllByRole('option', { name });
  await userEvent.click(options[0]!);
}

describe('/search_job/apply_job', () => {
  it('reads the job id of ?job= and nothing else', () => {
    expect(jobIdOf(new URLSearchParams('job=12'))).toBe(12);
    expect(jobIdOf(new URLSearchParams('job=0'))).toBeNull();
    expect(jobIdOf(new URLSearchParams('job=abc'))).toBeNull();
    expect(jobIdOf(new URLSearchParams(''))).toBeNull();
  });

  it('shows the job in full and applies with one of my profiles and a cover note', async () => {
    const bodies = bodiesTo(server, 'POST', '/api/apply_job/');
    renderApply(`?job=${open.id}`);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(open.title);
    // The sanitised description is rendered as HTML.
    expect(screen.getByText('great').tagName).toBe('STRONG');
    const profile = profileFixture(1);
    await chooseProfile(`${profile.full_name} — ${profile.job_title}`);
    const note = screen.getByRole('textbox', { name: /Cover note/ });
    expect(note.tagName).toBe('TEXTAREA');
    await userEvent.type(note, 'I build great products.');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    const done = await screen.findByRole('status');
    expect(done.textContent).toContain(`Your application to ${open.title} has been sent.`);
    expect(within(done).getByRole('link', { name: 'See it in Applied Job' }).getAttribute('href')).toBe(
      '/my_applied_job',
    );
    expect(bodies).toEqual([
      { job_id: open.id, profile_id: profile.id, cover_note: 'I build great products.' },
    ]);
  });

  it('asks for a profile before sending anything', async () => {
    const bodies = bodiesTo(server, 'POST', '/api/apply_job/');
    renderApply(`?job=${open.id}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Choose one of your profiles, or upload a new one.',
    );
    expect(bodies).toEqual([]);
  });

  it("shows the server's message when the application is refused (409)", async () => {
    server.use(overrides.error('applyJob', 409, 'You already applied to this job.'));
    renderApply(`?job=${open.id}`);
    await chooseProfile(`${profileFixture(2).full_name} — ${profileFixture(2).job_title}`);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect((await screen.findByRole('alert')).textContent).toBe('You already applied to this job.');
    // The form stays, ready to try again.
    expect(screen.getByRole('button', { name: 'Confirm' }).hasAttribute('disabled')).toBe(false);
  });

  it('uploads a new profile in place and selects it', async () => {
    const bodies = bodiesTo(server, 'POST', '/api/apply_job/');
    const fresh = profileFixture(300, { full_name: 'Sam Seeker', job_title: 'Designer' });
    server.use(
      handle('uploadResume', () => ({
        status: 'success' as const,
        message: 'File Uploaded',
        profile: fresh,
      })),
    );
    const { client, parse } = fakeParser({
      'sam.docx': {
        ok: true,
        documents: [parsedDoc('sam.docx', { first_name: 'Sam', email: 'sam@example.com' })],
      },
    });
    renderApply(`?job=${open.id}`, client);
    await screen.findByRole('heading', { level: 1, name: open.title });
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    await userEvent.upload(input, [resumeFile('sam.docx')]);
    await waitFor(() =>
      expect(screen.getByRole('list', { name: 'Uploads' }).textContent).toBe('sam.docx: File Uploaded'),
    );
    expect(parse).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Profile to send/ }).textContent).toContain('Sam Seeker'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await screen.findByRole('status');
    expect(bodies.at(-1)).toEqual({ job_id: open.id, profile_id: 300 });
  });

  it('shows that I applied instead of the form', async () => {
    renderApply(`?job=${applied.id}`);
    await screen.findByRole('heading', { level: 1, name: applied.title });
    const note = screen.getByRole('status');
    expect(note.textContent).toContain('You applied to this job. Its status: Schedule Interview.');
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
  });

  it('shows that a closed job takes no application', async () => {
    server.use(overrides.value('publicJob', { ...open, accepting_applications: false }));
    renderApply(`?job=${open.id}`);
    await screen.findByRole('heading', { level: 1, name: open.title });
    expect(screen.getByRole('status').textContent).toBe('This job is not accepting applications any more.');
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
  });

  it('explains a missing or unknown job, with the way back to the search', async () => {
    renderApply('');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'No job was chosen. Open a job from the search to apply.',
    );
    expect(screen.getByRole('link', { name: 'Back to Search Job' }).getAttribute('href')).toBe('/search_job');
  });

  it('says a job that is not published does not exist', async () => {
    renderApply('?job=999');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This job does not exist or is no longer published.',
    );
  });
});
