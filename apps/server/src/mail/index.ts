/** Mail, SMS and voice-call messages. The default transport writes every message to the `mail_outbox`
 * table and the log, so codes can be read in development and tests; SMTP_URL sends e-mail by nodemailer. */
import nodemailer from 'nodemailer';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { isoNow, systemClock, type Clock } from '../lib/clock';
import { outboxRepo } from './repo';

export type Channel = 'email' | 'sms' | 'call';

export interface OutgoingMessage {
  channel: Channel;
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface MessageTransport {
  send(message: OutgoingMessage): Promise<void>;
}

interface Logger {
  info(obj: object, msg?: string): void;
}

export class OutboxTransport implements MessageTransport {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly log?: Logger,
    private readonly clock: Clock = systemClock,
  ) {}

  async send(m: OutgoingMessage): Promise<void> {
    await outboxRepo(this.db).insert({
      channel: m.channel,
      recipient: m.to,
      subject: m.subject,
      text: m.text,
      html: m.html ?? null,
      created_at: isoNow(this.clock),
    });
    this.log?.info({ channel: m.channel, to: m.to, subject: m.subject, text: m.text }, 'outbox message');
  }
}

/** E-mail over SMTP; SMS and calls still go to the outbox (no SMS provider is configured). */
export class SmtpTransport implements MessageTransport {
  private readonly transporter: nodemailer.Transporter;
  constructor(
    smtpUrl: string,
    private readonly from: string,
    private readonly fallback: MessageTransport,
  ) {
    this.transporter = nodemailer.createTransport(smtpUrl);
  }

  async send(m: OutgoingMessage): Promise<void> {
    if (m.channel !== 'email') return this.fallback.send(m);
    await this.transporter.sendMail({
      from: this.from,
      to: m.to,
      subject: m.subject,
      text: m.text,
      html: m.html,
    });
  }
}

export function escapeHtml(s: string): string {
  return s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}
