/** Fakes of the outside services the sending accounts talk to: a real SMTP server (smtp-server) that wants a
 * login, and Twilio's Messages API. Shared by the sending-account and messaging tests. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export const SMTP_USER = 'mailer';
export const SMTP_PASSWORD = 'sm7p-Pa55word-plain';
export const TWILIO_SID = `AC${'a1'.repeat(16)}`;
export const TWILIO_TOKEN = 'twilio-token-plain-0123456789';
/** The fake Twilio refuses this number as Twilio does (error 21211). */
export const BAD_NUMBER = '+15005550001';

export interface Received {
  from: string;
  to: string[];
  data: string;
}

/** A real SMTP server (smtp-server) that wants SMTP_USER / SMTP_PASSWORD; each message resolves a waiter. */
export function startSmtp() {
  const received: Received[] = [];
  const waiters: Array<(m: Received) => void> = [];
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authOptional: false,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === SMTP_USER && auth.password === SMTP_PASSWORD) return callback(null, { user: 1 });
      return callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const message: Received = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          data: Buffer.concat(chunks).toString('utf8'),
        };
        received.push(message);
        waiters.shift()?.(message);
        callback();
      });
    },
  });
  return {
    received,
    next: () => new Promise<Received>((resolve) => waiters.push(resolve)),
    listen: () =>
      new Promise<number>((resolve) =>
        server.listen(0, '127.0.0.1', () => resolve((server.server.address() as AddressInfo).port)),
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface TwilioCall {
  path: string;
  auth: string | undefined;
  form: URLSearchParams;
}

/** A fake of Twilio's Messages API: checks basic auth, answers 201 with a sid, or Twilio's error body. */
export function startTwilio() {
  const calls: TwilioCall[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const form = new URLSearchParams(body);
      calls.push({ path: req.url ?? '', auth: req.headers.authorization, form });
      const expected = `Basic ${Buffer.from(`${TWILIO_SID}:${TWILIO_TOKEN}`).toString('base64')}`;
      res.setHeader('content-type', 'application/json');
      if (req.headers.authorization !== expected) {
        res.statusCode = 401;
        return res.end(JSON.stringify({ code: 20003, message: 'Authenticate', status: 401 }));
      }
      if (form.get('To') === BAD_NUMBER) {
        res.statusCode = 400;
        return res.end(
          JSON.stringify({
            code: 21211,
            message: `The 'To' number ${BAD_NUMBER} is not a valid phone number.`,
            status: 400,
          }),
        );
      }
      res.statusCode = 201;
      res.end(JSON.stringify({ sid: `SM${calls.length.toString().padStart(32, '0')}`, status: 'queued' }));
    });
  });
  return {
    calls,
    listen: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () =>
          resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
        ),
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
