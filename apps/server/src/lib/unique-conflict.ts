/**
 * A unique-key conflict from either database, as a 409 with a message (issue 43). Services check
 * uniqueness before they write, but two requests can both pass the check and race to the insert; the
 * loser's driver error reaches the error handler (app.ts), which answers through this mapping instead of
 * 500. One table, keyed by `table.column[,column]`, names the field where a form has one.
 */
import { HttpError } from './errors';

interface Known {
  message: string;
  /** The request field the form shows the message under, when there is one. */
  field?: string;
}

/** Texts the services already answer when their own check sees the conflict first, so a race reads the same. */
const KNOWN: Record<string, Known> = {
  'users.email': { message: 'This email is already in use.', field: 'email' },
  'users.mobile': { message: 'This mobile number is already in use.', field: 'mobile' },
  'roles.name': { message: 'A role of this name exists already.', field: 'name' },
  'invoices.credits_invoice_id': { message: 'This invoice was already corrected or refunded.' },
  'invoices.payment_id': { message: 'This payment has its invoice already.' },
  'blog_posts.slug': { message: 'This slug is already used by another post.', field: 'slug' },
  'applications.job_id,applicant_id': { message: 'You already applied to this job.' },
  'project_proposals.project_id,freelancer_id': { message: 'You already sent a proposal to this project.' },
  'project_invites.project_id,user_id': { message: 'This freelancer is already invited to this project.' },
  'saved_projects.user_id,project_id': { message: 'This project is saved already.' },
  'clients.owner_id,name_key': { message: 'A client of this name exists already.', field: 'name' },
};

export const UNIQUE_FALLBACK =
  'This was saved at the same time by another request, or exists already. Reload and try again.';

/** `table.col1,col2` of a unique violation, '' when the driver does not say, or null when `err` is none. */
export function uniqueKeyOf(err: unknown): string | null {
  const e = err as { code?: unknown; message?: unknown; table?: unknown; detail?: unknown };
  if (e === null || typeof e !== 'object') return null;
  if (e.code === '23505') {
    // PostgreSQL: `table` is set, `detail` reads "Key (job_id, applicant_id)=(1, 2) already exists."
    const cols = typeof e.detail === 'string' ? /^Key \(([^)]*)\)=/.exec(e.detail)?.[1] : undefined;
    return typeof e.table === 'string' && cols ? `${e.table}.${cols.replace(/\s+/g, '')}` : '';
  }
  if (e.code === 'SQLITE_CONSTRAINT_UNIQUE') {
    // SQLite: "UNIQUE constraint failed: applications.job_id, applications.applicant_id".
    const list = typeof e.message === 'string' ? /UNIQUE constraint failed: (.*)$/.exec(e.message)?.[1] : '';
    const parts = (list ?? '').split(',').map((p) => p.trim().split('.'));
    if (parts.length === 0 || parts.some((p) => p.length !== 2)) return '';
    return `${parts[0]![0]}.${parts.map((p) => p[1]).join(',')}`;
  }
  return null;
}

/** The 409 for a unique violation, or null when `err` is something else. */
export function uniqueConflict(err: unknown): HttpError | null {
  const key = uniqueKeyOf(err);
  if (key === null) return null;
  const known = KNOWN[key];
  if (!known) return new HttpError(409, UNIQUE_FALLBACK);
  return new HttpError(409, known.message, known.field ? { [known.field]: [known.message] } : undefined);
}
