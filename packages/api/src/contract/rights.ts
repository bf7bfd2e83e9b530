/** Account holders' rights (issue 44 part B): the archive of their data, the deletion of their account
 * with a grace period, and the admins' retention setting for private uploaded profiles. docs/privacy.md
 * says what each keeps and for how long. */
import { z } from 'zod';
import { USER_ADMIN } from '../abilities';
import { endpoint, idText, messageBody } from './core';

const signedIn = { action: 'read', subject: 'Auth' } as const;

/** How long the e-mailed archive link works, and how often an archive may be asked for. */
export const DATA_EXPORT_LINK_HOURS = 24;
export const DATA_EXPORT_EVERY_HOURS = 24;
/** Days between asking to delete an account and its deletion; the undo link works until then. */
export const ACCOUNT_DELETION_GRACE_DAYS = 14;
/** Months a retention period may be set to (1 month to 10 years). */
export const RETENTION_MONTHS_MIN = 1;
export const RETENTION_MONTHS_MAX = 120;

export const DATA_EXPORT_STATES = ['none', 'preparing', 'ready', 'expired', 'failed'] as const;
export type DataExportState = (typeof DATA_EXPORT_STATES)[number];

export const dataExportStatusSchema = z.object({
  state: z.enum(DATA_EXPORT_STATES),
  requested_at: z.string().nullable(),
  ready_at: z.string().nullable(),
  /** When the e-mailed link stops working. */
  expires_at: z.string().nullable(),
  size_bytes: z.number().int().nullable(),
  /** When the next archive may be asked for; null when now. */
  next_allowed_at: z.string().nullable(),
});
export type DataExportStatus = z.infer<typeof dataExportStatusSchema>;

export const accountDeletionStatusSchema = z.object({
  /** 'scheduled' while the grace period runs. */
  state: z.enum(['none', 'scheduled']),
  requested_at: z.string().nullable(),
  /** When the scheduler deletes the account unless the request is undone. */
  delete_after: z.string().nullable(),
  /** The account has a password to confirm with; without one, an e-mailed code confirms. */
  has_password: z.boolean(),
  /** Active team members (issue 19): an owner with members is refused until they are removed. */
  team_members: z.number().int(),
});
export type AccountDeletionStatus = z.infer<typeof accountDeletionStatusSchema>;

export const accountDeletionBody = z.object({
  password: z.string().max(200).optional(),
  otp: z
    .string()
    .regex(/^\d{4}$/, { message: 'The code must be exactly 4 digits.' })
    .optional(),
});

export const retentionSettingsSchema = z.object({
  enabled: z.boolean(),
  months: z.number().int(),
  /** Private uploaded profiles the setting's months would purge now (the dry run). */
  candidates: z.number().int(),
  last_run_at: z.string().nullable(),
  last_purged: z.number().int(),
});
export type RetentionSettings = z.infer<typeof retentionSettingsSchema>;

const months = z.coerce
  .number({ message: 'Give a number of months.' })
  .int({ message: 'Give a whole number of months.' })
  .min(RETENTION_MONTHS_MIN, { message: `At least ${RETENTION_MONTHS_MIN} month.` })
  .max(RETENTION_MONTHS_MAX, { message: `At most ${RETENTION_MONTHS_MAX} months.` });

export const retentionBody = z.object({
  enabled: z.boolean(),
  months,
  /** The dry run's count the admin saw; enabling is refused (409) when it no longer matches. */
  confirm_count: z.number().int().min(0).optional(),
});

const undoParams = z.object({ uid: z.string().min(1).max(20), token: z.string().min(1).max(200) });

export const rightsEndpoints = {
  dataExportStatus: endpoint({
    method: 'GET',
    path: '/api/account/data-export',
    summary: 'The state of my newest data archive: preparing, ready (until the link expires) or expired.',
    response: dataExportStatusSchema,
    access: signedIn,
  }),
  requestDataExport: endpoint({
    invalidates: ['rights'],
    method: 'POST',
    path: '/api/account/data-export',
    summary:
      'Ask for an archive of my data (built in the background; a link that works for 24 hours is e-mailed). One archive per 24 hours.',
    status: 202,
    response: dataExportStatusSchema,
    errors: { 429: 'One archive per 24 hours' },
    sessionOnly: true,
    access: signedIn,
  }),
  downloadDataExport: endpoint({
    method: 'GET',
    path: '/api/account/data-export/:id/:token',
    summary: 'The e-mailed link: the zip archive, for 24 hours after it was ready.',
    params: z.object({ id: idText(), token: z.string().min(1).max(200) }),
    response: z.unknown(),
    contentType: 'application/zip',
    errors: { 404: 'This link is invalid.', 410: 'This link has expired.' },
    access: 'public',
  }),
  accountDeletionStatus: endpoint({
    method: 'GET',
    path: '/api/account/deletion',
    summary: 'Whether my account is scheduled for deletion, and when.',
    response: accountDeletionStatusSchema,
    access: signedIn,
  }),
  accountDeletionCode: endpoint({
    invalidates: 'none',
    method: 'POST',
    path: '/api/account/deletion/code',
    summary: 'E-mails a 4-digit code that confirms the deletion of an account without a password.',
    response: messageBody,
    sessionOnly: true,
    access: signedIn,
  }),
  requestAccountDeletion: endpoint({
    // It ends the session that asked: there is nothing left to revalidate, the portal signs out.
    invalidates: 'none',
    method: 'POST',
    path: '/api/account/deletion',
    summary:
      'Delete my account after a 14-day grace period (password, or the e-mailed code without one). Ends every session and revokes every API key now; e-mails an undo link.',
    body: accountDeletionBody,
    status: 202,
    response: messageBody.extend({ delete_after: z.string() }),
    errors: {
      400: 'Wrong password or code',
      409: 'Already scheduled, or a team owner with members',
    },
    sessionOnly: true,
    access: signedIn,
  }),
  cancelAccountDeletion: endpoint({
    invalidates: ['rights'],
    method: 'POST',
    path: '/api/account/deletion/cancel',
    summary: 'Keep my account: cancels a scheduled deletion (signed in again during the grace period).',
    response: messageBody,
    errors: { 404: 'No deletion is scheduled' },
    sessionOnly: true,
    access: signedIn,
  }),
  undoAccountDeletion: endpoint({
    invalidates: ['rights'],
    method: 'POST',
    path: '/api/undo-account-deletion/:uid/:token',
    summary:
      'The e-mailed undo link: cancels the scheduled deletion of the account, within the grace period.',
    params: undoParams,
    response: messageBody,
    errors: { 400: 'This link is invalid or has expired.' },
    access: 'public',
  }),
  retentionSettings: endpoint({
    method: 'GET',
    path: '/api/admin/retention',
    summary:
      'The retention setting for private uploaded profiles (purged when untouched for N months) with its dry-run count.',
    response: retentionSettingsSchema,
    access: USER_ADMIN,
  }),
  retentionDryRun: endpoint({
    method: 'GET',
    path: '/api/admin/retention/dry-run',
    summary: 'How many private uploaded profiles a period of `months` would purge now; nothing is changed.',
    query: z.object({ months }),
    response: z.object({ months: z.number().int(), count: z.number().int() }),
    access: USER_ADMIN,
  }),
  updateRetention: endpoint({
    invalidates: ['rights'],
    method: 'PUT',
    path: '/api/admin/retention',
    summary:
      'Set the retention period; enabling needs the dry run count the admin saw (`confirm_count`), 409 when it changed.',
    body: retentionBody,
    response: retentionSettingsSchema,
    errors: { 400: 'Invalid fields', 409: 'The dry run count changed' },
    sessionOnly: true,
    access: USER_ADMIN,
  }),
} as const;
