/**
 * A real IMAP server for the IMAP import tests: Dovecot (Debian's `dovecot-imapd`) started in the foreground
 * with a throw-away configuration: 127.0.0.1 on a free port, no TLS, users from a passwd-file, maildirs in a
 * temporary folder. `.ci/run` installs it on a clean machine; without the binary the tests fail and say so.
 * Shared by the server's IMAP tests and the portal's e2e spec (tests/ belongs to no workspace).
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const DOVECOT_BIN = process.env.DOVECOT_BIN ?? '/usr/sbin/dovecot';

export interface Dovecot {
  port: number;
  close(): Promise<void>;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

/** The uid and gid of a system user, from `id`. */
const idOf = (user: string) => ({
  uid: Number(execFileSync('id', ['-u', user]).toString().trim()),
  gid: Number(execFileSync('id', ['-g', user]).toString().trim()),
});

/** The temporary folder when every folder above it lets other users pass (a CI runner's TMPDIR may sit under a
 * private home); otherwise /tmp, which always does. */
function reachableTmp(): string {
  const tmp = path.resolve(os.tmpdir());
  for (let p = tmp; ; p = path.dirname(p)) {
    if ((fs.statSync(p).mode & 0o001) === 0) return '/tmp';
    if (p === path.dirname(p)) return tmp;
  }
}

export async function startDovecot(users: Record<string, string>): Promise<Dovecot> {
  if (!fs.existsSync(DOVECOT_BIN))
    throw new Error(
      `The IMAP tests need Dovecot at ${DOVECOT_BIN}: install it with ` +
        '`apt-get install dovecot-imapd` (.ci/run does), or point DOVECOT_BIN at the binary.',
    );
  // Dovecot never runs mail processes as root: as root, the mail belongs to its own `dovecot` user, which must
  // be able to reach the folder.
  const asRoot = process.getuid?.() === 0;
  const dir = fs.mkdtempSync(path.join(asRoot ? reachableTmp() : os.tmpdir(), 'talent-dovecot-'));
  const port = await freePort();
  const mailUser = asRoot ? idOf('dovecot') : { uid: process.getuid!(), gid: process.getgid!() };
  const me = os.userInfo().username;
  const mail = path.join(dir, 'mail');
  fs.mkdirSync(mail);
  fs.chmodSync(dir, 0o755);
  if (asRoot) fs.chownSync(mail, mailUser.uid, mailUser.gid);
  const usersFile = path.join(dir, 'users');
  fs.writeFileSync(
    usersFile,
    Object.entries(users)
      .map(([user, password]) => `${user}:{PLAIN}${password}::::::\n`)
      .join(''),
    { mode: 0o644 },
  );
  const conf = path.join(dir, 'dovecot.conf');
  fs.writeFileSync(
    conf,
    [
      'protocols = imap',
      'listen = 127.0.0.1',
      `base_dir = ${dir}/run`,
      `state_dir = ${dir}/state`,
      'log_path = /dev/stderr',
      'ssl = no',
      'disable_plaintext_auth = no',
      'auth_mechanisms = plain login',
      // A wrong password is answered at once rather than after Dovecot's usual 2 s.
      'auth_failure_delay = 0',
      `first_valid_uid = ${mailUser.uid}`,
      `default_login_user = ${asRoot ? 'dovenull' : me}`,
      `default_internal_user = ${asRoot ? 'dovecot' : me}`,
      'passdb {',
      '  driver = passwd-file',
      `  args = scheme=PLAIN username_format=%u ${usersFile}`,
      '}',
      'userdb {',
      '  driver = static',
      `  args = uid=${mailUser.uid} gid=${mailUser.gid} home=${mail}/%u`,
      '}',
      'mail_location = maildir:~/Maildir',
      // No growing delay after failed logins from one address (the tests log in wrongly on purpose).
      'service anvil {',
      '  unix_listener anvil-auth-penalty {',
      '    mode = 0',
      '  }',
      '}',
      'service imap-login {',
      '  inet_listener imap {',
      '    address = 127.0.0.1',
      `    port = ${port}`,
      '  }',
      '  inet_listener imaps {',
      '    port = 0',
      '  }',
      '}',
      '',
    ].join('\n'),
  );
  const child: ChildProcess = spawn(DOVECOT_BIN, ['-F', '-c', conf], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  // Dovecot binds its listeners before it logs "starting up": that line is the signal it is ready.
  await new Promise<void>((resolve, reject) => {
    child.stderr!.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      if (stderr.includes('starting up')) resolve();
    });
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`dovecot exited with ${code}:\n${stderr}`)));
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    port,
    async close() {
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
