/** Issue 39: the profile's Experience and Education entries are edited, deleted and imported from a resume. */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { errorResponse, handle, handlers } from '@talent/api/msw';
import type { ExperienceEntry } from '@talent/parser';
import ProfilePage from '../src/pages/account/ProfilePage';
import { importSource } from '../src/pages/account/resumeImport';
import { analyst, degree, fakeParser, parsedDoc, resumeFile } from './parser.harness';
import { renderPage, signIn } from './profiles.harness';

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
const realParser = importSource.createParser;
afterEach(() => {
  server.resetHandlers();
  importSource.createParser = realParser;
});
afterAll(() => server.close());

const intern: ExperienceEntry = {
  position: 'Intern',
  company: null,
  location: null,
  start_date: '2018-06',
  end_date: '2018-09',
  text: 'Intern',
  source: { page: 2, line_start: 0, line_end: 1 },
};

async function openProfile() {
  signIn('jobseeker');
  renderPage('/profile', <ProfilePage />);
  await screen.findByRole('heading', { level: 3, name: 'Senior Recruiter' });
}

const pick = (file: File) =>
  userEvent.upload(document.querySelector('input[type=file]') as HTMLInputElement, file, {
    applyAccept: false,
  });

describe('experience and education entries on /profile', () => {
  it('edits an entry in place with its stored values and sends the whole entry by id', async () => {
    const puts: Array<{ id: unknown; body: unknown }> = [];
    server.use(
      handle('updateUserExperience', ({ params, body }) => {
        puts.push({ id: params.id, body });
        return { ...body, id: 1, created_at: '2026-01-05T09:00:00.000Z' };
      }),
    );
    await openProfile();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Senior Recruiter' }));
    const form = screen.getByRole('form', { name: 'Edit Senior Recruiter' });
    const title = within(form).getByRole('textbox', { name: /Job Title/ });
    expect((title as HTMLInputElement).value).toBe('Senior Recruiter');
    // The Edit button is gone with the entry it stood in: the focus moved to the form's first field.
    expect(document.activeElement).toBe(title);
    expect((within(form).getByRole('textbox', { name: /Start Date/ }) as HTMLInputElement).value).toBe(
      '2021-03',
    );
    await userEvent.clear(title);
    await userEvent.type(title, 'Head of Recruiting');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(puts).toEqual([
        {
          id: '1',
          body: { job_title: 'Head of Recruiting', company: 'Bright Hire LLC', start_date: '2021-03' },
        },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Edit Senior Recruiter' })).toBeNull());
  });

  it('deletes an entry only after the confirmation', async () => {
    const deleted: unknown[] = [];
    server.use(
      handle('deleteUserExperience', ({ params }) => {
        deleted.push(params.id);
        return { message: 'Deleted successfully.' };
      }),
    );
    await openProfile();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Senior Recruiter' }));
    const confirm = (await screen.findAllByRole('alertdialog')).at(-1)!;
    expect(within(confirm).getByRole('heading').textContent).toBe('Delete Senior Recruiter?');
    expect(deleted).toEqual([]);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleted).toEqual(['1']));
  });
});

describe('Import from resume', () => {
  it('reads the resume in the parser, shows the entries with their source, and saves the corrected ones', async () => {
    const experience: unknown[] = [];
    const education: unknown[] = [];
    server.use(
      handle('createUserExperience', ({ body }) => {
        experience.push(body);
        return { ...body, id: 9, created_at: '2026-01-05T09:00:00.000Z' };
      }),
      handle('createUserEducation', ({ body }) => {
        education.push(body);
        return { ...body, id: 10, created_at: '2026-01-05T09:00:00.000Z' };
      }),
    );
    const { client, parse, terminate } = fakeParser({
      'ada.pdf': {
        ok: true,
        documents: [parsedDoc('ada.pdf', { experience: [analyst, intern], education: [degree] })],
      },
    });
    importSource.createParser = async () => client;
    await openProfile();
    await pick(resumeFile('ada.pdf'));

    const review = await screen.findByRole('region', { name: 'Import from ada.pdf' });
    expect(parse).toHaveBeenCalledTimes(1);
    expect(terminate).toHaveBeenCalled();
    const first = within(review).getByRole('group', { name: 'Position 1' });
    expect(within(first).getByText('Read from page 1, lines 5–8')).toBeTruthy();
    expect((within(first).getByRole('textbox', { name: /^Title/ }) as HTMLInputElement).value).toBe(
      'Data Analyst',
    );

    // Position 2 has no company: the profile requires one, so nothing is saved until it is fixed.
    await userEvent.click(within(review).getByRole('button', { name: 'Save entries (3)' }));
    expect(within(review).getByRole('alert').textContent).toContain('Position 2');
    expect(experience).toEqual([]);

    const company = within(first).getByRole('textbox', { name: /^Company/ });
    await userEvent.clear(company);
    await userEvent.type(company, 'Acme Inc');
    await userEvent.click(within(review).getByRole('button', { name: 'Remove Position 2' }));
    await userEvent.click(within(review).getByRole('button', { name: 'Save entries (2)' }));

    await waitFor(() => expect(education).toHaveLength(1));
    expect(experience).toEqual([
      {
        job_title: 'Data Analyst',
        company: 'Acme Inc',
        location: 'Austin, TX',
        start_date: '2019-03',
        currently_working: true,
        description: 'Data Analyst, Acme Corp\n• Built the sales dashboard',
      },
    ]);
    expect(education).toEqual([
      {
        degree: 'B.S.',
        institution: 'University of Texas at Austin',
        field_of_study: 'Computer Science',
        start_date: '2014',
        end_date: '2018',
        grade: '3.8/4.0',
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Import from ada.pdf' })).toBeNull());
  });

  it('keeps the entries that were not saved when a save fails, so a retry does not repeat the others', async () => {
    const saved: unknown[] = [];
    server.use(
      handle('createUserExperience', ({ body }) => {
        saved.push(body);
        return { ...body, id: 9, created_at: '2026-01-05T09:00:00.000Z' };
      }),
      handle('createUserEducation', () => errorResponse(503, 'Try later.')),
    );
    const { client } = fakeParser({
      'ada.pdf': {
        ok: true,
        documents: [parsedDoc('ada.pdf', { experience: [analyst], education: [degree] })],
      },
    });
    importSource.createParser = async () => client;
    await openProfile();
    await pick(resumeFile('ada.pdf'));
    const review = await screen.findByRole('region', { name: 'Import from ada.pdf' });
    await userEvent.click(within(review).getByRole('button', { name: 'Save entries (2)' }));
    await waitFor(() => expect(within(review).getByRole('alert').textContent).toMatch(/were not saved/));
    expect(saved).toHaveLength(1);
    expect(within(review).queryByRole('group', { name: 'Position 1' })).toBeNull();
    expect(within(review).getByRole('group', { name: 'Degree 1' })).toBeTruthy();
    expect(within(review).getByRole('button', { name: 'Save entries (1)' })).toBeTruthy();
  });

  it('imports from the Education tab too, without "No Data Found" beside the entries being corrected', async () => {
    const { client } = fakeParser({
      'ada.pdf': { ok: true, documents: [parsedDoc('ada.pdf', { experience: [], education: [degree] })] },
    });
    importSource.createParser = async () => client;
    await openProfile();
    await userEvent.click(screen.getByRole('tab', { name: 'Education' }));
    const panel = screen.getByRole('tabpanel', { name: 'Education' });
    expect(await within(panel).findByRole('heading', { name: 'No Data Found' })).toBeTruthy();
    await pick(resumeFile('ada.pdf'));
    const review = await within(panel).findByRole('region', { name: 'Import from ada.pdf' });
    expect(within(panel).queryByRole('heading', { name: 'No Data Found' })).toBeNull();
    expect(within(review).getByText('None found. Add one if the resume has it.')).toBeTruthy();
    await userEvent.click(within(review).getByRole('button', { name: 'Cancel' }));
    expect(within(panel).queryByRole('region', { name: 'Import from ada.pdf' })).toBeNull();
    expect(within(panel).getByRole('heading', { name: 'No Data Found' })).toBeTruthy();
  });

  it('says so when the resume has no work history or education', async () => {
    const { client } = fakeParser({
      'plain.docx': { ok: true, documents: [parsedDoc('plain.docx', { experience: [], education: [] })] },
    });
    importSource.createParser = async () => client;
    await openProfile();
    await pick(resumeFile('plain.docx'));
    expect(
      await screen.findByText(
        'No work history or education was found in plain.docx. Add the entries by hand instead.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('region', { name: /^Import from/ })).toBeNull();
  });

  it("shows the upload screen's message for a file the parser refuses or a type it does not read", async () => {
    const { client, parse } = fakeParser({});
    importSource.createParser = async () => client;
    await openProfile();
    await pick(resumeFile('broken.pdf'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('broken.pdf could not be read');
    expect(alert.textContent).toContain("This file can't be accepted because information is missing.");

    await pick(resumeFile('notes.txt'));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Invalid File Type'));
    // A type the upload screen refuses never reaches the parser.
    expect(parse).toHaveBeenCalledTimes(1);
  });
});
