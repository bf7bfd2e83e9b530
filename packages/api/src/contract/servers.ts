/** The user's own sending accounts (spec 001 section 7 "Messaging": `smpt_server/` and `sms_server/` full
 * sets, the spec's spelling kept; issue 18). Secrets (the SMTP password, the provider's auth token) are
 * encrypted at rest and never answered: an account says `has_password` / `has_auth_token` instead. */
import { z } from 'zod';
import {
  E164_PATTERN,
  MAX_SENDING_ACCOUNTS,
  SMS_PROVIDERS,
  SMTP_SECURITY,
  TWILIO_ACCOUNT_SID_PATTERN,
} from '../rules';
import { endpoint, idParam, listOf, messageBody } from './core';

/** /email-plugin and /mobile-plugin are RA pages. */
const pluginPages = { action: 'read', subject: 'RA' } as const;

/** The answer of create, update and send test when the server has no SECRETS_KEY (409, this code). */
export const SENDING_ACCOUNTS_OFF = 'Sending accounts are off: the server has no SECRETS_KEY.';
export const SENDING_ACCOUNTS_OFF_CODE = 'sending_accounts_off';

const text = (label: string, max: number) =>
  z
    .string({ message: `${label} is required.` })
    .trim()
    .min(1, { message: `${label} is required.` })
    .max(max, { message: `${label} has at most ${max} characters.` });
/** Optional text: absent, null or blank all mean "none". */
const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: `${label} has at most ${max} characters.` })
    .nullable()
    .optional()
    .transform((v) => (v ? v : null));
/** A secret on update: absent, null or blank keeps the stored one. */
const secret = (label: string) =>
  z
    .string()
    .max(500, { message: `${label} has at most 500 characters.` })
    .nullable()
    .optional()
    .transform((v) => (v ? v : null));

const HOST_PATTERN =
  /^(?=.{1,253}$)[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$/;

const fromEmail = z
  .string({ message: 'The from address is required.' })
  .trim()
  .pipe(z.email({ message: 'Enter a valid e-mail address.' }));
const e164 = (label: string) =>
  z
    .string({ message: `${label} is required.` })
    .trim()
    .transform((v) => v.replace(/[\s().-]/g, ''))
    .pipe(
      z.string().regex(E164_PATTERN, { message: `${label} is a number in E.164 form, like +14155550123.` }),
    );

/** The last "Send test" of an account: when, whether it went, and what the server or provider answered. */
export const sendTestResultSchema = z.object({
  ok: z.boolean(),
  /** What the user reads: "Test message sent to ..." or the refusal. */
  message: z.string(),
  /** The SMTP server's or provider's own answer (e.g. `535 5.7.8 Authentication failed`), when there is one. */
  detail: z.string().nullable(),
  at: z.string(),
});
export type SendTestResult = z.infer<typeof sendTestResultSchema>;

export const smtpAccountSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  host: z.string(),
  port: z.number().int(),
  security: z.enum(SMTP_SECURITY),
  username: z.string().nullable(),
  /** Whether a password is stored (the password itself is never answered). */
  has_password: z.boolean(),
  from_email: z.string(),
  from_name: z.string().nullable(),
  /** The account the user's mail goes through; with none, the platform's mailer. */
  is_default: z.boolean(),
  last_test: sendTestResultSchema.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type SmtpAccount = z.infer<typeof smtpAccountSchema>;

/**
 * An SMTP account. `security`: `tls` connects with TLS (usually port 465), `starttls` upgrades a plain
 * connection and refuses to go on without it (usually 587), `none` sends in the clear (local relays only).
 * On update, a missing or blank password keeps the stored one; clearing the user name drops it.
 */
export const smtpAccountInputSchema = z.object({
  name: text('The name', 100),
  host: z
    .string({ message: 'The host is required.' })
    .trim()
    .min(1, { message: 'The host is required.' })
    .regex(HOST_PATTERN, { message: 'Enter a host name such as smtp.example.com.' }),
  port: z
    .number({ message: 'The port is a number from 1 to 65535.' })
    .int({ message: 'The port is a number from 1 to 65535.' })
    .min(1, { message: 'The port is a number from 1 to 65535.' })
    .max(65535, { message: 'The port is a number from 1 to 65535.' }),
  security: z.enum(SMTP_SECURITY, { message: 'Choose TLS, STARTTLS or none.' }),
  username: optionalText('The user name', 200),
  password: secret('The password'),
  from_email: fromEmail,
  from_name: optionalText('The from name', 100),
  /** Make this the default account (the previous default stops being one). */
  is_default: z.boolean().optional(),
});
export type SmtpAccountInput = z.input<typeof smtpAccountInputSchema>;

export const smsAccountSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  provider: z.enum(SMS_PROVIDERS),
  account_sid: z.string(),
  /** Whether an auth token is stored (the token itself is never answered). */
  has_auth_token: z.boolean(),
  from_number: z.string(),
  is_default: z.boolean(),
  last_test: sendTestResultSchema.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type SmsAccount = z.infer<typeof smsAccountSchema>;

/** An SMS provider account (Twilio's Messages API). On update, a missing or blank auth token keeps the
 * stored one. */
export const smsAccountInputSchema = z.object({
  name: text('The name', 100),
  provider: z.enum(SMS_PROVIDERS, { message: 'Choose a provider: twilio.' }).optional().default('twilio'),
  account_sid: z
    .string({ message: 'The Account SID is required.' })
    .trim()
    .regex(TWILIO_ACCOUNT_SID_PATTERN, {
      message: 'An Account SID is AC followed by 32 hexadecimal digits.',
    }),
  auth_token: secret('The auth token'),
  from_number: e164('The from number'),
  is_default: z.boolean().optional(),
});
export type SmsAccountInput = z.input<typeof smsAccountInputSchema>;

/** A list of accounts, and whether the feature is on (the server has a SECRETS_KEY). */
const accountList = <T extends z.ZodType>(item: T) =>
  listOf(item).extend({
    /** false: the server has no SECRETS_KEY; accounts cannot be added, changed or tested. */
    enabled: z.boolean(),
    max: z.number().int(),
  });

export const smtpTestInputSchema = z.object({
  /** Where the test goes; the user's own e-mail address when absent. */
  to: z
    .string()
    .trim()
    .pipe(z.union([z.literal(''), z.email({ message: 'Enter a valid e-mail address.' })]))
    .nullable()
    .optional()
    .transform((v) => (v ? v : null)),
});
export const smsTestInputSchema = z.object({
  /** Where the test goes (E.164); the user's own mobile number when absent. */
  to: z
    .string()
    .trim()
    .nullable()
    .optional()
    .transform((v) => (v ? v.replace(/[\s().-]/g, '') : null))
    .pipe(
      z
        .string()
        .regex(E164_PATTERN, { message: 'The number is in E.164 form, like +14155550123.' })
        .nullable(),
    ),
});

const accountErrors = {
  400: 'Invalid fields',
  409: `${SENDING_ACCOUNTS_OFF} (code ${SENDING_ACCOUNTS_OFF_CODE}); or at most ${MAX_SENDING_ACCOUNTS} accounts`,
} as const;

export const serverEndpoints = {
  listSmtpServers: endpoint({
    method: 'GET',
    path: '/api/smpt_server/',
    summary: 'My SMTP accounts, and whether sending accounts are on.',
    response: accountList(smtpAccountSchema),
    access: pluginPages,
  }),
  createSmtpServer: endpoint({
    invalidates: ['sendingAccounts'],
    method: 'POST',
    path: '/api/smpt_server/',
    summary: 'Add an SMTP account (the first one becomes the default).',
    body: smtpAccountInputSchema,
    status: 201,
    response: smtpAccountSchema,
    errors: accountErrors,
    access: pluginPages,
  }),
  getSmtpServer: endpoint({
    method: 'GET',
    path: '/api/smpt_server/:id/',
    summary: 'One of my SMTP accounts.',
    params: idParam,
    response: smtpAccountSchema,
    errors: { 404: 'No such account of mine' },
    access: pluginPages,
  }),
  updateSmtpServer: endpoint({
    invalidates: ['sendingAccounts'],
    method: 'PUT',
    path: '/api/smpt_server/:id/',
    summary: 'Change an SMTP account; without a password the stored one is kept.',
    params: idParam,
    body: smtpAccountInputSchema,
    response: smtpAccountSchema,
    errors: { ...accountErrors, 404: 'No such account of mine' },
    access: pluginPages,
  }),
  deleteSmtpServer: endpoint({
    invalidates: ['sendingAccounts'],
    method: 'DELETE',
    path: '/api/smpt_server/:id/',
    summary: 'Delete an SMTP account (its mail then goes through the platform mailer).',
    params: idParam,
    response: messageBody,
    errors: { 404: 'No such account of mine' },
    access: pluginPages,
  }),
  testSmtpServer: endpoint({
    invalidates: ['sendingAccounts'],
    method: 'POST',
    path: '/api/smpt_server/:id/test/',
    summary:
      'Send a test e-mail through the account. 200 either way: `ok` says whether the SMTP server took it, ' +
      "`detail` is the server's answer.",
    params: idParam,
    body: smtpTestInputSchema,
    response: sendTestResultSchema,
    errors: {
      404: 'No such account of mine',
      409: SENDING_ACCOUNTS_OFF,
      429: 'More than 10 tests in 10 minutes',
    },
    access: pluginPages,
  }),
  listSmsServers: endpoint({
    method: 'GET',
    path: '/api/sms_server/',
    summary: 'My SMS provider accounts, and whether sending accounts are on.',
    response: accountList(smsAccountSchema),
    access: pluginPages,
  }),
  createSmsServer: endpoint({
    invalidates: ['sendingAccounts'],
    method: 'POST',
    path: '/api/sms_server/',
    summary: 'Add an SMS provider account (the first one becomes the default).',
    body: smsAccountInputSchema,
    status: 201,
    response: smsAccountSchema,
    errors: accountErrors,
    access: pluginPages,
  }),
  getSmsServer: endpoint({
    method: 'GET',
    path: '/api/sms_server/:id/',
    summary: 'One of my SMS provider accounts.',
    params: idParam,
    response: smsAccountSchema,
    errors: { 404: 'No such account of mine' },
    access: pluginPages,
  }),
  updateSmsServer: endpoint({
    invalidates: ['sendingAccounts'],
    method: 'PUT',
    path: '/api/sms_server/:id/',
    summary: 'Change an SMS provider account; without an auth token the stored one is kept.',
    params: idParam,
    body: smsAccountInputSchema,
    response: smsAccountSchema,
    errors: { ...accountErrors, 404: 'No such account of mine' },
    access: pluginPages,
  }),
  deleteSmsServer: endpoint({
    invalidates: ['sendingAccounts'],
    method: 'DELETE',
    path: '/api/sms_server/:id/',
    summary: 'Delete an SMS provider account (its messages then go to the platform outbox).',
    params: idParam,
    response: messageBody,
    errors: { 404: 'No such account of mine' },
    access: pluginPages,
  }),
  testSmsServer: endpoint({
    invalidates: ['sendingAccounts'],
    method: 'POST',
    path: '/api/sms_server/:id/test/',
    summary:
      "Send a test SMS through the provider. 200 either way: `ok` says whether the provider took it, `detail` is the provider's answer.",
    params: idParam,
    body: smsTestInputSchema,
    response: sendTestResultSchema,
    errors: {
      400: 'No number to send to',
      404: 'No such account of mine',
      409: SENDING_ACCOUNTS_OFF,
      429: 'More than 10 tests in 10 minutes',
    },
    access: pluginPages,
  }),
} as const;
