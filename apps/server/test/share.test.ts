/** The phone's share target (issue 18): a phone posts resume files to /share-target without a token, the
 * signed-in upload page claims them into its user's inbox, once; on SQLite and PostgreSQL. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHARE_CLAIM_TTL_MS, SHARE_FILES_FIELD, SHARE_RATE_LIMIT } from '@talent/api/rules';
import { PDF, createTestApp, multipart, type FilePart, type TestApp } from './helpers';
import { recruiterOn, type Caller } from './jobs-helpers';

let t: TestApp;
let clock = Date.parse('2026-11-26T10:00:00Z');
let rec: Caller;
let other: Caller;

const file = (filename: string, data: Buffer, contentType = 'application/octet-stream'): FilePart => ({
  name: SHARE_FILES_FIELD,
  filename,
  contentType,
  data,
});

/** Posts a share like a phone's share sheet does; `ip` keeps the tests' rate-limit counts apart. */
const share = (files: FilePart[], ip = '203.0.113.1', fields: Record<string, string> = { title: 'CV' }) => {
  const form = multipart(fields, files);
  return t.app.inject({
    method: 'POST',
    url: '/share-target',
    payload: form.payload,
    headers: form.headers,
    remoteAddress: ip,
  });
};

const claimOf = (location: string | undefined) => {
  const m = /^\/resume-uploader\?share=([A-Za-z0-9_-]{22})$/.exec(location ?? '');
  if (!m) throw new Error(`not a share redirect: ${location}`);
  return m[1]!;
};

const storedShares = async () =>
  Number(
    (
      await t.ctx.db
        .selectFrom('shared_files')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

beforeAll(async () => {
  // A long access token: the expiry test moves the clock past the share's hour.
  t = await createTestApp(
    { seedDemo: false, messageWorker: false, accessTokenTtl: 7 * 86400 },
    { now: () => clock },
  );
  rec = await recruiterOn(t, 'share-owner@x.org');
  other = await recruiterOn(t, 'share-other@x.org');
});
afterAll(async () => {
  await t.close();
});

describe('POST /share-target', () => {
  it('keeps the resume files only, redirects 303 to the upload page, and the claim moves them once', async () => {
    const pdf = PDF('Shared resume');
    const res = await share([
      file('Ana Lima.pdf', pdf, 'application/pdf'),
      // Hostile: an executable named like a PDF, and a type the inbox does not keep.
      file('cv.pdf', Buffer.from('MZ\x90\x00 not a pdf')),
      file('run.exe', Buffer.from('MZ...')),
    ]);
    expect(res.statusCode).toBe(303);
    expect(res.headers['cache-control']).toBe('no-store');
    const claim = claimOf(res.headers.location as string);
    expect(await storedShares()).toBe(1);

    // Nothing is in anyone's inbox until a signed-in user claims the share.
    expect((await rec.call('GET', '/api/inbox_files')).json()).toMatchObject({ count: 0 });

    const claimed = await rec.call('POST', '/api/inbox_files/claim', { claim });
    expect(claimed.statusCode, claimed.body).toBe(200);
    const files = (claimed.json() as { files: { id: number; file_name: string; source: string }[] }).files;
    expect(files.map((f) => [f.file_name, f.source])).toEqual([['Ana Lima.pdf', 'share']]);
    expect(await storedShares()).toBe(0);

    const waiting = (await rec.call('GET', '/api/inbox_files')).json() as { count: number };
    expect(waiting.count).toBe(1);
    const bytes = await rec.call('GET', `/api/inbox_files/${files[0]!.id}/file`);
    expect(bytes.statusCode).toBe(200);
    expect(bytes.rawPayload.equals(pdf)).toBe(true);
    const overview = (await rec.call('GET', '/api/email_inbox')).json() as {
      log: { kind: string; source: string; detail: string }[];
    };
    expect(overview.log[0]).toMatchObject({
      kind: 'import',
      source: 'share',
      detail: '1 file shared from a phone',
    });

    // A claim works once: the second (same user or another) is told the share is gone.
    for (const c of [rec, other]) {
      const again = await c.call('POST', '/api/inbox_files/claim', { claim });
      expect(again.statusCode).toBe(404);
      expect(again.json()).toMatchObject({
        message: expect.stringContaining('expired or was already added'),
      });
    }
    expect(((await other.call('GET', '/api/inbox_files')).json() as { count: number }).count).toBe(0);
  });

  it('sends the phone to a page that says so when no file is a resume, and stores nothing', async () => {
    const res = await share([
      file('photo.jpg', Buffer.from([0xff, 0xd8, 0xff])),
      file('x.docx', Buffer.from('no zip')),
    ]);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/resume-uploader?share_error=no_resume');
    expect(await storedShares()).toBe(0);
  });

  it('answers 4xx with a message to a post that is not a multipart form, and stores nothing', async () => {
    for (const [payload, status] of [
      [{ resumes: 'x' }, 400],
      ['plain text', 415],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/share-target',
        payload,
        remoteAddress: '203.0.113.9',
      });
      expect(res.statusCode).toBe(status);
      expect(res.json()).toMatchObject({ message: expect.any(String) });
    }
    expect(await storedShares()).toBe(0);
  });

  it('two parallel claims of one share: one user gets the files, the other 404', async () => {
    const claim = claimOf((await share([file('cv.pdf', PDF('race'))])).headers.location as string);
    const [a, b] = await Promise.all([
      rec.call('POST', '/api/inbox_files/claim', { claim }),
      other.call('POST', '/api/inbox_files/claim', { claim }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 404]);
    const counts = await Promise.all(
      [rec, other].map(
        async (c) =>
          (
            (await c.call('GET', '/api/inbox_files?limit=50')).json() as { results: { file_name: string }[] }
          ).results.filter((f) => f.file_name === 'cv.pdf').length,
      ),
    );
    expect(counts.sort()).toEqual([0, 1]);
  });

  it('expires an unclaimed share after an hour and deletes its rows and bytes', async () => {
    const claim = claimOf((await share([file('late.pdf', PDF('late'))])).headers.location as string);
    const row = await t.ctx.db
      .selectFrom('shared_files')
      .selectAll()
      .where('claim', '=', claim)
      .executeTakeFirstOrThrow();
    expect(await t.ctx.files.get(row.file_key)).not.toBeNull();

    clock += SHARE_CLAIM_TTL_MS + 1000;
    const late = await rec.call('POST', '/api/inbox_files/claim', { claim });
    expect(late.statusCode).toBe(404);
    expect(await storedShares()).toBe(0);
    // The store reports a missing file as a 404 (issue 42), never as empty bytes.
    await expect(t.ctx.files.get(row.file_key)).rejects.toMatchObject({ status: 404, code: 'file_missing' });
  });

  it('limits shares per address (429) without touching other addresses', async () => {
    const ip = '198.51.100.7';
    for (let i = 0; i < SHARE_RATE_LIMIT.max; i++) expect((await share([], ip)).statusCode).toBe(303);
    const over = await share([file('cv.pdf', PDF('over'))], ip);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ code: 'rate_limited' });
    expect((await share([file('cv.pdf', PDF('elsewhere'))], '198.51.100.8')).statusCode).toBe(303);
  });
});
