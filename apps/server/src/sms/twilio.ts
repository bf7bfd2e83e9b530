/** Twilio's Messages API over plain HTTPS (no SDK): POST /2010-04-01/Accounts/{sid}/Messages.json with basic
 * auth and a form body. The base URL is configurable (TWILIO_API_URL) so tests point it at a local fake. */
import { SmsSendError, type SmsProvider, type SmsResult } from './provider';

export interface TwilioAccount {
  accountSid: string;
  authToken: string;
  /** The sending number, E.164. */
  from: string;
}

/** Twilio's error body (https://www.twilio.com/docs/api/errors). */
interface TwilioError {
  code?: number;
  message?: string;
  status?: number;
}

export class TwilioSmsProvider implements SmsProvider {
  readonly name = 'twilio';

  constructor(
    private readonly baseUrl: string,
    private readonly account: TwilioAccount,
    private readonly options: { timeoutMs?: number; fetch?: typeof fetch } = {},
  ) {}

  async send(to: string, body: string): Promise<SmsResult> {
    const url = new URL(
      `/2010-04-01/Accounts/${encodeURIComponent(this.account.accountSid)}/Messages.json`,
      this.baseUrl,
    );
    const auth = Buffer.from(`${this.account.accountSid}:${this.account.authToken}`).toString('base64');
    let res: Response;
    try {
      res = await (this.options.fetch ?? fetch)(url, {
        method: 'POST',
        headers: {
          authorization: `Basic ${auth}`,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: new URLSearchParams({ To: to, From: this.account.from, Body: body }).toString(),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
        redirect: 'error',
      });
    } catch (err) {
      const reason =
        (err as { name?: string }).name === 'TimeoutError' ? 'did not answer in time' : 'cannot be reached';
      throw new SmsSendError(`Twilio ${reason}.`, (err as Error).message ?? null, true);
    }
    const text = await res.text();
    let json: (TwilioError & { sid?: string }) | undefined;
    try {
      json = JSON.parse(text) as TwilioError & { sid?: string };
    } catch {
      json = undefined;
    }
    if (res.ok && typeof json?.sid === 'string') return { id: json.sid };
    const detail = json?.message
      ? `${json.code ? `${json.code} ` : ''}${json.message}`
      : `HTTP ${res.status}${text ? `: ${text.slice(0, 200)}` : ''}`;
    // A 2xx without a sid may still have sent: not worth a retry that could send twice.
    const retryable = res.status >= 500 || res.status === 429;
    throw new SmsSendError(`Twilio refused the message (HTTP ${res.status}).`, detail, retryable);
  }
}
