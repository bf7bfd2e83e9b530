import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { errorResponse, handle, handlers, profileFixture } from '@talent/api/msw';
import EditProfilePage from '../src/pages/profiles/EditProfilePage';
import ProfilesPage from '../src/pages/profiles/ProfilesPage';
import { parserSource } from '../src/pages/profiles/replaceFile';
import { UploadScreen } from '../src/pages/upload/UploadPage';
import { fakeParser, parsedDoc, resumeFile } from './parser.harness';
import { renderPage, signIn } from './profiles.harness';
import { isShown } from './shown';

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
const realParser = parserSource.createParser;
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
  parserSource.createParser = realParser;
});
afterAll(() => server.close());

/** A ui Card by its title (its section is not named yet). */
async function card(title: string): Promise<HTMLElement> {
  const heading = await screen.findByRole('heading', { name: title });
  return heading.closest('section') as HTMLElement;
}

async function pickFile(file: File) {
  const input = document.querySelector('input[type=file]') as HTMLInputElement;
  await userEvent.upload(input, [file], { applyAccept: false });
}

describe("today's uploads on the upload page", () => {
  it('lists what was stored today with the daily allowance, and reads it again after an upload', async () => {
    signIn('recruiter');
    let reads = 0;
    let stored = [profileFixture(201, { first_name: 'Ann', last_name: 'Early', full_name: 'Ann Early' })];
    server.use(
      handle('todayResume', () => {
        reads += 1;
        return { count: stored.length, results: stored, limit: 50, used: stored.length };
      }),
      handle('uploadResume', () => {
        const profile = profileFixture(202, { first_name: 'Ada', last_name: 'New', full_name: 'Ada New' });
        stored = [profile, ...stored];
        return { status: 'success' as const, message: 'File Uploaded', profile };
      }),
    );
    const { client } = fakeParser({
      'ada.docx': { ok: true, documents: [parsedDoc('ada.docx', { first_name: 'Ada' })] },
    });
    renderPage('/resume-uploader', <UploadScreen createParser={async () => client} />);
    const today = await card("Today's uploads");
    await waitFor(() =>
      expect(within(today).getByTestId('today-allowance').textContent).toBe('1 of 50 uploads used today'),
    );
    expect(within(today).getByRole('rowheader', { name: 'Ann Early' }).textContent).toBe('Ann Early');
    expect(within(today).getByRole('link', { name: 'Edit Ann Early' }).getAttribute('href')).toBe(
      '/manual-resume/201',
    );

    await pickFile(resumeFile('ada.docx'));
    await waitFor(() =>
      expect(within(today).getByTestId('today-allowance').textContent).toBe('2 of 50 uploads used today'),
    );
    expect(within(today).getByRole('rowheader', { name: 'Ada New' }).textContent).toBe('Ada New');
    expect(reads).toBeGreaterThanOrEqual(2);
  });

  it('says so when nothing was uploaded today, and names an unlimited plan', async () => {
    signIn('recruiter');
    server.use(handle('todayResume', () => ({ count: 0, results: [], limit: null, used: 0 })));
    renderPage('/resume-uploader', <UploadScreen createParser={async () => fakeParser({}).client} />);
    const today = await card("Today's uploads");
    expect(isShown(await within(today).findByText('No uploads today'))).toBe(true);
    expect(within(today).getByTestId('today-allowance').textContent).toBe(
      '0 uploaded today; your plan has no daily limit',
    );
  });
});

describe('deleting a profile', () => {
  it('asks first; Cancel keeps it, Delete removes it and reloads the list', async () => {
    signIn('recruiter');
    const deleted: number[] = [];
    let rows = [
      profileFixture(31, { full_name: 'Liam Reyes', is_public: false }),
      profileFixture(32, { full_name: 'Mia Patel', is_public: false }),
    ];
    server.use(
      handle('listResume', () => ({ count: rows.length, results: rows })),
      handle('deleteResume', ({ params }) => {
        deleted.push(Number(params.id));
        rows = rows.filter((r) => r.id !== Number(params.id));
        return { message: 'Profile deleted.' };
      }),
    );
    renderPage('/non-public-resume', <ProfilesPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Mia Patel' }));
    let dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Delete Mia Patel?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(deleted).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete Mia Patel' }));
    dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Delete Mia Patel' })).toBeNull());
    expect(deleted).toEqual([32]);
    expect(isShown(screen.getByRole('button', { name: 'Delete Liam Reyes' }))).toBe(true);
  });

  it('from the editor: deletes after the confirmation and goes back to the collection', async () => {
    signIn('recruiter');
    const deleted: number[] = [];
    server.use(
      handle('getResume', () => profileFixture(43, { full_name: 'Ada Lovelace' })),
      handle('deleteResume', ({ params }) => {
        deleted.push(Number(params.id));
        return { message: 'Profile deleted.' };
      }),
    );
    const { router } = renderPage('/manual-resume/43', <EditProfilePage />, '/manual-resume/:uid');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/non-public-resume'));
    expect(deleted).toEqual([43]);
  });
});

describe('replacing the file of a profile', () => {
  it('parses the new file in the upload worker and sends it with its full and masked page images', async () => {
    signIn('recruiter');
    const forms: FormData[] = [];
    let stored = profileFixture(43, { full_name: 'Ada Lovelace', file_name: 'old.docx', pages: 0 });
    server.use(
      handle('getResume', () => stored),
      handle('replaceResumeFile', async ({ request }) => {
        forms.push(await request.formData());
        stored = { ...stored, file_name: 'new.pdf', pages: 1 };
        return stored;
      }),
    );
    const { client, parse, render, terminate } = fakeParser({
      'new.pdf': {
        ok: true,
        documents: [
          parsedDoc(
            'new.pdf',
            { first_name: 'Ada' },
            { contactBoxes: [{ page: 1, field: 'email', x: 1, y: 2, width: 3, height: 4 }] },
          ),
        ],
      },
    });
    parserSource.createParser = async () => client;
    renderPage('/manual-resume/43', <EditProfilePage />, '/manual-resume/:uid');
    expect((await screen.findByText('File: old.docx')).textContent).toBe('File: old.docx');
    await pickFile(resumeFile('new.pdf', '%PDF-1.4 new'));
    await waitFor(() => expect(forms).toHaveLength(1));
    expect(parse.mock.calls[0]![0]).toBe('new.pdf');
    expect(render.mock.calls.map(([, opts]) => opts)).toEqual([
      { mode: 'full' },
      { mode: 'masked', boxes: [{ page: 1, field: 'email', x: 1, y: 2, width: 3, height: 4 }] },
    ]);
    const form = forms[0]!;
    expect((form.get('file') as File).name).toBe('new.pdf');
    expect(form.getAll('page_images')).toHaveLength(1);
    expect(form.getAll('masked_images')).toHaveLength(1);
    // The typed fields are not sent: hand edits stay.
    expect(form.has('first_name')).toBe(false);
    expect((await screen.findByText('File: new.pdf')).textContent).toBe('File: new.pdf');
    expect(terminate).toHaveBeenCalledTimes(1);
  });

  it('does not send a file the parser refuses, and shows the server refusal of a duplicate', async () => {
    signIn('recruiter');
    let posts = 0;
    server.use(
      handle('getResume', () => profileFixture(43, { full_name: 'Ada Lovelace' })),
      handle('replaceResumeFile', () => {
        posts += 1;
        return errorResponse(
          406,
          'Duplicate profile: the same file is already in your collection (profile #4).',
        );
      }),
    );
    const { client } = fakeParser({
      'dup.docx': { ok: true, documents: [parsedDoc('dup.docx', { first_name: 'Ada' })] },
    });
    parserSource.createParser = async () => client;
    renderPage('/manual-resume/43', <EditProfilePage />, '/manual-resume/:uid');
    await screen.findByRole('button', { name: 'Replace the file of Ada Lovelace' });
    await pickFile(resumeFile('broken.pdf'));
    expect((await screen.findByTestId('replace-error')).textContent).toBe(
      "This file can't be accepted because information is missing.",
    );
    await pickFile(resumeFile('photo.png'));
    await waitFor(() => expect(screen.getByTestId('replace-error').textContent).toBe('Invalid File Type'));
    expect(posts).toBe(0);
    await pickFile(resumeFile('dup.docx'));
    await waitFor(() =>
      expect(screen.getByTestId('replace-error').textContent).toBe(
        'Duplicate profile: the same file is already in your collection (profile #4).',
      ),
    );
    expect(posts).toBe(1);
  });
});
