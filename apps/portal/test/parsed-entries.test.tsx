import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useState } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { handle, handlers, profileFixture } from '@talent/api/msw';
import type { ExperienceEntry } from '@talent/parser';
import { ParsedEntriesEditor, type ParsedEntries } from '../src/pages/upload/ParsedEntriesEditor';
import { loadParserOptions } from '../src/pages/upload/parserOptions';
import { UploadScreen } from '../src/pages/upload/UploadPage';
import CreateProfilePage from '../src/pages/profiles/CreateProfilePage';
import { analyst, degree, fakeParser, parsedDoc } from './parser.harness';
import { renderPage, signIn } from './profiles.harness';

/** A whole list as the list endpoints answer it (the parser options ask for every row). */
const keywords = (...words: string[]) => ({
  count: words.length,
  results: words.map((keyword, i) => ({ id: i + 1, keyword, created_at: '2026-01-01T00:00:00Z' })),
});

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const intern: ExperienceEntry = {
  position: 'Intern',
  company: 'Globex',
  location: null,
  start_date: '2018-06',
  end_date: '2018-09',
  text: 'Intern, Globex',
  source: { page: 1, line_start: 8, line_end: 9 },
};

const group = (name: string) => screen.getByRole('group', { name });
const box = (groupName: string, label: string) =>
  within(group(groupName)).getByRole('textbox', { name: new RegExp(`^${label}`) });

describe('the parsed entries editor', () => {
  it('shows each parsed position and degree as labelled fields and answers the edits', async () => {
    let last: ParsedEntries | null = null;
    function Harness() {
      const [value, setValue] = useState<ParsedEntries>({
        experience: [analyst, intern],
        education: [degree],
      });
      return (
        <ParsedEntriesEditor
          value={value}
          onChange={(next) => {
            last = next;
            setValue(next);
          }}
        />
      );
    }
    render(<Harness />);
    expect((box('Position 1', 'Title') as HTMLInputElement).value).toBe('Data Analyst');
    expect((box('Position 1', 'Company') as HTMLInputElement).value).toBe('Acme Corp');
    expect((box('Position 1', 'Location') as HTMLInputElement).value).toBe('Austin, TX');
    expect((box('Position 1', 'End') as HTMLInputElement).value).toBe('present');
    expect((box('Position 1', 'Details') as HTMLTextAreaElement).value).toContain(
      'Built the sales dashboard',
    );
    expect((box('Position 2', 'Company') as HTMLInputElement).value).toBe('Globex');
    expect((box('Degree 1', 'Degree') as HTMLInputElement).value).toBe('B.S.');
    expect((box('Degree 1', 'Field of study') as HTMLInputElement).value).toBe('Computer Science');
    expect((box('Degree 1', 'Grade') as HTMLInputElement).value).toBe('3.8/4.0');

    const company = box('Position 1', 'Company');
    await userEvent.clear(company);
    await userEvent.type(company, 'Acme Inc');
    await userEvent.clear(box('Position 1', 'Location'));
    await userEvent.click(screen.getByRole('button', { name: 'Remove Position 2' }));
    expect(screen.queryByRole('group', { name: 'Position 2' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Add degree' }));
    await userEvent.type(box('Degree 2', 'Institution'), 'MIT');

    expect(last).toEqual({
      experience: [{ ...analyst, company: 'Acme Inc', location: null }],
      education: [
        degree,
        {
          ...degree,
          institution: 'MIT',
          degree: null,
          area: null,
          start_date: null,
          end_date: null,
          grade: null,
          text: '',
          source: undefined,
        },
      ],
    });
  });
});

describe('the upload screen with parsed entries', () => {
  it('waits for the check, then uploads the corrected work history and education', async () => {
    signIn('recruiter');
    const uploads: FormData[] = [];
    server.use(
      handle('uploadResume', async ({ request }) => {
        uploads.push(await request.formData());
        return { status: 'success' as const, message: 'File Uploaded', profile: profileFixture(301) };
      }),
      handle('listExperienceKeyword', () => keywords('Berufserfahrung')),
    );
    const { client, parse } = fakeParser({
      'ada.docx': {
        ok: true,
        documents: [
          parsedDoc('ada.docx', { first_name: 'Ada', experience: [analyst, intern], education: [degree] }),
        ],
      },
    });
    renderPage('/resume-uploader', <UploadScreen createParser={async () => client} />);
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Upload Profile'));
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    await userEvent.upload(input, [new File(['x'], 'ada.docx')], { applyAccept: false });

    const check = await screen.findByRole('region', {
      name: /^Check the work history and education: ada.docx/,
    });
    // The Extraction Keyword list reached the parser with the other lists.
    expect((parse.mock.calls[0] as unknown[])[2]).toMatchObject({ experienceKeywords: ['Berufserfahrung'] });
    // Nothing is sent before the user has checked the entries.
    expect(uploads).toHaveLength(0);
    const title = within(within(check).getByRole('group', { name: 'Position 2' })).getByRole('textbox', {
      name: /^Title/,
    });
    await userEvent.clear(title);
    await userEvent.type(title, 'Software Intern');
    await userEvent.click(within(check).getByRole('button', { name: 'Remove Degree 1' }));
    await userEvent.click(within(check).getByRole('button', { name: 'Upload with these entries' }));

    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(JSON.parse(uploads[0]!.get('experience') as string)).toEqual([
      analyst,
      { ...intern, position: 'Software Intern' },
    ]);
    expect(uploads[0]!.get('education')).toBeNull();
    expect(screen.queryByRole('region', { name: /^Check the work history/ })).toBeNull();
  });
});

describe('the parser options', () => {
  it('pass the Extraction Keyword list as experienceKeywords, only to roles with the exclusion pages', async () => {
    signIn('recruiter');
    server.use(
      handle('listExperienceKeyword', () =>
        keywords(' Professional Journey ', 'Professional Journey', 'Stations'),
      ),
    );
    expect((await loadParserOptions()).experienceKeywords).toEqual(['Professional Journey', 'Stations']);
    expect((await loadParserOptions({ exclusionLists: false })).experienceKeywords).toBeUndefined();
  });
});

describe('Create My Profile (/app/profile/uploade)', () => {
  it('sends the typed work history and education as the entry lists of the upload object', async () => {
    signIn('recruiter');
    const posts: Array<Record<string, unknown>> = [];
    server.use(
      handle('uploadSingleResume', ({ body }) => {
        posts.push(body);
        return { status: 'success' as const, message: 'File Uploaded', profile: profileFixture(78) };
      }),
    );
    renderPage('/app/profile/uploade', <CreateProfilePage />);
    await screen.findByRole('heading', { level: 1, name: 'Create My Profile' });
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'First Name' }), 'Grace');
    await user.click(screen.getByRole('button', { name: 'Add position' }));
    await user.type(box('Position 1', 'Title'), 'Rear Admiral');
    await user.type(box('Position 1', 'Company'), 'US Navy');
    await user.type(box('Position 1', 'End'), 'present');
    await user.click(screen.getByRole('button', { name: 'Create Profile' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(JSON.parse(posts[0]!.experience as string)).toEqual([
      {
        position: 'Rear Admiral',
        company: 'US Navy',
        location: null,
        start_date: null,
        end_date: 'present',
        text: '',
      },
    ]);
    expect(posts[0]!.education).toBeUndefined();
  });
});
