/** Entry point: `node apps/server/dist/main.js` (or `tsx src/main.ts` in development). */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { ConfigError, configFromEnv } from './config';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './db/seed';
import { gracefulShutdown } from './shutdown';

const here = path.dirname(fileURLToPath(import.meta.url));
// dist/main.js and src/main.ts both sit two levels below apps/.
const defaultPortal = path.resolve(here, '../../portal/dist');
const defaultDemo = path.resolve(here, '../../demo/dist');

async function main(): Promise<void> {
  const config = configFromEnv(process.env, { portalDist: defaultPortal, demoDist: defaultDemo });
  const { app, ctx } = await buildApp({ config });
  await app.listen({ port: config.port, host: config.host });
  // PORT=0 asks the system for a free port; print the one it gave.
  const address = app.server.address();
  const url = `http://localhost:${typeof address === 'object' && address ? address.port : config.port}`;
  // Without PUBLIC_URL (local start only), links point at this server; PORT=0 learns its port only now.
  if (!process.env.PUBLIC_URL?.trim() && config.port === 0) ctx.config.publicUrl = url;
  const lines = [
    '',
    `Talent is running at ${url}`,
    `  database: ${ctx.dialect === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : path.join(config.dataDir, 'talent.db')}`,
    `  links in e-mails: ${ctx.config.publicUrl}${process.env.PUBLIC_URL?.trim() ? '' : ' (set PUBLIC_URL for a real address)'}`,
    `  card payments: ${config.stripeSecretKey ? 'Stripe' : config.paymentSandbox ? 'SANDBOX (PAYMENT_SANDBOX=true: test cards, no real money)' : 'not configured (set STRIPE_SECRET_KEY, or PAYMENT_SANDBOX=true for a demo)'}`,
    `  mail: ${config.smtpUrl ? 'SMTP (SMTP_URL)' : 'outbox table mail_outbox (codes are also in the log)'}`,
    `  users' sending accounts (SMTP, SMS): ${config.secretsKey ? 'on (SECRETS_KEY)' : 'off (set SECRETS_KEY to 32 random bytes, base64 or hex)'}`,
    `  IMAP import: ${!config.secretsKey ? 'off (needs SECRETS_KEY)' : config.messageWorker ? `every ${config.imapPollSeconds} s (IMAP_POLL_SECONDS)` : 'on other servers (MESSAGE_WORKER=false here)'}`,
    `  portal: ${config.portalDist}`,
    `  template gallery: ${url}/demo/ (${config.demoDist ?? 'DEMO_DIST not set'})`,
  ];
  if (config.seedDemo) {
    lines.push(`  demo accounts (password ${DEMO_PASSWORD}):`);
    for (const a of DEMO_ACCOUNTS) lines.push(`    ${a.email.padEnd(26)} ${a.role}`);
  }
  console.log(lines.join('\n') + '\n');
  // Graceful shutdown (issue 42): in-flight requests finish, new ones are refused, within
  // SHUTDOWN_TIMEOUT_SECONDS (shutdown.ts).
  const stop = gracefulShutdown(app, {
    timeoutMs: config.shutdownTimeoutSeconds * 1000,
    exit: (code) => process.exit(code),
  });
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((err: unknown) => {
  // A wrong variable is the operator's to fix: say which, without a stack trace in the way.
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
