/** The demo recruiter's sending accounts: one SMTP account (the default, last test passed) and one Twilio
 * account. Secrets never appear: only `has_password` / `has_auth_token`. */
import type { SendTestResult, SmsAccount, SmtpAccount } from '../contract';
import { MAX_SENDING_ACCOUNTS } from '../rules';
import { NOW } from './handle';

export const smtpAccountFixture: SmtpAccount = {
  id: 1,
  name: 'Agency mailbox',
  host: 'smtp.agency.example',
  port: 587,
  security: 'starttls',
  username: 'rita@agency.example',
  has_password: true,
  from_email: 'rita@agency.example',
  from_name: 'Rita Recruiter',
  is_default: true,
  last_test: {
    ok: true,
    message: 'Test message sent to rita@agency.example.',
    detail: '250 2.0.0 OK',
    at: NOW,
  },
  created_at: NOW,
  updated_at: NOW,
};

export const smsAccountFixture: SmsAccount = {
  id: 1,
  name: 'Twilio',
  provider: 'twilio',
  account_sid: `AC${'0123456789abcdef'.repeat(2)}`,
  has_auth_token: true,
  from_number: '+14155550100',
  is_default: true,
  last_test: null,
  created_at: NOW,
  updated_at: NOW,
};

export const smtpAccountsFixture = {
  count: 1,
  results: [smtpAccountFixture],
  enabled: true,
  max: MAX_SENDING_ACCOUNTS,
};
export const smsAccountsFixture = {
  count: 1,
  results: [smsAccountFixture],
  enabled: true,
  max: MAX_SENDING_ACCOUNTS,
};

export const sendTestOkFixture = (to: string): SendTestResult => ({
  ok: true,
  message: `Test message sent to ${to}.`,
  detail: '250 2.0.0 OK',
  at: NOW,
});
