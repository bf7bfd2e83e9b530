import type { ServerConfig } from '../src/config';

/** A fixed SECRETS_KEY for tests (32 bytes, hex). */
export const TEST_SECRETS_KEY = '00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff';

/** The settings of every test app, before a test's own (createTestApp) and for the templates (global-setup). */
export function baseTestConfig(filesDir: string): Partial<ServerConfig> {
  return {
    sqliteFile: ':memory:',
    filesDir,
    s3: undefined,
    databaseUrl: undefined,
    databaseSchema: undefined,
    seedDemo: true,
    portalDist: undefined,
    jwtSecret: 'test-secret-0123456789abcdef0123456789abcdef',
    redisUrl: undefined,
    stripeSecretKey: undefined,
    // Payments that mint TAT and plans only where a test asks for them (createTestApp({ paymentSandbox: true })).
    paymentSandbox: false,
    production: false,
    smtpUrl: undefined,
    // Sending accounts are on in tests (servers.test.ts turns them off where it checks that state).
    secretsKey: TEST_SECRETS_KEY,
    // The local SMTP, IMAP (dovecot) and fake servers of the tests listen on 127.0.0.1: the operator's
    // allow list lets them past the SSRF guard, as a deployment would for its own private mail server.
    mailHostAllow: ['127.0.0.1'],
  };
}
