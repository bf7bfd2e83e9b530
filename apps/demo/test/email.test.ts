import { describe, expect, it } from 'vitest';
import type { Email, EmailsMeta } from '../src/mocks';
import { call } from './setup';

type Listed = { emails: Email[]; emailsMeta: EmailsMeta };
type Opened = Email & { hasPreviousMail: boolean; hasNextMail: boolean };

const list = (query = '') => call<Listed>('GET', `/apps/email/emails${query}`);

describe('GET /apps/email/emails', () => {
  it('answers {emails, emailsMeta}: the inbox by default, newest first', async () => {
    const { status, body } = await list();
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(['emails', 'emailsMeta']);
    expect(body.emails.length).toBeGreaterThan(0);
    expect(body.emails.every((e) => e.folder === 'inbox')).toBe(true);
    const times = body.emails.map((e) => e.time);
    expect(times).toEqual([...times].sort().reverse());
    expect(Object.keys(body.emails[0]!).sort()).toEqual(
      [
        'attachments',
        'bcc',
        'cc',
        'folder',
        'from',
        'id',
        'isRead',
        'isStarred',
        'labels',
        'message',
        'replies',
        'subject',
        'time',
        'to',
      ].sort(),
    );
  });

  it('counts inbox unread, all drafts and spam unread in emailsMeta', async () => {
    const { body } = await list();
    expect(body.emailsMeta).toEqual({ inbox: 4, draft: 2, spam: 2 });
  });

  it('filters by folder, by the starred filter (never trash) and by label (never trash)', async () => {
    const sent = (await list('?folder=sent')).body.emails;
    expect(sent.map((e) => e.folder)).toEqual(['sent', 'sent', 'sent']);
    const starred = (await list('?folder=starred')).body.emails;
    expect(starred.length).toBe(3);
    expect(starred.every((e) => e.isStarred && e.folder !== 'trash')).toBe(true);
    const company = (await list('?label=company')).body.emails;
    expect(company.every((e) => e.labels.includes('company') && e.folder !== 'trash')).toBe(true);
    // "Cancelled: stand-up" is a company e-mail in the trash.
    expect(company.some((e) => e.subject.startsWith('Cancelled'))).toBe(false);
    expect(company.map((e) => e.folder)).toContain('sent');
  });

  it('searches subject and sender, ignoring case', async () => {
    expect((await list('?q=INTERVIEW')).body.emails.map((e) => e.subject)).toEqual([
      'Interview slots for Thursday',
    ]);
    expect((await list('?q=tonny')).body.emails.every((e) => e.from.name === 'Tonny Deep')).toBe(true);
    expect((await list('?q=nothing-like-this')).body.emails).toEqual([]);
  });

  it('refuses an unknown folder or label with 400', async () => {
    expect((await list('?folder=archive')).status).toBe(400);
    const bad = await call<{ message: string }>('GET', '/apps/email/emails?label=work');
    expect(bad).toEqual({ status: 400, body: { message: 'Unknown label: work.' } });
  });
});

describe('POST /apps/email/update-emails', () => {
  it('moves e-mails in bulk: moved to spam, they are in spam', async () => {
    const res = await call<{ emails: Email[] }>('POST', '/apps/email/update-emails', {
      emailIds: [1, 2],
      dataToUpdate: { folder: 'spam' },
    });
    expect(res.status).toBe(200);
    expect(res.body.emails.map((e) => e.folder)).toEqual(['spam', 'spam']);
    const spam = (await list('?folder=spam')).body;
    expect(spam.emails.map((e) => e.id)).toEqual(expect.arrayContaining([1, 2]));
    expect(spam.emailsMeta).toEqual({ inbox: 2, draft: 2, spam: 4 });
  });

  it('marks read and stars', async () => {
    await call('POST', '/apps/email/update-emails', {
      emailIds: [1],
      dataToUpdate: { isRead: true, isStarred: true },
    });
    const first = (await list()).body.emails.find((e) => e.id === 1)!;
    expect(first).toMatchObject({ isRead: true, isStarred: true });
  });

  it('changes nothing on bad input or an unknown id', async () => {
    for (const body of [
      {},
      { emailIds: [], dataToUpdate: { isRead: true } },
      { emailIds: [1], dataToUpdate: {} },
      { emailIds: [1], dataToUpdate: { folder: 'archive' } },
      { emailIds: [1], dataToUpdate: { subject: 'x' } },
    ]) {
      expect((await call('POST', '/apps/email/update-emails', body)).status, JSON.stringify(body)).toBe(400);
    }
    const missing = await call('POST', '/apps/email/update-emails', {
      emailIds: [1, 999],
      dataToUpdate: { folder: 'trash' },
    });
    expect(missing).toEqual({ status: 404, body: { message: 'Email not found.' } });
    expect((await list()).body.emails.some((e) => e.id === 1)).toBe(true);
  });
});

describe('POST /apps/email/update-emails-label', () => {
  it('toggles the label on each e-mail: on where off, off where on', async () => {
    const res = await call<{ emails: Email[] }>('POST', '/apps/email/update-emails-label', {
      emailIds: [1, 3],
      label: 'private',
    });
    expect(res.status).toBe(200);
    // 1 had private, 3 had not.
    expect(res.body.emails[0]!.labels).not.toContain('private');
    expect(res.body.emails[1]!.labels).toContain('private');
    expect(
      (await call('POST', '/apps/email/update-emails-label', { emailIds: [1], label: 'work' })).status,
    ).toBe(400);
  });
});

describe('GET /apps/email/get-email and paginate-email', () => {
  it('answers the e-mail with hasPreviousMail and hasNextMail in its folder', async () => {
    const inbox = (await list()).body.emails;
    const first = await call<Opened>('GET', `/apps/email/get-email?id=${inbox[0]!.id}`);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ id: inbox[0]!.id, hasPreviousMail: false, hasNextMail: true });
    const last = await call<Opened>('GET', `/apps/email/get-email?id=${inbox.at(-1)!.id}`);
    expect(last.body).toMatchObject({ hasPreviousMail: true, hasNextMail: false });
  });

  it('404s an unknown e-mail and 400s a bad id', async () => {
    expect(await call('GET', '/apps/email/get-email?id=999')).toEqual({
      status: 404,
      body: { message: 'Email not found.' },
    });
    expect((await call('GET', '/apps/email/get-email?id=abc')).status).toBe(400);
  });

  it('walks to the next and previous e-mail of the same folder, and 404s past the ends', async () => {
    const inbox = (await list()).body.emails;
    const next = await call<Opened>('GET', `/apps/email/paginate-email?dir=next&emailId=${inbox[0]!.id}`);
    expect(next.body.id).toBe(inbox[1]!.id);
    const back = await call<Opened>('GET', `/apps/email/paginate-email?dir=previous&emailId=${inbox[1]!.id}`);
    expect(back.body).toMatchObject({ id: inbox[0]!.id, hasPreviousMail: false });
    expect(
      (await call('GET', `/apps/email/paginate-email?dir=previous&emailId=${inbox[0]!.id}`)).status,
    ).toBe(404);
    expect((await call('GET', '/apps/email/paginate-email?dir=up&emailId=1')).status).toBe(400);
  });
});

describe('POST /apps/email/add-email (compose)', () => {
  it('files a sent e-mail with cc and bcc, the text escaped into paragraphs (201)', async () => {
    const res = await call<{ email: Email }>('POST', '/apps/email/add-email', {
      email: {
        to: ['dana.lee@northwind.io'],
        cc: ['hr@talent.local'],
        bcc: ['boss@talent.local'],
        subject: 'Hello',
        message: 'Line <b>one</b>\n\nSecond',
        folder: 'sent',
      },
    });
    expect(res.status).toBe(201);
    expect(res.body.email).toMatchObject({
      folder: 'sent',
      cc: ['hr@talent.local'],
      bcc: ['boss@talent.local'],
    });
    expect(res.body.email.message).toBe('<p>Line &#60;b&#62;one&#60;/b&#62;</p><p>Second</p>');
    const sent = (await list('?folder=sent')).body.emails;
    expect(sent[0]!.id).toBe(res.body.email.id);
  });

  it('needs a recipient to send, not to save a draft; refuses bad addresses', async () => {
    const email = { to: [], subject: 's', message: 'm' };
    expect(
      (await call('POST', '/apps/email/add-email', { email: { ...email, folder: 'sent' } })).body,
    ).toEqual({
      message: 'Add at least one recipient.',
    });
    expect(
      (await call('POST', '/apps/email/add-email', { email: { ...email, folder: 'draft' } })).status,
    ).toBe(201);
    const bad = await call('POST', '/apps/email/add-email', {
      email: { ...email, to: ['nope'], folder: 'sent' },
    });
    expect(bad.status).toBe(400);
    expect((await list('?folder=draft')).body.emails).toHaveLength(3);
  });
});
