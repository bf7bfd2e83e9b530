/** Resumes by e-mail (issue 18): a real SMTP client (nodemailer) against the inbound SMTP server, the inbox
 * of files it fills, and the calls the upload page uses, on SQLite and PostgreSQL. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import nodemailer from 'nodemailer';
import { MAX_INBOUND_MESSAGE_BYTES } from '@talent/api/rules';
import { inboxRepo } from '../src/modules/inbox/repo';
import { inboxService } from '../src/modules/inbox/service';
import { startInboundSmtp, type InboundSmtp } from '../src/modules/inbox/smtp';
import { PDF, createTestApp, type TestApp } from './helpers';
import { recruiterOn, type Caller } from './jobs-helpers';

let t: TestApp;
let smtp: InboundSmtp;
let rec: Caller;
let other: Caller;
let address: string;

const DOCX = Buffer.concat([
  Buffer.from('PK\u0003\u0004'),
  Buffer.from('[Content_Types].xml word/document.xml'),
]);

function send(to: string, attachments: { filename: string; content: Buffer | string }[], subject = 'CV') {
  const transport = nodemailer.createTransport({
    host: '127.0.0.1',
    port: smtp.port,
    secure: false,
    ignoreTLS: true,
  });
  return transport.sendMail({ from: 'Ana Lima <ana@example.org>', to, subject, text: 'My CV.', attachments });
}

const inbox = async (c: Caller) =>
  (await c.call('GET', '/api/email_inbox')).json() as {
    address: string;
    receiving: boolean;
    waiting: number;
    log: { kind: string; detail: string }[];
  };

beforeAll(async () => {
  t = await createTestApp({ seedDemo: false, messageWorker: false });
  smtp = await startInboundSmtp({
    port: 0,
    host: '127.0.0.1',
    inbox: inboxService({
      repo: inboxRepo(t.ctx.db),
      files: t.ctx.files,
      domain: 'localhost',
      receiving: true,
      now: t.ctx.now,
    }),
    log: { info: () => {}, warn: () => {} },
  });
  rec = await recruiterOn(t, 'inbox-owner@x.org');
  other = await recruiterOn(t, 'inbox-other@x.org');
  address = (await inbox(rec)).address;
});
afterAll(async () => {
  await smtp.close();
  await t.close();
});

describe('the inbound address', () => {
  it('is made once per user, says whether the server receives mail, and can be replaced', async () => {
    expect(address).toMatch(/^r[a-z0-9]{12}@localhost$/);
    const again = await inbox(rec);
    expect(again.address).toBe(address);
    // This test app has no INBOUND_SMTP_PORT: the page says mail is not received.
    expect(again.receiving).toBe(false);
    expect((await inbox(other)).address).not.toBe(address);
  });
});

describe('mail to the inbound address', () => {
  it('keeps real resume attachments, skips the rest with reasons, and serves them to the upload page', async () => {
    const pdf = PDF('Ana Lima resume');
    await send(address, [
      { filename: 'Ana Lima.pdf', content: pdf },
      { filename: 'ana.docx', content: DOCX },
      { filename: 'invoice.exe', content: Buffer.from('MZ...') },
      { filename: 'fake.pdf', content: Buffer.from('<script>alert(1)</script>') },
      { filename: '../../etc/passwd.html', content: '<html><body>Ana Lima</body></html>' },
    ]);
    const overview = await inbox(rec);
    expect(overview.waiting).toBe(3);
    expect(overview.log[0]).toMatchObject({ kind: 'error' });
    expect(overview.log[0]!.detail).toContain('invoice.exe (not a resume type)');
    expect(overview.log[0]!.detail).toContain('fake.pdf (not a real PDF file)');
    expect(overview.log[1]).toMatchObject({ kind: 'import', detail: '3 files from ana@example.org' });

    const list = (await rec.call('GET', '/api/inbox_files')).json() as {
      count: number;
      results: { id: number; file_name: string; sender: string; subject: string; source: string }[];
    };
    expect(list.results.map((f) => f.file_name)).toEqual(['Ana Lima.pdf', 'ana.docx', 'passwd.html']);
    expect(list.results[0]).toMatchObject({ sender: 'ana@example.org', subject: 'CV', source: 'email' });

    const file = await rec.call('GET', `/api/inbox_files/${list.results[0]!.id}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(pdf)).toBe(true);
    expect(file.headers['content-disposition']).toContain('attachment;');
    expect((await other.call('GET', `/api/inbox_files/${list.results[0]!.id}/file`)).statusCode).toBe(404);
    expect((await other.call('GET', '/api/inbox_files')).json().count).toBe(0);

    // The upload page processed it: it leaves the waiting list and its bytes leave the store.
    const [first] = list.results;
    const key = (
      await t.ctx.db
        .selectFrom('inbox_files')
        .select('file_key')
        .where('id', '=', first!.id)
        .executeTakeFirstOrThrow()
    ).file_key;
    const done = await rec.call('POST', `/api/inbox_files/${first!.id}/done`, { outcome: 'processed' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ status: 'processed' });
    // The store reports a missing file as a 404 (issue 42), never as empty bytes.
    await expect(t.ctx.files.get(key)).rejects.toMatchObject({ status: 404, code: 'file_missing' });
    expect(
      (await rec.call('POST', `/api/inbox_files/${first!.id}/done`, { outcome: 'rejected' })).statusCode,
    ).toBe(409);
    expect((await rec.call('GET', `/api/inbox_files/${first!.id}/file`)).statusCode).toBe(404);
    expect(
      (await other.call('POST', `/api/inbox_files/${list.results[1]!.id}/done`, { outcome: 'processed' }))
        .statusCode,
    ).toBe(404);
    expect((await inbox(rec)).waiting).toBe(2);
  });

  it('logs a message with no resume attached', async () => {
    await send(address, []);
    const overview = await inbox(rec);
    expect(overview.log[0]).toMatchObject({
      kind: 'error',
      detail: 'No resume attached to the message from ana@example.org.',
    });
  });

  it('refuses an unknown address, another domain, and an old address after a new one, at RCPT TO', async () => {
    const before = await t.ctx.db
      .selectFrom('inbox_files')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    for (const to of ['rnobodyhere123@localhost', address.replace('@localhost', '@example.com')]) {
      const err = await send(to, [{ filename: 'cv.pdf', content: PDF('x') }]).catch((e: unknown) => e);
      expect(err).toMatchObject({ responseCode: 550 });
    }
    const rotated = await rec.call('POST', '/api/email_inbox/rotate', {});
    expect(rotated.statusCode).toBe(200);
    const next = rotated.json().address as string;
    expect(next).not.toBe(address);
    const old = await send(address, [{ filename: 'cv.pdf', content: PDF('x') }]).catch((e: unknown) => e);
    expect(old).toMatchObject({ responseCode: 550 });
    const after = await t.ctx.db
      .selectFrom('inbox_files')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    await send(next, [{ filename: 'cv.pdf', content: PDF('new address') }]);
    expect((await inbox(rec)).waiting).toBe(3);
    address = next;
  });

  it('refuses a message over the size limit with 552 and keeps nothing of it', async () => {
    const big = Buffer.alloc(MAX_INBOUND_MESSAGE_BYTES + 1024, 0x41);
    const err = await send(address, [
      { filename: 'huge.pdf', content: Buffer.concat([Buffer.from('%PDF-'), big]) },
    ]).catch((e: unknown) => e);
    expect(err).toMatchObject({ responseCode: 552 });
    expect((await inbox(rec)).waiting).toBe(3);
  });
});
