/** The IMAP mailbox of the e-mail plugin (issue 18): the calls (secrets sealed, never answered, off without
 * SECRETS_KEY) and the poller against a real IMAP server (Dovecot, started by the test), on SQLite and
 * PostgreSQL. The poller runs round by round on a test clock, not on a timer. */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ImapFlow } from 'imapflow';
import MailComposer from 'nodemailer/lib/mail-composer';
import { imapPoller, type ImapPoller } from '../src/modules/inbox/imapPoller';
import { imapRepo } from '../src/modules/inbox/repo/imap';
import { inboxRepo } from '../src/modules/inbox/repo';
import { inboxService } from '../src/modules/inbox/service';
import { startDovecot, type Dovecot } from '../../../tests/support/dovecot';
import { PDF, TEST_SECRETS_KEY, createTestApp, type TestApp } from './helpers';
import { recruiterOn, type Caller } from './jobs-helpers';

const PASSWORD = 'imap-Pa55-word!';

let t: TestApp;
let rec: Caller;
let other: Caller;
let dovecot: Dovecot;
let clock = Date.parse('2026-03-02T09:00:00Z');

const status = async (c: Caller) => {
  const res = await c.call('GET', '/api/email_inbox/imap');
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    enabled: boolean;
    poll_seconds: number;
    mailbox: null | {
      host: string;
      port: number;
      folder: string;
      has_password: boolean;
      last_error: string | null;
      last_checked_at: string | null;
      last_import_at: string | null;
    };
  };
};
const sealedOf = async (userId: number) =>
  (
    await t.ctx.db
      .selectFrom('imap_mailboxes')
      .select('password_sealed')
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow()
  ).password_sealed;

const mailbox = (over: Record<string, unknown> = {}) => ({
  host: '127.0.0.1',
  port: dovecot.port,
  tls: false,
  username: 'ana',
  password: PASSWORD,
  ...over,
});

/** A message as a mail client would write it. */
const message = (subject: string, attachments: { filename: string; content: Buffer }[]) =>
  new Promise<Buffer>((resolve, reject) =>
    new MailComposer({
      from: 'Bo Chen <bo@example.org>',
      to: 'ana@example.net',
      subject,
      text: 'Please find my resume attached.',
      attachments,
    })
      .compile()
      .build((err, raw) => (err ? reject(err) : resolve(raw))),
  );

/** Appends a message to the user's folder on the IMAP server, as their mail server would on delivery. */
async function deliver(mail: Promise<Buffer>, folder = 'INBOX') {
  const raw = await mail;
  const client = new ImapFlow({
    host: '127.0.0.1',
    port: dovecot.port,
    secure: false,
    auth: { user: 'ana', pass: PASSWORD },
    logger: false,
  });
  await client.connect();
  try {
    if (folder !== 'INBOX') await client.mailboxCreate(folder).catch(() => undefined);
    await client.append(folder, raw);
  } finally {
    await client.logout();
  }
}

/** The flags of every message in the folder, read without changing them. */
async function flagsOnServer(folder = 'INBOX'): Promise<string[][]> {
  const client = new ImapFlow({
    host: '127.0.0.1',
    port: dovecot.port,
    secure: false,
    auth: { user: 'ana', pass: PASSWORD },
    logger: false,
  });
  await client.connect();
  try {
    await client.mailboxOpen(folder, { readOnly: true });
    const all = await client.fetchAll('1:*', { flags: true });
    return all.map((m) => [...(m.flags ?? [])]);
  } finally {
    await client.logout();
  }
}

function poller(): ImapPoller {
  return imapPoller({
    repo: imapRepo(t.ctx.db),
    inbox: inboxService({
      repo: inboxRepo(t.ctx.db),
      files: t.ctx.files,
      domain: 'localhost',
      receiving: false,
      now: () => clock,
    }),
    secretsKey: TEST_SECRETS_KEY,
    mailHostAllow: t.ctx.config.mailHostAllow,
    pollSeconds: 300,
    log: { info: () => {}, warn: () => {} },
    now: () => clock,
  });
}
/** The next round is due. */
const later = () => {
  clock += 300_000;
};

const waitingFiles = async (c: Caller) =>
  (await c.call('GET', '/api/inbox_files')).json() as {
    count: number;
    results: { file_name: string; source: string; sender: string; subject: string }[];
  };
const inboxLog = async (c: Caller) =>
  (
    (await c.call('GET', '/api/email_inbox')).json() as {
      log: { kind: string; source: string; detail: string }[];
    }
  ).log;

beforeAll(async () => {
  dovecot = await startDovecot({ ana: PASSWORD });
  // No poller of the app's own: the test runs rounds itself.
  t = await createTestApp({ seedDemo: false, messageWorker: false });
  rec = await recruiterOn(t, 'imap-owner@x.org');
  other = await recruiterOn(t, 'imap-other@x.org');
});
afterAll(async () => {
  await t?.close();
  await dovecot?.close();
});

describe('connecting a mailbox', () => {
  it('keeps the password sealed, never answers it, and keeps it when left empty', async () => {
    expect(await status(rec)).toEqual({ enabled: true, poll_seconds: 300, mailbox: null });

    const none = await rec.call('PUT', '/api/email_inbox/imap', mailbox({ password: '' }));
    expect(none.statusCode).toBe(400);
    expect(none.json().errors.password[0]).toBe('Enter the password of the mailbox.');
    expect(await status(rec)).toMatchObject({ mailbox: null });

    const saved = await rec.call('PUT', '/api/email_inbox/imap', mailbox());
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.body).not.toContain(PASSWORD);
    expect(saved.json().mailbox).toMatchObject({
      host: '127.0.0.1',
      port: dovecot.port,
      tls: false,
      username: 'ana',
      folder: 'INBOX',
      has_password: true,
      last_checked_at: null,
      last_error: null,
    });
    const sealed = await sealedOf(rec.id);
    expect(sealed).toMatch(/^v1\./);
    expect(sealed).not.toContain(PASSWORD);
    expect(sealed).not.toContain(Buffer.from(PASSWORD).toString('base64'));

    // No password: the stored one is kept.
    const kept = await rec.call('PUT', '/api/email_inbox/imap', mailbox({ password: null, folder: 'INBOX' }));
    expect(kept.statusCode, kept.body).toBe(200);
    expect(await sealedOf(rec.id)).toBe(sealed);
    // Another host never gets the stored password.
    const moved = await rec.call(
      'PUT',
      '/api/email_inbox/imap',
      mailbox({ host: 'imap.example.com', password: '' }),
    );
    expect(moved.statusCode).toBe(400);
    expect(moved.json().errors.password[0]).toBe('Enter the password again for the new host or user name.');
    expect((await status(rec)).mailbox?.host).toBe('127.0.0.1');

    // Another user sees none of it.
    expect((await status(other)).mailbox).toBeNull();
    expect((await other.call('POST', '/api/email_inbox/imap/test', {})).statusCode).toBe(404);
    expect((await other.call('DELETE', '/api/email_inbox/imap')).statusCode).toBe(404);
  });

  it('refuses bad fields with messages and changes nothing', async () => {
    const before = await status(rec);
    for (const [body, field] of [
      [mailbox({ host: 'not a host!' }), 'host'],
      [mailbox({ port: 0 }), 'port'],
      [mailbox({ port: 'x' }), 'port'],
      [mailbox({ username: '  ' }), 'username'],
      [mailbox({ tls: 'yes' }), 'tls'],
      [mailbox({ folder: 'a\u0000b' }), 'folder'],
    ] as const) {
      const res = await rec.call('PUT', '/api/email_inbox/imap', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.json().errors)).toContain(field);
    }
    expect(await status(rec)).toEqual(before);
  });

  it('tests the connection and answers what the server said', async () => {
    const ok = await rec.call('POST', '/api/email_inbox/imap/test', {});
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ ok: true, detail: null });
    expect(ok.json().message).toMatch(/^Connected to 127\.0\.0\.1: the folder "INBOX" has \d+ messages?\.$/);

    await rec.call('PUT', '/api/email_inbox/imap', mailbox({ folder: 'No Such Folder' }));
    const folder = (await rec.call('POST', '/api/email_inbox/imap/test', {})).json();
    expect(folder).toMatchObject({ ok: false, message: 'The folder "No Such Folder" could not be opened.' });
    expect(folder.detail).toMatch(/doesn't exist|not exist|Mailbox/i);

    await rec.call('PUT', '/api/email_inbox/imap', mailbox({ password: 'wrong' }));
    const wrong = (await rec.call('POST', '/api/email_inbox/imap/test', {})).json();
    expect(wrong).toMatchObject({ ok: false, message: 'The IMAP server refused the user name or password.' });
    expect(wrong.detail).toContain('Authentication failed');

    await rec.call('PUT', '/api/email_inbox/imap', mailbox({ port: 1 }));
    const down = (await rec.call('POST', '/api/email_inbox/imap/test', {})).json();
    expect(down).toMatchObject({ ok: false, message: 'The IMAP server could not be reached.' });
    expect(down.detail).toContain('ECONNREFUSED');
  });
});

describe('the poller', () => {
  it('imports a message once, leaves it untouched on the server, and logs a wrong password', async () => {
    const p = poller();
    const pdf = PDF('Bo Chen resume');
    // Mail that was there before the mailbox was connected is not imported.
    await deliver(message('Old resume', [{ filename: 'old.pdf', content: PDF('old') }]));
    expect((await rec.call('PUT', '/api/email_inbox/imap', mailbox())).statusCode).toBe(200);
    expect(await p.runOnce()).toEqual([{ userId: rec.id, imported: 0, error: null }]);
    expect((await status(rec)).mailbox?.last_checked_at).toBe(new Date(clock).toISOString());

    await deliver(message('Resume: Bo Chen', [{ filename: 'Bo Chen.pdf', content: pdf }]));
    // Not due yet: a round within IMAP_POLL_SECONDS of the last look does nothing.
    expect(await p.runOnce()).toEqual([]);
    later();
    expect(await p.runOnce()).toEqual([{ userId: rec.id, imported: 1, error: null }]);
    const files = await waitingFiles(rec);
    expect(files.count).toBe(1);
    expect(files.results[0]).toMatchObject({
      file_name: 'Bo Chen.pdf',
      source: 'imap',
      sender: 'bo@example.org',
      subject: 'Resume: Bo Chen',
    });
    expect((await inboxLog(rec))[0]).toMatchObject({
      kind: 'import',
      source: 'imap',
      detail: '1 file from bo@example.org',
    });
    expect((await status(rec)).mailbox?.last_import_at).toBe(new Date(clock).toISOString());

    // The next round imports nothing again.
    later();
    expect(await p.runOnce()).toEqual([{ userId: rec.id, imported: 0, error: null }]);
    expect((await waitingFiles(rec)).count).toBe(1);
    // The messages are where they were, unread.
    const flags = await flagsOnServer();
    expect(flags).toHaveLength(2);
    for (const f of flags) expect(f).not.toContain('\\Seen');

    // A wrong password: the error is logged once with the server's words and shown on the mailbox.
    await rec.call('PUT', '/api/email_inbox/imap', mailbox({ password: 'wrong-password' }));
    await deliver(message('Resume: Cy Diaz', [{ filename: 'cy.pdf', content: PDF('Cy Diaz') }]));
    const [failed] = await p.runOnce();
    expect(failed).toMatchObject({ imported: 0 });
    expect(failed!.error).toContain('The IMAP server refused the user name or password.');
    expect(failed!.error).toContain('Authentication failed');
    const shown = (await status(rec)).mailbox!;
    expect(shown.last_error).toBe(failed!.error);
    expect(shown.last_checked_at).toBe(new Date(clock).toISOString());
    const log = await inboxLog(rec);
    expect(log[0]).toMatchObject({ kind: 'error', source: 'imap', detail: `127.0.0.1: ${failed!.error}` });
    later();
    await p.runOnce();
    expect((await inboxLog(rec)).filter((l) => l.detail.includes('Authentication failed'))).toHaveLength(1);

    // The right password again: the message that arrived meanwhile, and one after it, are imported.
    expect((await rec.call('PUT', '/api/email_inbox/imap', mailbox())).statusCode).toBe(200);
    await deliver(message('Resume: Di Ek', [{ filename: 'di.pdf', content: PDF('Di Ek') }]));
    expect(await p.runOnce()).toEqual([{ userId: rec.id, imported: 2, error: null }]);
    expect((await waitingFiles(rec)).results.map((f) => f.file_name)).toEqual([
      'Bo Chen.pdf',
      'cy.pdf',
      'di.pdf',
    ]);
    expect((await status(rec)).mailbox?.last_error).toBeNull();
  });

  it('lets ordinary mail be, and skips attachments that are not resumes with a reason', async () => {
    const p = poller();
    later();
    await deliver(message('Lunch?', []));
    await deliver(message('Holiday', [{ filename: 'beach.exe', content: Buffer.from('MZ') }]));
    const before = (await inboxLog(rec)).length;
    expect(await p.runOnce()).toEqual([{ userId: rec.id, imported: 2, error: null }]);
    const log = await inboxLog(rec);
    expect(log.length).toBe(before + 1);
    expect(log[0]).toMatchObject({ kind: 'error', source: 'imap' });
    expect(log[0]!.detail).toContain('beach.exe (not a resume type)');
    expect((await waitingFiles(rec)).count).toBe(3);
  });

  it('reads a mailbox once when two servers poll at the same time', async () => {
    later();
    await deliver(message('Resume: Ed Fox', [{ filename: 'ed.pdf', content: PDF('Ed Fox') }]));
    const [a, b] = await Promise.all([poller().runOnce(), poller().runOnce()]);
    expect([...a!, ...b!].reduce((n, r) => n + r.imported, 0)).toBe(1);
    expect((await waitingFiles(rec)).count).toBe(4);
  });

  it('starts over, and says so, when the folder is recreated on the server', async () => {
    const p = poller();
    await deliver(message('first', []), 'Resumes');
    expect((await rec.call('PUT', '/api/email_inbox/imap', mailbox({ folder: 'Resumes' }))).statusCode).toBe(
      200,
    );
    expect(await p.runOnce()).toEqual([{ userId: rec.id, imported: 0, error: null }]);
    const before = await t.ctx.db
      .selectFrom('imap_mailboxes')
      .select(['uid_validity', 'last_uid'])
      .where('user_id', '=', rec.id)
      .executeTakeFirstOrThrow();

    const client = new ImapFlow({
      host: '127.0.0.1',
      port: dovecot.port,
      secure: false,
      auth: { user: 'ana', pass: PASSWORD },
      logger: false,
    });
    await client.connect();
    await client.mailboxDelete('Resumes');
    await client.logout();
    await deliver(message('Resume: Fay Go', [{ filename: 'fay.pdf', content: PDF('Fay Go') }]), 'Resumes');

    later();
    expect(await p.runOnce()).toEqual([{ userId: rec.id, imported: 0, error: null }]);
    const after = await t.ctx.db
      .selectFrom('imap_mailboxes')
      .select(['uid_validity', 'last_uid'])
      .where('user_id', '=', rec.id)
      .executeTakeFirstOrThrow();
    expect(after.uid_validity).not.toBe(before.uid_validity);
    expect((await inboxLog(rec))[0]!.detail).toContain('The folder Resumes was recreated on the mail server');
    expect((await waitingFiles(rec)).count).toBe(4);

    later();
    await deliver(message('Resume: Gus Ho', [{ filename: 'gus.pdf', content: PDF('Gus Ho') }]), 'Resumes');
    expect(await p.runOnce()).toEqual([{ userId: rec.id, imported: 1, error: null }]);
    expect((await waitingFiles(rec)).results.map((f) => f.file_name)).toContain('gus.pdf');
  });

  it('disconnects without touching the server', async () => {
    const res = await rec.call('DELETE', '/api/email_inbox/imap');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'The IMAP mailbox was disconnected.' });
    expect((await status(rec)).mailbox).toBeNull();
    later();
    expect(await poller().runOnce()).toEqual([]);
    expect((await flagsOnServer()).length).toBeGreaterThan(0);
    expect((await rec.call('DELETE', '/api/email_inbox/imap')).statusCode).toBe(404);
  });
});

describe('on a server that does background work', () => {
  it('runs the poller, and takes the first look as soon as a mailbox is saved', async () => {
    const worker = await createTestApp({ seedDemo: false, messageWorker: true });
    try {
      const user = await recruiterOn(worker, 'imap-worker@x.org');
      expect((await user.call('PUT', '/api/email_inbox/imap', mailbox())).statusCode).toBe(200);
      // The save kicks the poller; its look ends by writing last_checked_at.
      await vi.waitFor(async () => {
        const row = await worker.ctx.db
          .selectFrom('imap_mailboxes')
          .select(['last_checked_at', 'last_error', 'uid_validity', 'lease_until'])
          .where('user_id', '=', user.id)
          .executeTakeFirstOrThrow();
        expect(row.last_checked_at).not.toBeNull();
        expect(row).toMatchObject({ last_error: null, lease_until: null });
        expect(row.uid_validity).toMatch(/^\d+$/);
      });
    } finally {
      await worker.close();
    }
  });
});

describe('without SECRETS_KEY', () => {
  let off: TestApp;
  let user: Caller;
  beforeAll(async () => {
    off = await createTestApp({ seedDemo: false, messageWorker: false, secretsKey: undefined });
    user = await recruiterOn(off, 'imap-off@x.org');
  });
  afterAll(async () => off?.close());

  it('explains itself and stays off', async () => {
    const s = (await user.call('GET', '/api/email_inbox/imap')).json();
    expect(s).toEqual({ enabled: false, poll_seconds: 300, mailbox: null });
    const save = await user.call('PUT', '/api/email_inbox/imap', mailbox());
    expect(save.statusCode).toBe(409);
    expect(save.json()).toMatchObject({
      code: 'imap_off',
      message: 'IMAP import is off: the server has no SECRETS_KEY to keep the password safe.',
    });
    expect(await off.ctx.db.selectFrom('imap_mailboxes').select('user_id').execute()).toEqual([]);
    expect((await user.call('POST', '/api/email_inbox/imap/test', {})).statusCode).toBe(409);
  });
});
