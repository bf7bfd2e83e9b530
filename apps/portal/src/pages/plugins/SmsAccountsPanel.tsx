/**
 * The user's own SMS provider accounts (`sms_server/`, Twilio's Messages API): list, add, edit, delete and
 * "Send test". SMS sent to candidates go through the default account, or to the platform's outbox when there
 * is none. Auth tokens are never shown; a blank token on edit keeps the stored one.
 */
import { useTranslation } from 'react-i18next';
import { call, useEndpoint } from '@talent/api/client';
import type { SmsAccount } from '@talent/api';
import { SmsAccountFields, emptySmsAccount, type DataTableColumn, type SmsAccountDraft } from '@talent/ui';
import { SendingAccountsPanel } from './SendingAccountsPanel';

function draftOf(account: SmsAccount | null, isFirst: boolean): SmsAccountDraft {
  if (!account) return { ...emptySmsAccount, is_default: isFirst };
  return {
    name: account.name,
    account_sid: account.account_sid,
    auth_token: '',
    from_number: account.from_number,
    is_default: account.is_default,
  };
}

async function save(account: SmsAccount | null, draft: SmsAccountDraft) {
  const body = {
    name: draft.name,
    provider: 'twilio' as const,
    account_sid: draft.account_sid,
    // Blank keeps the stored token (the server never sends it back).
    auth_token: draft.auth_token || null,
    from_number: draft.from_number,
    is_default: draft.is_default,
  };
  if (account) await call('updateSmsServer', { params: { id: account.id }, body });
  else await call('createSmsServer', { body });
}

export function SmsAccountsPanel() {
  const { t } = useTranslation();
  const list = useEndpoint('listSmsServers', {});

  const columns: DataTableColumn<SmsAccount>[] = [
    { id: 'provider', header: t('Provider'), cell: () => t('Twilio') },
    { id: 'from', header: t('From number'), cell: (a) => a.from_number },
  ];

  return (
    <SendingAccountsPanel
      list={list}
      texts={{
        title: t('My SMS accounts'),
        add: t('Add SMS account'),
        edit: t('Edit SMS account'),
        intro: t(
          "SMS you send to candidates go out through your default provider account, from its number. With no account, they wait in the platform's outbox.",
        ),
        offFallback: t("Until then, your SMS go to the platform's outbox."),
        emptyTitle: t('No SMS accounts'),
        emptyDescription: t('Add your Twilio account to send SMS from your own number.'),
        deleteMessage: t(
          "The account and its stored token are removed. If it was your default, your SMS go to the platform's outbox.",
        ),
        testDescription: t(
          'A number in E.164 form, like +14155550123. Leave blank to use your own mobile number.',
        ),
      }}
      testType="tel"
      columns={columns}
      draftOf={draftOf}
      fields={(draft, setDraft, account) => (
        <SmsAccountFields
          value={draft}
          onChange={setDraft}
          hasStoredToken={account?.has_auth_token ?? false}
          labels={{
            name: t('Account name'),
            provider: t('Provider: Twilio (Messages API)'),
            accountSid: t('Account SID'),
            accountSidHint: t('AC followed by 32 characters, from the Twilio console.'),
            authToken: t('Auth token'),
            keepToken: t('Leave blank to keep the stored token.'),
            fromNumber: t('From number'),
            fromNumberHint: t('In E.164 form, like +14155550123.'),
            isDefault: t('Send my SMS through this account'),
          }}
        />
      )}
      save={save}
      remove={(account) => call('deleteSmsServer', { params: { id: account.id } })}
      test={(account, to) => call('testSmsServer', { params: { id: account.id }, body: { to } })}
    />
  );
}
