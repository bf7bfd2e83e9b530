/** The rules of the users' sending accounts: owner-scoped, at most MAX_SENDING_ACCOUNTS of a kind, secrets
 * sealed and never answered, one default per kind, and "Send test". Without SECRETS_KEY the accounts can
 * be listed and deleted but not added, changed or tested (409 `sending_accounts_off`). */
import nodemailer from 'nodemailer';
import {
  SENDING_ACCOUNTS_OFF,
  SENDING_ACCOUNTS_OFF_CODE,
  type SendTestResult,
  type SmsAccount,
  type SmtpAccount,
  smsAccountInputSchema,
  smtpAccountInputSchema,
} from '@talent/api';
import { MAX_SENDING_ACCOUNTS, type SmsProviderName, type SmtpSecurity } from '@talent/api/rules';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { User } from '../../db/schema';
import { HttpError, badRequest, conflict, fieldError, notFound } from '../../lib/errors';
import { hostAllowList, resolveAllowedHost } from '../../lib/host-guard';
import { SecretBox } from '../../lib/secrets';
import { SmsSendError } from '../../sms/index';
import type { AccountTable, ServerRepo, SmsRow, SmtpRow, TestRecord } from './repo';
import {
  SecretUnreadableError,
  fromHeader,
  openSmsToken,
  openSmtpPassword,
  smsSecretContext,
  smtpSecretContext,
  smtpFailure,
  smtpTransportOptions,
  twilioFor,
} from './senders';
import { isoNow, type Clock } from '../../lib/clock';

type SmtpInput = z.output<typeof smtpAccountInputSchema>;
type SmsInput = z.output<typeof smsAccountInputSchema>;

/** "Send test" calls per user (both kinds together) in a window: 429 `rate_limited` past it. */
export const SEND_TESTS = { max: 10, windowMs: 10 * 60_000, what: 'test messages' };

const off = () => new HttpError(409, SENDING_ACCOUNTS_OFF, undefined, SENDING_ACCOUNTS_OFF_CODE);

function lastTest(row: SmtpRow | SmsRow): SendTestResult | null {
  if (!row.last_test_at) return null;
  return {
    at: row.last_test_at,
    ok: row.last_test_ok === 1,
    message: row.last_test_message ?? '',
    detail: row.last_test_detail,
  };
}

export function smtpView(row: SmtpRow): SmtpAccount {
  return {
    id: row.id,
    name: row.name,
    host: row.host,
    port: row.port,
    security: row.security as SmtpSecurity,
    username: row.username,
    has_password: row.password_sealed !== null,
    from_email: row.from_email,
    from_name: row.from_name,
    is_default: row.is_default === 1,
    last_test: lastTest(row),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export function smsView(row: SmsRow): SmsAccount {
  return {
    id: row.id,
    name: row.name,
    provider: row.provider as SmsProviderName,
    account_sid: row.account_sid,
    has_auth_token: true,
    from_number: row.from_number,
    is_default: row.is_default === 1,
    last_test: lastTest(row),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export interface ServerServiceDeps {
  repo: ServerRepo;
  config: AppContext['config'];
  log: AppContext['log'];
  /** The app's clock (AppContext.now). */
  now: Clock;
}

export function serverService({ repo, config, log, now: clock }: ServerServiceDeps) {
  const now = () => isoNow(clock);
  const box = SecretBox.fromConfig(config.secretsKey);
  const allowList = hostAllowList(config.mailHostAllow);
  const needBox = (): SecretBox => {
    if (!box) throw off();
    return box;
  };

  async function checkRoom(table: AccountTable, userId: number, what: string) {
    const { all } = await repo.count(table, userId);
    if (all >= MAX_SENDING_ACCOUNTS)
      throw conflict(`You can keep at most ${MAX_SENDING_ACCOUNTS} ${what} accounts. Delete one first.`);
  }
  /** The first account of a kind is the default; later ones only when asked. */
  async function defaultFlag(table: AccountTable, userId: number, asked: boolean | undefined) {
    if (asked !== undefined) return asked ? 1 : 0;
    return (await repo.count(table, userId)).defaults === 0 ? 1 : 0;
  }
  /** A race of two "make default" calls loses on the unique index: say so instead of a 500. */
  async function defaultRace<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (err) {
      if (/unique|duplicate/i.test((err as Error).message ?? ''))
        throw conflict('Another change of the default account happened at the same time. Try again.');
      throw err;
    }
  }

  async function smtpOf(userId: number, id: number) {
    const row = await repo.findSmtp(userId, id);
    if (!row) throw notFound('No such SMTP account.');
    return row;
  }
  async function smsOf(userId: number, id: number) {
    const row = await repo.findSms(userId, id);
    if (!row) throw notFound('No such SMS account.');
    return row;
  }

  async function record(table: AccountTable, userId: number, id: number, test: Omit<TestRecord, 'at'>) {
    const result: TestRecord = { ...test, at: now() };
    await repo.recordTest(table, userId, id, result);
    return result;
  }

  return {
    enabled: box !== undefined,

    async listSmtp(userId: number) {
      const rows = await repo.listSmtp(userId);
      return { count: rows.length, results: rows.map(smtpView), enabled: !!box, max: MAX_SENDING_ACCOUNTS };
    },
    async getSmtp(userId: number, id: number) {
      return smtpView(await smtpOf(userId, id));
    },
    async createSmtp(userId: number, input: SmtpInput) {
      const sealer = needBox();
      if (input.username && !input.password)
        throw fieldError('password', 'Enter the password of this user name.');
      await checkRoom('smtp_accounts', userId, 'SMTP');
      const at = now();
      const row = await defaultRace(async () =>
        repo.insert('smtp_accounts', {
          user_id: userId,
          name: input.name,
          host: input.host,
          port: input.port,
          security: input.security,
          username: input.username,
          password_sealed:
            input.username && input.password ? sealer.seal(input.password, smtpSecretContext(userId)) : null,
          from_email: input.from_email,
          from_name: input.from_name,
          is_default: await defaultFlag('smtp_accounts', userId, input.is_default),
          created_at: at,
          updated_at: at,
        }),
      );
      return smtpView(row);
    },
    async updateSmtp(userId: number, id: number, input: SmtpInput) {
      const sealer = needBox();
      const row = await smtpOf(userId, id);
      // A new password replaces the stored one; none keeps it; no user name means no password at all.
      // Another host never gets the stored password: it was given for the old one (as the IMAP form).
      let password_sealed = row.password_sealed;
      if (!input.username) password_sealed = null;
      else if (input.password) password_sealed = sealer.seal(input.password, smtpSecretContext(userId));
      else if (password_sealed === null)
        throw fieldError('password', 'Enter the password of this user name.');
      else if (input.host.toLowerCase() !== row.host.toLowerCase() || input.username !== row.username)
        throw fieldError('password', 'Enter the password again for the new host or user name.');
      await defaultRace(() =>
        repo.update('smtp_accounts', userId, id, {
          name: input.name,
          host: input.host,
          port: input.port,
          security: input.security,
          username: input.username,
          password_sealed,
          from_email: input.from_email,
          from_name: input.from_name,
          ...(input.is_default !== undefined ? { is_default: input.is_default ? 1 : 0 } : {}),
          updated_at: now(),
        }),
      );
      return smtpView(await smtpOf(userId, id));
    },
    async removeSmtp(userId: number, id: number) {
      if (!(await repo.remove('smtp_accounts', userId, id))) throw notFound('No such SMTP account.');
      return { message: 'The SMTP account was deleted.' };
    },

    /** Sends a test e-mail through the account; the outcome is answered and kept as `last_test`. */
    async testSmtp(user: User, id: number, to: string | null): Promise<SendTestResult> {
      const opener = needBox();
      const row = await smtpOf(user.id, id);
      let password: string | null;
      try {
        password = openSmtpPassword(opener, row);
      } catch (err) {
        if (err instanceof SecretUnreadableError) throw conflict(err.message, { password: [err.message] });
        throw err;
      }
      const recipient = to ?? user.email;
      // 400 on the host before any connection when it leads inside the network (SSRF).
      const address = await resolveAllowedHost(row.host, allowList);
      const transport = nodemailer.createTransport(smtpTransportOptions(row, password, address));
      try {
        const info = await transport.sendMail({
          from: fromHeader(row),
          to: recipient,
          subject: 'Test message from Talent',
          text:
            `This is a test message sent through your SMTP account "${row.name}" (${row.host}:${row.port}).\n` +
            'If you can read it, the account works.',
        });
        return record('smtp_accounts', user.id, id, {
          ok: true,
          message: `Test message sent to ${recipient}.`,
          detail: info.response ?? null,
        });
      } catch (err) {
        log.warn({ accountId: id, code: (err as { code?: string }).code }, 'smtp test failed');
        return record('smtp_accounts', user.id, id, { ok: false, ...smtpFailure(err) });
      } finally {
        transport.close();
      }
    },

    async listSms(userId: number) {
      const rows = await repo.listSms(userId);
      return { count: rows.length, results: rows.map(smsView), enabled: !!box, max: MAX_SENDING_ACCOUNTS };
    },
    async getSms(userId: number, id: number) {
      return smsView(await smsOf(userId, id));
    },
    async createSms(userId: number, input: SmsInput) {
      const sealer = needBox();
      if (!input.auth_token) throw fieldError('auth_token', 'The auth token is required.');
      await checkRoom('sms_accounts', userId, 'SMS');
      const at = now();
      const row = await defaultRace(async () =>
        repo.insert('sms_accounts', {
          user_id: userId,
          name: input.name,
          provider: input.provider,
          account_sid: input.account_sid,
          auth_token_sealed: sealer.seal(input.auth_token!, smsSecretContext(userId)),
          from_number: input.from_number,
          is_default: await defaultFlag('sms_accounts', userId, input.is_default),
          created_at: at,
          updated_at: at,
        }),
      );
      return smsView(row);
    },
    async updateSms(userId: number, id: number, input: SmsInput) {
      const sealer = needBox();
      await smsOf(userId, id);
      await defaultRace(() =>
        repo.update('sms_accounts', userId, id, {
          name: input.name,
          provider: input.provider,
          account_sid: input.account_sid,
          ...(input.auth_token
            ? { auth_token_sealed: sealer.seal(input.auth_token, smsSecretContext(userId)) }
            : {}),
          from_number: input.from_number,
          ...(input.is_default !== undefined ? { is_default: input.is_default ? 1 : 0 } : {}),
          updated_at: now(),
        }),
      );
      return smsView(await smsOf(userId, id));
    },
    async removeSms(userId: number, id: number) {
      if (!(await repo.remove('sms_accounts', userId, id))) throw notFound('No such SMS account.');
      return { message: 'The SMS account was deleted.' };
    },

    /** Sends a test SMS through the provider; the outcome is answered and kept as `last_test`. */
    async testSms(user: User, id: number, to: string | null): Promise<SendTestResult> {
      const opener = needBox();
      const row = await smsOf(user.id, id);
      const recipient = to ?? user.mobile;
      if (!recipient)
        throw badRequest('Enter the number to send the test to.', {
          to: ['Enter the number to send the test to.'],
        });
      let token: string;
      try {
        token = openSmsToken(opener, row);
      } catch (err) {
        if (err instanceof SecretUnreadableError) throw conflict(err.message, { auth_token: [err.message] });
        throw err;
      }
      try {
        const sent = await twilioFor({ config }, row, token).send(
          recipient,
          `Test message from Talent through your SMS account "${row.name}".`,
        );
        return record('sms_accounts', user.id, id, {
          ok: true,
          message: `Test message sent to ${recipient}.`,
          detail: `Message ${sent.id}`,
        });
      } catch (err) {
        if (!(err instanceof SmsSendError)) throw err;
        log.warn({ accountId: id, detail: err.detail }, 'sms test failed');
        return record('sms_accounts', user.id, id, { ok: false, message: err.message, detail: err.detail });
      }
    },
  };
}
export type ServerService = ReturnType<typeof serverService>;
