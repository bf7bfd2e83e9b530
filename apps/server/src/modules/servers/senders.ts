/** Who sends a user's mail and SMS: their default account of each kind, or the platform (the app's mailer,
 * and the outbox for SMS) when they have none. The sending worker asks these for every message. */
import { isIP } from 'node:net';
import nodemailer from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import type { SmtpSecurity } from '@talent/api/rules';
import type { AppContext } from '../../context';
import { hostAllowList, resolveAllowedHost } from '../../lib/host-guard';
import { SecretBox } from '../../lib/secrets';
import { OutboxSmsProvider, TwilioSmsProvider, type SmsProvider } from '../../sms/index';
import { serverRepo, type SmsRow, type SmtpRow } from './repo';

/** What secrets are sealed to (GCM additional data): the kind and the owner. */
export const smtpSecretContext = (userId: number) => `smtp:${userId}`;
export const smsSecretContext = (userId: number) => `sms:${userId}`;

/** A stored secret that does not open under the server's SECRETS_KEY (the key was changed). */
export class SecretUnreadableError extends Error {
  constructor(what: string) {
    super(`The ${what} cannot be read with the server's current SECRETS_KEY; enter it again.`);
    this.name = 'SecretUnreadableError';
  }
}

/** nodemailer's options for an account. Short timeouts: a wrong host must not hold a request for minutes.
 * `address` is what the host resolved to when the SSRF guard checked it (lib/host-guard.ts): the connection
 * goes there, and TLS still checks the certificate against the name the user typed. */
export function smtpTransportOptions(
  account: Pick<SmtpRow, 'host' | 'port' | 'username'> & { security: string },
  password: string | null,
  address: string = account.host,
): SMTPTransport.Options {
  const security = account.security as SmtpSecurity;
  return {
    host: address,
    port: account.port,
    tls: isIP(account.host) ? undefined : { servername: account.host },
    secure: security === 'tls',
    requireTLS: security === 'starttls',
    ignoreTLS: security === 'none',
    auth: account.username ? { user: account.username, pass: password ?? '' } : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  };
}

/** What nodemailer's error says, for the user: a short reason, and the SMTP server's own answer only once
 * it proved to speak SMTP (it took the greeting and EHLO, then refused the login or the envelope). Whatever
 * else answered (an SSH banner, an internal service) is never echoed (issue 43). */
export function smtpFailure(err: unknown): { message: string; detail: string | null } {
  const e = err as { code?: string; response?: string };
  const detail = typeof e.response === 'string' && /^\d{3}[ -]/.test(e.response) ? e.response : null;
  switch (e.code) {
    case 'EAUTH':
      return { message: 'The SMTP server refused the user name or password.', detail };
    case 'EENVELOPE':
      return { message: 'The SMTP server refused the sender or the recipient.', detail };
    case 'ECONNECTION':
    case 'ETIMEDOUT':
    case 'ESOCKET':
    case 'EDNS':
      return { message: 'The SMTP server could not be reached.', detail: null };
    case 'ETLS':
      return { message: 'The SMTP server did not agree to a secure connection.', detail: null };
    default:
      return { message: 'The SMTP server did not accept the test message.', detail: null };
  }
}

export function fromHeader(
  account: Pick<SmtpRow, 'from_email' | 'from_name'>,
): string | { name: string; address: string } {
  return account.from_name ? { name: account.from_name, address: account.from_email } : account.from_email;
}

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
}

export interface EmailSender {
  /** `account`: the user's default SMTP account; `platform`: the app's mailer (SMTP_URL or the outbox). */
  via: 'account' | 'platform';
  accountId: number | null;
  send(message: EmailMessage): Promise<void>;
}

export function openSmtpPassword(box: SecretBox, row: SmtpRow): string | null {
  if (row.password_sealed === null) return null;
  const plain = box.open(row.password_sealed, smtpSecretContext(row.user_id));
  if (plain === undefined) throw new SecretUnreadableError(`password of the SMTP account "${row.name}"`);
  return plain;
}

export function openSmsToken(box: SecretBox, row: SmsRow): string {
  const plain = box.open(row.auth_token_sealed, smsSecretContext(row.user_id));
  if (plain === undefined) throw new SecretUnreadableError(`auth token of the SMS account "${row.name}"`);
  return plain;
}

export function twilioFor(ctx: Pick<AppContext, 'config'>, row: SmsRow, authToken: string): SmsProvider {
  return new TwilioSmsProvider(ctx.config.twilioApiUrl, {
    accountSid: row.account_sid,
    authToken,
    from: row.from_number,
  });
}

/**
 * The user's e-mail sender. With no default account, or no SECRETS_KEY (accounts are off), the platform's
 * mailer. A default account whose password no longer opens rejects with SecretUnreadableError rather than
 * sending from another address.
 */
export async function resolveEmailSender(ctx: AppContext, userId: number): Promise<EmailSender> {
  const box = SecretBox.fromConfig(ctx.config.secretsKey);
  const row = box ? await serverRepo(ctx.db).defaultSmtp(userId) : undefined;
  if (!box || !row)
    return {
      via: 'platform',
      accountId: null,
      send: (m) =>
        ctx.mail.send({ channel: 'email', to: m.to, subject: m.subject, text: m.text, html: m.html }),
    };
  const password = openSmtpPassword(box, row);
  const address = await resolveAllowedHost(row.host, hostAllowList(ctx.config.mailHostAllow));
  const transport = nodemailer.createTransport(smtpTransportOptions(row, password, address));
  return {
    via: 'account',
    accountId: row.id,
    async send(m) {
      try {
        await transport.sendMail({ from: fromHeader(row), ...m });
      } finally {
        transport.close();
      }
    },
  };
}

/** The user's SMS provider: their default account, or the platform outbox when they have none (or the
 * server has no SECRETS_KEY). */
export async function resolveSmsSender(
  ctx: AppContext,
  userId: number,
): Promise<SmsProvider & { accountId: number | null }> {
  const box = SecretBox.fromConfig(ctx.config.secretsKey);
  const row = box ? await serverRepo(ctx.db).defaultSms(userId) : undefined;
  if (!box || !row) return Object.assign(new OutboxSmsProvider(ctx.mail), { accountId: null });
  return Object.assign(twilioFor(ctx, row, openSmsToken(box, row)), { accountId: row.id });
}
