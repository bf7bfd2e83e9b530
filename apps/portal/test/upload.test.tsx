import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, AxiosHeaders } from 'axios';
import { setupServer } from 'msw/node';
import { errorResponse, handle, handlers, profileFixture } from '@talent/api/msw';
import { storage } from '@talent/api/client';
import type { ParserWorkerClient } from '@talent/parser/client';
import { i18n } from '../src/app/i18n';
import { fieldLabel, parseErrorMessage, uploadErrorMessages } from '../src/pages/upload/uploadErrors';
import { fieldsToForm } from '../src/pages/upload/uploadRequest';
import { UploadScreen, recentUploadsPath } from '../src/pages/upload/UploadPage';
import { ACCEPTED_FILE_TYPES as ACCEPTED_TYPES } from '@talent/api/rules';
import { fakeParser, parsedDoc } from './parser.harness';
import { renderPage, signIn } from './profiles.harness';
import { isShown } from './shown';

const t = i18n.t.bind(i18n);

function axiosError(status: number, data: unknown): AxiosError {
  const config = { headers: new AxiosHeaders() };
  return new AxiosError('failed', 'ERR', config, null, { status, statusText: '', data, headers: {}, config });
}

describe('upload rows of the error catalogue (spec 8)', () => {
  it('406 shows the message of the response body', () => {
    expect(
      uploadErrorMessages(
        axiosError(406, {
          message: 'Duplicate profile: the same e-mail is already in your collection.',
          code: 'duplicate',
        }),
        t,
      ),
    ).toEqual(['Duplicate profile: the same e-mail is already in your collection.']);
  });

  it('400 gives "Ensure {Field Name} field is correct!" per field, else the body message', () => {
    expect(
      uploadErrorMessages(
        axiosError(400, {
          message: 'Invalid',
          errors: { first_name: ['x'], Zipcode: ['y'], page_images: ['z'], masked_images: ['m'] },
        }),
        t,
      ),
    ).toEqual([
      'Ensure First Name field is correct!',
      'Ensure Zipcode field is correct!',
      'Ensure Page Images field is correct!',
      'Ensure Masked Images field is correct!',
    ]);
    expect(uploadErrorMessages(axiosError(400, { message: 'The file is required.' }), t)).toEqual([
      'The file is required.',
    ]);
  });

  it('500 is "Internal server error"; anything else the missing-information text', () => {
    expect(uploadErrorMessages(axiosError(500, { message: 'boom' }), t)).toEqual(['Internal server error']);
    expect(uploadErrorMessages(axiosError(413, {}), t)).toEqual([
      "This file can't be accepted because information is missing.",
    ]);
    expect(uploadErrorMessages(new Error('network'), t)).toEqual([
      "This file can't be accepted because information is missing.",
    ]);
  });

  it('names fields with underscores as spaces and capitalised words; unsupported types are "Invalid File Type"', () => {
    expect(fieldLabel('last_job_city')).toBe('Last Job City');
    expect(fieldLabel('email')).toBe('Email');
    expect(parseErrorMessage('invalid_type', t)).toBe('Invalid File Type');
    expect(parseErrorMessage('corrupt', t)).toBe(
      "This file can't be accepted because information is missing.",
    );
  });
});

describe('the upload form', () => {
  it('sends contract fields only: string lists joined, entry lists as JSON within the limit, nulls left out', () => {
    const form = fieldsToForm({
      first_name: 'Ada',
      last_name: null,
      technicalSkill: ['TypeScript', 'SQL'],
      experience: Array.from({ length: 400 }, (_, i) => ({
        position: `Engineer ${i}`,
        text: 'x'.repeat(60),
      })),
      experience_years: 7,
      work_authorization: 'US Citizen',
      skillMatch: [],
    });
    expect(form.get('first_name')).toBe('Ada');
    expect(form.has('last_name')).toBe(false);
    expect(form.get('technicalSkill')).toBe('TypeScript, SQL');
    expect(form.get('experience_years')).toBe('7');
    expect(form.has('work_authorization')).toBe(false);
    expect(form.has('skillMatch')).toBe(false);
    const experience = String(form.get('experience'));
    expect(experience.length).toBeLessThanOrEqual(20_000);
    expect(Array.isArray(JSON.parse(experience))).toBe(true);
  });

  it('offers the spec drop filter and sends Recent Uploads by role', () => {
    expect(ACCEPTED_TYPES).toEqual(['.htm', '.html', '.docx', '.msg', '.pdf']);
    expect(recentUploadsPath('jobseeker')).toBe('/my_upload_resume');
    expect(recentUploadsPath('recruiter')).toBe('/non-public-resume');
    expect(recentUploadsPath('editor')).toBe('/non-public-resume');
  });
});

// ---------------------------------------------------------------------------------------------------
// The screen, with a fake parser worker and msw answering the upload.

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const doc = parsedDoc;

const file = (name: string, text = 'x') => new File([text], name, { type: '' });

async function pick(files: File[]) {
  const input = document.querySelector('input[type=file]') as HTMLInputElement;
  await userEvent.upload(input, files, { applyAccept: false });
}

/** The text of a file's card in a column, without its size. */
function item(columnName: string, fileName: string): string {
  const card = within(column(columnName))
    .getAllByRole('listitem')
    .find((li) => li.textContent?.startsWith(fileName));
  if (!card) throw new Error(`${fileName} is not in ${columnName}`);
  return (card.textContent ?? '').replace(/\d+\.\d (kb|mb)/, '');
}

function column(name: string) {
  return screen.getByRole('region', { name: new RegExp(`^${name}`) });
}

describe('the upload screen', () => {
  it('parses in the worker, uploads, and sorts files into the uploaded and rejected columns', async () => {
    signIn('recruiter');
    const uploads: FormData[] = [];
    server.use(
      handle('uploadResume', async ({ request }) => {
        const form = await request.formData();
        uploads.push(form);
        if (form.get('first_name') === 'Dup')
          return errorResponse(
            406,
            'Duplicate profile: the same e-mail is already in your collection (profile #4).',
          );
        if (!form.get('first_name'))
          return errorResponse(400, "This file can't be accepted because information is missing.", {
            first_name: ['required'],
            email: ['required'],
          });
        return {
          status: 'success' as const,
          message: 'File Uploaded',
          profile: profileFixture(300),
        };
      }),
    );
    const { client, render } = fakeParser({
      'ada.pdf': { ok: true, documents: [doc('ada.pdf', { first_name: 'Ada', email: 'ada@example.com' })] },
      'dup.docx': { ok: true, documents: [doc('dup.docx', { first_name: 'Dup' })] },
      'mail.msg': {
        ok: true,
        documents: [
          doc(
            'mail.msg',
            {},
            { attachments: ['cv.pdf', 'photo.png'], group: { message: 'mail.msg', index: 0, size: 2 } },
          ),
          doc(
            'Inner/cv.pdf',
            { first_name: 'Bea' },
            {
              group: { message: 'mail.msg', index: 1, size: 2 },
              bytes: new TextEncoder().encode('%PDF-1.4 bea'),
              fileName: 'cv.pdf',
              contactBoxes: [{ page: 1, field: 'email', x: 1, y: 2, width: 3, height: 4 }],
            },
          ),
        ],
      },
      'blank.docx': { ok: true, documents: [doc('blank.docx', {})] },
    });
    renderPage('/resume-uploader', <UploadScreen createParser={async () => client} />);
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Upload Profile'));
    await pick([file('ada.pdf'), file('dup.docx'), file('mail.msg'), file('bad.pdf'), file('blank.docx')]);

    await waitFor(() =>
      expect(within(column('Uploaded')).getAllByRole('listitem').length).toBeGreaterThanOrEqual(3),
    );
    const uploaded = column('Uploaded');
    expect(uploaded.textContent).toContain('ada.pdf');
    expect(uploaded.textContent).toContain('Inner/cv.pdf (mail.msg)');
    // The message group lists its attachments.
    expect(within(uploaded).getByRole('list', { name: 'Attachments: mail.msg' }).textContent).toContain(
      'photo.png',
    );
    await waitFor(() => expect(column('Rejected').textContent).toContain('blank.docx'));
    const rejected = column('Rejected');
    expect(item('Rejected', 'dup.docx')).toBe(
      'dup.docxInvalid File: Duplicate profile: the same e-mail is already in your collection (profile #4).',
    );
    expect(item('Rejected', 'bad.pdf')).toBe(
      "bad.pdfInvalid File: This file can't be accepted because information is missing.",
    );
    expect(item('Rejected', 'blank.docx')).toBe(
      'blank.docxInvalid File: Ensure First Name field is correct! Ensure Email field is correct!',
    );
    expect(item('Uploaded', 'ada.pdf')).toBe('ada.pdf File Uploaded');
    // A PDF gets its full and contact-masked page images rendered and sent; the upload 406 did not end
    // the session.
    expect(render.mock.calls.map(([, opts]) => opts.mode)).toEqual(['full', 'masked', 'full', 'masked']);
    expect(render.mock.calls[3]![1]).toEqual({
      mode: 'masked',
      boxes: [{ page: 1, field: 'email', x: 1, y: 2, width: 3, height: 4 }],
    });
    const ada = uploads.find((f) => f.get('first_name') === 'Ada')!;
    expect(ada.getAll('page_images')).toHaveLength(1);
    expect(ada.getAll('masked_images')).toHaveLength(1);
    const bytesOf = async (v: FormDataEntryValue | null) => new Uint8Array(await (v as Blob).arrayBuffer());
    expect(await bytesOf(ada.get('page_images'))).toEqual(
      Uint8Array.from(atob('/9j/4AAQ'), (c) => c.charCodeAt(0)),
    );
    expect(await bytesOf(ada.get('masked_images'))).toEqual(
      Uint8Array.from(atob('/9j/AAAA'), (c) => c.charCodeAt(0)),
    );
    // The attachment is sent as its own file, not the whole message.
    const bea = uploads.find((f) => f.get('first_name') === 'Bea')!;
    const beaFile = bea.get('file') as File;
    expect(beaFile.name).toBe('cv.pdf');
    expect(new TextDecoder().decode(await bytesOf(beaFile))).toBe('%PDF-1.4 bea');
    expect(bea.getAll('masked_images')).toHaveLength(1);
    // A DOCX has no page images.
    expect(uploads.find((f) => f.get('first_name') === 'Dup')?.has('page_images')).toBe(false);
    expect(storage.hasSession()).toBe(true);
    expect(screen.getByTestId('upload-count-uploaded').textContent).toBe('Uploaded profiles: 2');
    expect(screen.getByTestId('upload-count-declined').textContent).toBe('Declined profiles: 3');

    await userEvent.click(within(rejected).getByRole('button', { name: 'Clear All' }));
    expect(within(column('Rejected')).queryAllByRole('listitem')).toHaveLength(0);
  });

  it('refuses six files at once with "Upload Limit Exceeded" and rejects unsupported types', async () => {
    signIn('recruiter');
    const { client, parse } = fakeParser({});
    renderPage('/resume-uploader', <UploadScreen createParser={async () => client} />);
    await screen.findByRole('heading', { name: 'Upload Profile', level: 1 });
    await pick(['a', 'b', 'c', 'd', 'e', 'f'].map((n) => file(`${n}.pdf`)));
    const dialog = await screen.findByRole('alertdialog', { name: 'Upload Limit Exceeded' });
    expect(dialog.textContent).toContain('Please upload a maximum of 5 files at a time');
    expect(parse).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));

    await pick([file('old.doc')]);
    await waitFor(() => expect(item('Rejected', 'old.doc')).toBe('old.docInvalid File: Invalid File Type'));
  });

  it('keeps the surplus over 10 per round waiting in Pending until Upload More', async () => {
    signIn('recruiter');
    const { client, parse } = fakeParser({});
    renderPage('/resume-uploader', <UploadScreen createParser={async () => client} />);
    await screen.findByRole('heading', { name: 'Upload Profile', level: 1 });
    await pick(['a1', 'a2', 'a3', 'a4', 'a5'].map((n) => file(`${n}.pdf`)));
    await waitFor(() => expect(within(column('Rejected')).getAllByRole('listitem')).toHaveLength(5));
    await pick(['b1', 'b2', 'b3', 'b4', 'b5'].map((n) => file(`${n}.pdf`)));
    await waitFor(() => expect(within(column('Rejected')).getAllByRole('listitem')).toHaveLength(10));
    // The round holds 10: these three wait.
    await pick(['c1', 'c2', 'c3'].map((n) => file(`${n}.pdf`)));
    await waitFor(() => expect(within(column('Pending')).getAllByRole('listitem')).toHaveLength(3));
    expect(item('Pending', 'c1.pdf')).toBe('c1.pdfWaiting');
    expect(parse).toHaveBeenCalledTimes(10);
    await userEvent.click(screen.getByRole('button', { name: 'Upload More (3)' }));
    await waitFor(() => expect(within(column('Rejected')).getAllByRole('listitem')).toHaveLength(13));
    expect(parse).toHaveBeenCalledTimes(13);
    expect(screen.queryByRole('button', { name: /Upload More/ })).toBeNull();
  });

  it('refuses a drop while 5 files are in work', async () => {
    signIn('recruiter');
    // The parser never finishes, so the round stays full.
    const client = {
      parse: vi.fn(() => new Promise(() => {})),
      render: vi.fn(),
      terminate: vi.fn(),
    } as unknown as ParserWorkerClient;
    renderPage('/resume-uploader', <UploadScreen createParser={async () => client} />);
    await screen.findByRole('heading', { name: 'Upload Profile', level: 1 });
    await pick(['a', 'b', 'c', 'd', 'e'].map((n) => file(`${n}.pdf`)));
    await waitFor(() => expect(within(column('Pending')).getAllByRole('listitem')).toHaveLength(5));
    // Five are in work: the next drop is refused.
    await pick([file('f.pdf')]);
    expect(isShown(await screen.findByRole('alertdialog', { name: 'Upload Limit Exceeded' }))).toBe(true);
  });

  it('hands a 401 to the shared client (refresh) and sends the upload again', async () => {
    signIn('recruiter');
    let calls = 0;
    server.use(
      handle('uploadResume', async () => {
        calls += 1;
        if (calls === 1) return errorResponse(401, 'Given token not valid for any token type');
        return { status: 'success' as const, message: 'File Uploaded', profile: profileFixture(301) };
      }),
    );
    const { client } = fakeParser({
      'ada.pdf': { ok: true, documents: [doc('ada.pdf', { first_name: 'Ada' })] },
    });
    renderPage('/resume-uploader', <UploadScreen createParser={async () => client} />);
    await screen.findByRole('heading', { name: 'Upload Profile', level: 1 });
    await pick([file('ada.pdf')]);
    await waitFor(() => expect(item('Uploaded', 'ada.pdf')).toBe('ada.pdf File Uploaded'));
    expect(calls).toBe(2);
    expect(storage.hasSession()).toBe(true);
  });

  it.each([
    ['recruiter', '/resume-uploader', true],
    ['jobseeker', '/create_my_resume', false],
  ] as const)(
    'as %s on %s reads the exclusion lists only if the role has the exclusion pages: %s',
    async (role, path, reads) => {
      signIn(role);
      const asked: string[] = [];
      const record = ({ request }: { request: Request }) => asked.push(new URL(request.url).pathname);
      server.events.on('request:start', record);
      server.use(
        handle('uploadResume', () => ({
          status: 'success' as const,
          message: 'File Uploaded',
          profile: profileFixture(301),
        })),
      );
      const { client } = fakeParser({
        'ada.pdf': { ok: true, documents: [doc('ada.pdf', { first_name: 'Ada', email: 'ada@example.com' })] },
      });
      renderPage(path, <UploadScreen createParser={async () => client} />);
      await screen.findByRole('heading', { name: 'Upload Profile', level: 1 });
      await pick([file('ada.pdf')]);
      await waitFor(() => expect(item('Uploaded', 'ada.pdf')).toBe('ada.pdf File Uploaded'));
      server.events.removeListener('request:start', record);
      const lists = ['/api/block_keyword', '/api/blockDomainView', '/api/keyword_exclusion'];
      expect(lists.filter((list) => asked.includes(list))).toEqual(reads ? lists : []);
      expect(asked).toContain('/api/all_skill');
    },
  );

  it("sends a job seeker's Recent Uploads to /my_upload_resume", async () => {
    signIn('jobseeker');
    const { client } = fakeParser({});
    renderPage('/create_my_resume', <UploadScreen createParser={async () => client} />);
    await screen.findByRole('heading', { name: 'Upload Profile', level: 1 });
    const links = screen.getAllByRole('link', { name: 'Recent Uploads' });
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/my_upload_resume', '/my_upload_resume']);
  });
});
