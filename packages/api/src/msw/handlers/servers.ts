/** The user's own SMTP and SMS accounts (`smpt_server/`, `sms_server/`): happy paths on the fixtures. */
import type { HttpHandler } from 'msw';
import { NOW, handle } from '../handle';
import {
  sendTestOkFixture,
  smsAccountFixture,
  smsAccountsFixture,
  smtpAccountFixture,
  smtpAccountsFixture,
} from '../serverFixtures';

export const serverHandlers: HttpHandler[] = [
  handle('listSmtpServers', () => smtpAccountsFixture),
  handle('getSmtpServer', ({ params }) => ({ ...smtpAccountFixture, id: Number(params.id) })),
  handle('createSmtpServer', ({ body }) => {
    const { password, is_default, ...fields } = body;
    return {
      ...smtpAccountFixture,
      ...fields,
      id: 2,
      has_password: !!password,
      is_default: is_default ?? false,
      last_test: null,
      created_at: NOW,
      updated_at: NOW,
    };
  }),
  handle('updateSmtpServer', ({ body, params }) => {
    const { password, is_default, ...fields } = body;
    return {
      ...smtpAccountFixture,
      ...fields,
      id: Number(params.id),
      has_password: fields.username ? !!password || smtpAccountFixture.has_password : false,
      is_default: is_default ?? smtpAccountFixture.is_default,
    };
  }),
  handle('deleteSmtpServer', () => ({ message: 'The SMTP account was deleted.' })),
  handle('testSmtpServer', ({ body }) => sendTestOkFixture(body.to ?? 'rita@agency.example')),

  handle('listSmsServers', () => smsAccountsFixture),
  handle('getSmsServer', ({ params }) => ({ ...smsAccountFixture, id: Number(params.id) })),
  handle('createSmsServer', ({ body }) => {
    const { auth_token: _token, is_default, ...fields } = body;
    return {
      ...smsAccountFixture,
      ...fields,
      id: 2,
      is_default: is_default ?? false,
      created_at: NOW,
      updated_at: NOW,
    };
  }),
  handle('updateSmsServer', ({ body, params }) => {
    const { auth_token: _token, is_default, ...fields } = body;
    return {
      ...smsAccountFixture,
      ...fields,
      id: Number(params.id),
      is_default: is_default ?? smsAccountFixture.is_default,
    };
  }),
  handle('deleteSmsServer', () => ({ message: 'The SMS account was deleted.' })),
  handle('testSmsServer', ({ body }) => sendTestOkFixture(body.to ?? '+14155550123')),
];
