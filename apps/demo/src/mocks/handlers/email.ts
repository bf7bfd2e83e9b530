import { http, HttpResponse } from 'msw';
import { z } from 'zod';
import { demoMailbox } from '../data/emails';
import { emailFilters, emailFolders, emailLabels, type Email, type EmailsMeta } from '../data/types';
import { demoPath, fail, jsonBody } from '../http';
import { demoDb } from '../store';

const folderParam = z.enum([...emailFolders, ...emailFilters]);
const labelParam = z.enum(emailLabels);
const idParam = z.coerce.number().int().positive();

const updateEmailsBody = z.object({
  emailIds: z.array(z.number().int().positive()).min(1, 'Choose at least one e-mail.'),
  dataToUpdate: z
    .object({ folder: z.enum(emailFolders), isRead: z.boolean(), isStarred: z.boolean() })
    .partial()
    .strict()
    .refine((data) => Object.keys(data).length > 0, 'Nothing to update.'),
});

const updateLabelBody = z.object({
  emailIds: z.array(z.number().int().positive()).min(1, 'Choose at least one e-mail.'),
  label: labelParam,
});

const address = z.email('Enter valid e-mail addresses.');
const addEmailBody = z.object({
  email: z
    .object({
      to: z.array(address),
      cc: z.array(address).default([]),
      bcc: z.array(address).default([]),
      subject: z.string().trim().max(200, 'The subject is at most 200 characters.'),
      message: z.string().max(20_000, 'The message is at most 20,000 characters.'),
      folder: z.enum(['sent', 'draft']),
    })
    .refine((email) => email.folder === 'draft' || email.to.length > 0, {
      message: 'Add at least one recipient.',
      path: ['to'],
    }),
});

/** The first message of a zod error, for the 400 answer. */
function firstIssue(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'Invalid request.';
}

/** Newest first, as the list shows them. */
const byTimeDesc = (a: Email, b: Email) => b.time.localeCompare(a.time);

export function emailsMeta(emails: readonly Email[]): EmailsMeta {
  return {
    inbox: emails.filter((e) => e.folder === 'inbox' && !e.isRead).length,
    draft: emails.filter((e) => e.folder === 'draft').length,
    spam: emails.filter((e) => e.folder === 'spam' && !e.isRead).length,
  };
}

/** The e-mails of one folder, newest first: the order previous/next walk through. */
function folderList(folder: Email['folder']): Email[] {
  return demoDb()
    .emails.filter((e) => e.folder === folder)
    .sort(byTimeDesc);
}

function withNeighbours(email: Email) {
  const list = folderList(email.folder);
  const index = list.findIndex((e) => e.id === email.id);
  return { ...email, hasPreviousMail: index > 0, hasNextMail: index < list.length - 1 };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Plain text from the compose dialog as the HTML the message field holds, one paragraph per block. */
export function textToHtml(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => `<p>${escapeHtml(block).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

export const emailHandlers = [
  http.get(demoPath('/apps/email/emails'), ({ request }) => {
    const url = new URL(request.url);
    const q = (url.searchParams.get('q') ?? '').trim().toLowerCase();
    const labelRaw = url.searchParams.get('label');
    const folderRaw = url.searchParams.get('folder');
    const label = labelRaw ? labelParam.safeParse(labelRaw) : null;
    if (label && !label.success) return fail(400, `Unknown label: ${labelRaw}.`);
    const folder = folderParam.safeParse(folderRaw || 'inbox');
    if (!folder.success) return fail(400, `Unknown folder: ${folderRaw}.`);
    const all = demoDb().emails;
    const inView = (e: Email) => {
      if (label) return e.labels.includes(label.data) && e.folder !== 'trash';
      if (folder.data === 'starred') return e.isStarred && e.folder !== 'trash';
      return e.folder === folder.data;
    };
    const matches = (e: Email) =>
      !q ||
      e.subject.toLowerCase().includes(q) ||
      e.from.name.toLowerCase().includes(q) ||
      e.from.email.toLowerCase().includes(q);
    const emails = all.filter((e) => inView(e) && matches(e)).sort(byTimeDesc);
    return HttpResponse.json({ emails, emailsMeta: emailsMeta(all) });
  }),

  http.post(demoPath('/apps/email/update-emails'), async ({ request }) => {
    const body = updateEmailsBody.safeParse(await jsonBody(request));
    if (!body.success) return fail(400, firstIssue(body.error));
    const { emailIds, dataToUpdate } = body.data;
    const emails = demoDb().emails;
    const targets = emailIds.map((id) => emails.find((e) => e.id === id));
    if (targets.some((e) => !e)) return fail(404, 'Email not found.');
    for (const email of targets as Email[]) Object.assign(email, dataToUpdate);
    return HttpResponse.json({ emails: targets });
  }),

  http.post(demoPath('/apps/email/update-emails-label'), async ({ request }) => {
    const body = updateLabelBody.safeParse(await jsonBody(request));
    if (!body.success) return fail(400, firstIssue(body.error));
    const { emailIds, label } = body.data;
    const emails = demoDb().emails;
    const targets = emailIds.map((id) => emails.find((e) => e.id === id));
    if (targets.some((e) => !e)) return fail(404, 'Email not found.');
    for (const email of targets as Email[]) {
      email.labels = email.labels.includes(label)
        ? email.labels.filter((l) => l !== label)
        : [...email.labels, label];
    }
    return HttpResponse.json({ emails: targets });
  }),

  http.get(demoPath('/apps/email/get-email'), ({ request }) => {
    const id = idParam.safeParse(new URL(request.url).searchParams.get('id'));
    if (!id.success) return fail(400, 'Give the e-mail id as a positive number.');
    const email = demoDb().emails.find((e) => e.id === id.data);
    if (!email) return fail(404, 'Email not found.');
    return HttpResponse.json(withNeighbours(email));
  }),

  http.get(demoPath('/apps/email/paginate-email'), ({ request }) => {
    const params = new URL(request.url).searchParams;
    const dir = z.enum(['previous', 'next']).safeParse(params.get('dir'));
    if (!dir.success) return fail(400, 'dir is previous or next.');
    const id = idParam.safeParse(params.get('emailId'));
    if (!id.success) return fail(400, 'Give the e-mail id as a positive number.');
    const email = demoDb().emails.find((e) => e.id === id.data);
    if (!email) return fail(404, 'Email not found.');
    const list = folderList(email.folder);
    const neighbour = list[list.findIndex((e) => e.id === email.id) + (dir.data === 'previous' ? -1 : 1)];
    if (!neighbour) return fail(404, `There is no ${dir.data} e-mail.`);
    return HttpResponse.json(withNeighbours(neighbour));
  }),

  // Not in the spec's table: the template's compose dialog sent nothing. The gallery's compose files the
  // e-mail in sent (or draft), so "create" can be seen working (docs/decisions.md, issue 21).
  http.post(demoPath('/apps/email/add-email'), async ({ request }) => {
    const body = addEmailBody.safeParse(await jsonBody(request));
    if (!body.success) return fail(400, firstIssue(body.error));
    const input = body.data.email;
    const db = demoDb();
    const email: Email = {
      id: Math.max(0, ...db.emails.map((e) => e.id)) + 1,
      from: { ...demoMailbox, avatar: '' },
      to: input.to.map((address) => ({ name: address, email: address })),
      cc: input.cc,
      bcc: input.bcc,
      subject: input.subject || '(no subject)',
      message: textToHtml(input.message),
      attachments: [],
      isStarred: false,
      labels: [],
      time: new Date().toISOString(),
      replies: [],
      folder: input.folder,
      isRead: true,
    };
    db.emails.push(email);
    return HttpResponse.json({ email }, { status: 201 });
  }),
];
