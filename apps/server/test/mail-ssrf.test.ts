/** Issue 43: "Send test" of an SMTP account and "Test connection" of the IMAP mailbox reached any host a
 * user typed (SSRF). Hosts are resolved first and loopback, private, link-local and metadata addresses are
 * refused unless the operator allows them (MAIL_HOST_ALLOW); a foreign greeting is never echoed; another
 * host needs the password again. On SQLite and PostgreSQL. */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, configFromEnv } from '../src/config';
import { HOST_REFUSED } from '../src/lib/host-guard';
import { resolveEmailSender } from '../src/modules/servers/senders';
import { SMTP_PASSWORD, SMTP_USER } from './fakes';
import { DEMO_EMAILS, bearer, createTestApp, login, type TestApp } from './helpers';

const BANNER = 'SSH-2.0-OpenSSH_9.6p1 internal-build-host';

/** A TCP service that is no mail server: it greets with an SSH banner and counts who connects. */
function startBanner() {
  let connections = 0;
  const server = net.createServer((socket) => {
    connections++;
    socket.on('error', () => {});
    socket.end(`${BANNER}\r\n`);
  });
  return {
    connections: () => connections,
    listen: () =>
      new Promise<number>((resolve) =>
        server.listen(0, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port)),
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const banner = startBanner();
let port: number;
/** The default of a deployment: no allow list. */
let guarded: TestApp;
/** The tests' setting: 127.0.0.1 allowed, as an operator allows their own private mail server. */
let allowed: TestApp;

beforeAll(async () => {
  port = await banner.listen();
  guarded = await createTestApp({ seedDemo: true, mailHostAllow: [] });
  allowed = await createTestApp({ seedDemo: true });
});
afterAll(async () => {
  await guarded?.close();
  await allowed?.close();
  await banner.close();
});

async function as(t: TestApp) {
  const s = await login(t, DEMO_EMAILS.recruiter);
  const headers = bearer(s.accessToken);
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  return { id: s.userData.id, call };
}

const smtpBody = (host: string, over: Record<string, unknown> = {}) => ({
  name: `Mail ${host}`.slice(0, 60),
  host,
  port,
  security: 'none',
  username: SMTP_USER,
  password: SMTP_PASSWORD,
  from_email: 'jane@agency.example',
  ...over,
});
const imapBody = (host: string) => ({
  host,
  port,
  tls: false,
  username: 'ana',
  password: 'imap-password',
});

const LOOPBACK_AND_PRIVATE = [
  '127.0.0.1',
  'localhost',
  '127.1',
  '2130706433',
  '0x7f000001',
  '0.0.0.0',
  '10.0.0.8',
  '192.168.1.1',
  '169.254.169.254',
];

describe('without an allow list (the default)', () => {
  it('"Send test" refuses loopback, private and metadata hosts in every spelling and connects nowhere', async () => {
    const me = await as(guarded);
    const made = await me.call('POST', '/api/smpt_server/', smtpBody('127.0.0.1'));
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().id as number;
    for (const host of LOOPBACK_AND_PRIVATE) {
      const put = await me.call('PUT', `/api/smpt_server/${id}/`, smtpBody(host));
      expect(put.statusCode, `${host}: ${put.body}`).toBe(200);
      const res = await me.call('POST', `/api/smpt_server/${id}/test/`, { to: 'x@example.org' });
      expect(res.statusCode, `${host}: ${res.body}`).toBe(400);
      expect(res.json()).toEqual({ message: HOST_REFUSED, errors: { host: [HOST_REFUSED] } });
    }
    expect(banner.connections()).toBe(0);
  });

  it('"Test connection" of the IMAP mailbox refuses them too', async () => {
    const me = await as(guarded);
    for (const host of LOOPBACK_AND_PRIVATE) {
      const saved = await me.call('PUT', '/api/email_inbox/imap', imapBody(host));
      expect(saved.statusCode, `${host}: ${saved.body}`).toBe(200);
      const res = await me.call('POST', '/api/email_inbox/imap/test', {});
      expect(res.statusCode, `${host}: ${res.body}`).toBe(400);
      expect(res.json().errors).toEqual({ host: [HOST_REFUSED] });
    }
    expect(banner.connections()).toBe(0);
  });

  it("the worker's sender refuses a default account on a loopback host", async () => {
    const me = await as(guarded);
    await me.call('POST', '/api/smpt_server/', smtpBody('127.1', { name: 'Default', is_default: true }));
    await expect(resolveEmailSender(guarded.ctx, me.id)).rejects.toThrow(HOST_REFUSED);
    expect(banner.connections()).toBe(0);
  });
});

describe('with 127.0.0.1 allowed by the operator', () => {
  it('connects, but never answers the foreign greeting it met', async () => {
    const me = await as(allowed);
    const made = await me.call('POST', '/api/smpt_server/', smtpBody('127.0.0.1'));
    const before = banner.connections();
    const smtp = await me.call('POST', `/api/smpt_server/${made.json().id}/test/`, { to: 'x@example.org' });
    expect(smtp.statusCode, smtp.body).toBe(200);
    expect(smtp.json()).toMatchObject({ ok: false, detail: null });
    expect(smtp.body).not.toContain('SSH');
    await me.call('PUT', '/api/email_inbox/imap', imapBody('127.0.0.1'));
    const imap = await me.call('POST', '/api/email_inbox/imap/test', {});
    expect(imap.statusCode, imap.body).toBe(200);
    expect(imap.json()).toMatchObject({ ok: false, detail: null });
    expect(imap.body).not.toContain('SSH');
    expect(banner.connections()).toBeGreaterThan(before);
    const kept = await me.call('GET', `/api/smpt_server/${made.json().id}/`);
    expect(kept.body).not.toContain('SSH');
  });

  it('another host of a saved SMTP account needs the password again', async () => {
    const me = await as(allowed);
    const made = await me.call('POST', '/api/smpt_server/', smtpBody('127.0.0.1'));
    const id = made.json().id as number;
    const moved = await me.call(
      'PUT',
      `/api/smpt_server/${id}/`,
      smtpBody('smtp.attacker.example', { password: null }),
    );
    expect(moved.statusCode, moved.body).toBe(400);
    expect(moved.json().errors.password).toEqual(['Enter the password again for the new host or user name.']);
    expect((await me.call('GET', `/api/smpt_server/${id}/`)).json().host).toBe('127.0.0.1');
    const renamed = await me.call(
      'PUT',
      `/api/smpt_server/${id}/`,
      smtpBody('127.0.0.1', { password: null, name: 'Kept' }),
    );
    expect(renamed.statusCode, renamed.body).toBe(200);
  });
});

describe('MAIL_HOST_ALLOW', () => {
  it('reads names, addresses and CIDR ranges, is empty by default, and refuses anything else', () => {
    expect(configFromEnv({}).mailHostAllow).toEqual([]);
    expect(
      configFromEnv({ MAIL_HOST_ALLOW: 'mail.corp.example, 10.0.0.0/8,127.0.0.1' }).mailHostAllow,
    ).toEqual(['mail.corp.example', '10.0.0.0/8', '127.0.0.1']);
    expect(() => configFromEnv({ MAIL_HOST_ALLOW: 'mail.corp.example/8' })).toThrow(ConfigError);
  });
});
