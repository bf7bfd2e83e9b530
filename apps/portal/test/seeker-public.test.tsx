import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { handle, jobFixture, overrides, publicJobsFixture } from '@talent/api/msw';
import ViewJobPage from '../src/pages/jobs/ViewJobPage';
import { PublicJobScreen } from '../src/pages/seeker/PublicJobPage';
import { jobsServer } from './jobs.harness';
import { renderPage, signIn } from './profiles.harness';
import { fakeParser, parsedDoc, resumeFile } from './parser.harness';

const server = jobsServer();
const PATTERN = '/public-job/:uid';
const job = publicJobsFixture.find((j) => j.application_id === null)!;

function renderPublic(id: number | string, parser = fakeParser({}).client) {
  return renderPage(`/public-job/${id}`, <PublicJobScreen createParser={async () => parser} />, PATTERN);
}

/** The multipart forms sent to api/apply_as_guest. */
function guestForms() {
  const seen: FormData[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname === '/api/apply_as_guest')
      seen.push(await request.clone().formData());
  });
  return seen;
}

async function fillGuest(file?: File) {
  await userEvent.type(await screen.findByRole('textbox', { name: /Your name/ }), 'Ada Lovelace');
  await userEvent.type(screen.getByRole('textbox', { name: /Your e-mail/ }), 'ada@example.com');
  if (file)
    await userEvent.upload(document.querySelector('input[type=file]') as HTMLInputElement, [file], {
      applyAccept: false,
    });
}

const send = () => userEvent.click(screen.getByRole('button', { name: 'Send application' }));

describe('/public-job/:uid for a visitor', () => {
  it('shows the job without signing in, and checks the guest form before parsing or sending', async () => {
    const forms = guestForms();
    const { client, parse } = fakeParser({});
    renderPublic(job.id, client);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(job.title);
    await send();
    const form = screen.getByRole('form', { name: 'Apply as a guest' });
    expect(
      within(form)
        .getByRole('textbox', { name: /Your name/ })
        .getAttribute('aria-invalid'),
    ).toBe('true');
    expect(form.textContent).toContain('Your name is required.');
    expect(form.textContent).toContain('Your e-mail is required.');
    expect(form.textContent).toContain('Choose your resume file.');

    await userEvent.type(screen.getByRole('textbox', { name: /Your name/ }), 'N');
    await userEvent.type(screen.getByRole('textbox', { name: /Your e-mail/ }), 'not-an-address');
    await userEvent.upload(
      document.querySelector('input[type=file]') as HTMLInputElement,
      [resumeFile('cv.doc')],
      {
        applyAccept: false,
      },
    );
    await send();
    expect(form.textContent).toContain('Your name has at least 2 characters.');
    expect(form.textContent).toContain('Enter a valid e-mail address.');
    expect(form.textContent).toContain('Only docx, html, msg and pdf files are accepted.');
    expect(parse).not.toHaveBeenCalled();
    expect(forms).toEqual([]);
  });

  it('parses the resume in the browser and sends the application as multipart', async () => {
    const forms = guestForms();
    const { client, parse, render, terminate } = fakeParser({
      'ada.pdf': {
        ok: true,
        documents: [
          parsedDoc('ada.pdf', { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com' }),
        ],
      },
    });
    renderPublic(job.id, client);
    await fillGuest(resumeFile('ada.pdf'));
    await userEvent.type(screen.getByRole('textbox', { name: /Cover note/ }), 'Hello there');
    await send();
    expect((await screen.findByRole('status')).textContent).toBe(
      'Your application has been sent. We e-mailed you a link to set a password and follow your application.',
    );
    expect(parse).toHaveBeenCalledWith('ada.pdf', expect.any(Uint8Array), { maxBytes: 10 * 1024 * 1024 });
    expect(render).toHaveBeenCalledTimes(2);
    expect(terminate).toHaveBeenCalled();
    await waitFor(() => expect(forms).toHaveLength(1));
    const sent = forms[0]!;
    expect(sent.get('guest_name')).toBe('Ada Lovelace');
    expect(sent.get('guest_email')).toBe('ada@example.com');
    expect(sent.get('job_id')).toBe(String(job.id));
    expect(sent.get('cover_note')).toBe('Hello there');
    expect(sent.get('first_name')).toBe('Ada');
    expect(sent.get('last_name')).toBe('Lovelace');
    expect((sent.get('file') as File).name).toBe('ada.pdf');
    expect(sent.getAll('page_images')).toHaveLength(1);
    expect(sent.getAll('masked_images')).toHaveLength(1);
  });

  it("shows the server's field errors (400)", async () => {
    server.use(
      overrides.error('applyAsGuest', 400, 'Invalid fields', {
        guest_email: ['This e-mail is not accepted.'],
      }),
    );
    const { client } = fakeParser({
      'ada.docx': { ok: true, documents: [parsedDoc('ada.docx', { first_name: 'Ada' })] },
    });
    renderPublic(job.id, client);
    await fillGuest(resumeFile('ada.docx'));
    await send();
    const email = screen.getByRole('textbox', { name: /Your e-mail/ });
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByRole('form', { name: 'Apply as a guest' }).textContent).toContain(
      'This e-mail is not accepted.',
    );
  });

  it('tells a guest whose e-mail has an account to sign in (409)', async () => {
    server.use(overrides.error('applyAsGuest', 409, 'This e-mail already has an account: sign in to apply.'));
    const { client } = fakeParser({
      'ada.docx': { ok: true, documents: [parsedDoc('ada.docx', { first_name: 'Ada' })] },
    });
    renderPublic(job.id, client);
    await fillGuest(resumeFile('ada.docx'));
    await send();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('This e-mail already has an account: sign in to apply. Sign in');
    expect(within(alert).getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
  });

  it('shows the limits: a rejected file (406), too large (413), too many (429)', async () => {
    const { client } = fakeParser({
      'ada.docx': { ok: true, documents: [parsedDoc('ada.docx', { first_name: 'Ada' })] },
    });
    server.use(
      overrides.error('applyAsGuest', 429, 'Too many applications from this address. Try tomorrow.'),
    );
    renderPublic(job.id, client);
    await fillGuest(resumeFile('ada.docx'));
    await send();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many applications from this address. Try tomorrow.',
    );
    server.use(overrides.error('applyAsGuest', 413, 'Payload Too Large'));
    await send();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('The file is too large.'));
    server.use(
      handle(
        'applyAsGuest',
        () => new Response(JSON.stringify({ message: 'Invalid File Type' }), { status: 406 }),
      ),
    );
    await send();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Invalid File Type'));
  });

  it('says when the job takes no application, or does not exist', async () => {
    server.use(overrides.value('publicJob', { ...job, accepting_applications: false }));
    const { unmount } = renderPublic(job.id);
    await screen.findByRole('heading', { level: 1, name: job.title });
    expect(screen.getByRole('status').textContent).toBe('This job is not accepting applications any more.');
    expect(screen.queryByRole('form', { name: 'Apply as a guest' })).toBeNull();
    unmount();
    server.resetHandlers();
    renderPublic(999);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This job does not exist or is no longer published.',
    );
  });
});

describe('/public-job/:uid signed in', () => {
  it('sends a job seeker to apply with their profile instead of the guest form', async () => {
    signIn('jobseeker');
    renderPublic(job.id);
    const link = await screen.findByRole('link', { name: 'Apply with my profile' });
    expect(link.getAttribute('href')).toBe(`/search_job/apply_job?job=${job.id}`);
    expect(screen.queryByRole('form', { name: 'Apply as a guest' })).toBeNull();
  });
});

describe('the share link on /view-job/:uid', () => {
  it('shows the public link of a published job and copies it', async () => {
    const user = userEvent.setup();
    signIn('recruiter');
    renderPage('/view-job/1', <ViewJobPage />, '/view-job/:uid');
    const url = `${window.location.origin}/public-job/1`;
    expect((await screen.findByRole('link', { name: url })).getAttribute('href')).toBe(url);
    await user.click(screen.getByRole('button', { name: 'Copy share link' }));
    expect(await navigator.clipboard.readText()).toBe(url);
    expect((await screen.findByText('Share link copied')).textContent).toBe('Share link copied');
  });

  it('offers no share link for a draft', async () => {
    signIn('recruiter');
    server.use(overrides.value('getJob', jobFixture(3, { status: 'draft', published_at: null })));
    renderPage('/view-job/3', <ViewJobPage />, '/view-job/:uid');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: 'Copy share link' })).toBeNull();
  });
});
