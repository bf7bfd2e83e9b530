/** SMS through a provider. The user's own provider account (Twilio's Messages API) or, without one, the
 * platform outbox (the `mail_outbox` table and the log, as for every other message in development). */
import type { MessageTransport } from '../mail/index';

export interface SmsResult {
  /** The provider's id of the message (Twilio's `SM...` sid), or `outbox` when it went to the outbox. */
  id: string;
}

export interface SmsProvider {
  /** `twilio`, or `outbox` for the platform's fallback. */
  readonly name: string;
  /** Sends one text message; rejects with SmsSendError when the provider refuses or cannot be reached. */
  send(to: string, body: string): Promise<SmsResult>;
}

/** The provider refused the message or could not be reached; `detail` is its own answer, for the user. */
export class SmsSendError extends Error {
  constructor(
    message: string,
    readonly detail: string | null,
    /** Worth trying again later (the provider was down or answered 5xx / 429), as opposed to a refusal. */
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'SmsSendError';
  }
}

/** Messages written to the platform outbox by the app's message transport. */
export class OutboxSmsProvider implements SmsProvider {
  readonly name = 'outbox';
  constructor(private readonly transport: MessageTransport) {}

  async send(to: string, body: string): Promise<SmsResult> {
    await this.transport.send({ channel: 'sms', to, subject: 'SMS', text: body });
    return { id: 'outbox' };
  }
}
