/**
 * The user's own SMTP accounts (`smpt_server/`): list, add, edit, delete and "Send test". Mail sent to
 * candidates goes through the default account, or the platform's mailer when there is none. Passwords are
 * never shown: the server answers `has_password`, and a blank password on edit keeps the stored one.
 */
import { useTranslation } from 'react-i18next';
import { call, useEndpoint } from '@talent/api/client';
import type { SmtpAccount } from '@talent/api';
import { SmtpAccountFields, emptySmtpAccount, type DataTableColumn, type SmtpAccountDraft } from '@talent/ui';
import { SendingAccountsPanel } from './SendingAccountsPanel';

function draftOf(a: SmtpAccount | null, isFirst: boolean): SmtpAccountDraft {
  if (!a) return { ...emptySmtpAccount, is_default: isFirst };
  return {
    name: a.name,
    host: a.host,
    port: String(a.port),
    security: a.security,
    username: a.username ?? '',
    password: '',
    from_email: a.from_email,
    from_name: a.from_name ?? '',
    is_default: a.is_default,
  };
}

async function save(account: SmtpAccount | null, draft: SmtpAccountDraft) {
  const body = {
    name: draft.name,
    host: draft.host,
    port: Number(draft.port),
    security: draft.security,
    username: draft.username || null,
    // Blank keeps the stored password (the server never sends it back).
    password: draft.password || null,
    from_email: draft.from_email,
    from_name: draft.from_name || null,
    is_default: draft.is_default,
  };
  if (account) await call('updateSmtpServer', { params: { id: account.id }, body });
  else await call('createSmtpServer', { body });
}

export function SmtpAccountsPanel() {
  const { t } = useTranslation();
  const list = useEndpoint('listSmtpServers', {});

  const columns: DataTableColumn<SmtpAccount>[] = [
    {
      id: 'server',
      header: t('Server'),
      cell: (a) =>
        `${a.host}:${a.port} · ${
          a.security === 'tls' ? t('TLS') : a.security === 'starttls' ? t('STARTTLS') : t('No encryption')
        }`,
    },
    {
      id: 'from',
      header: t('From'),
      cell: (a) => (a.from_name ? `${a.from_name} <${a.from_email}>` : a.from_email),
    },
  ];

  return (
    <SendingAccountsPanel
      list={list}
      texts={{
        title: t('My SMTP accounts'),
        add: t('Add SMTP account'),
        edit: t('Edit SMTP account'),
        intro: t(
          "Mail you send to candidates goes out through your default account, from its address. With no account, it goes through the platform's mailer.",
        ),
        offFallback: t("Until then, your mail goes through the platform's mailer."),
        emptyTitle: t('No SMTP accounts'),
        emptyDescription: t("Add your mailbox's SMTP server to send mail from your own address."),
        deleteMessage: t(
          "The account and its stored password are removed. If it was your default, your mail goes through the platform's mailer.",
        ),
        testDescription: t('Leave blank to send it to your own e-mail address.'),
      }}
      testType="email"
      columns={columns}
      draftOf={draftOf}
      fields={(draft, setDraft, account) => (
        <SmtpAccountFields
          value={draft}
          onChange={setDraft}
          hasStoredPassword={account?.has_password ?? false}
          labels={{
            name: t('Account name'),
            host: t('SMTP host'),
            port: t('Port'),
            security: t('Security'),
            tls: t('TLS (usually port 465)'),
            starttls: t('STARTTLS (usually port 587)'),
            none: t('None (local relays only)'),
            noneWarning: t('Without TLS, the password and the mail cross the network in the clear.'),
            username: t('User name'),
            password: t('Password'),
            keepPassword: t('Leave blank to keep the stored password.'),
            fromEmail: t('From address'),
            fromName: t('From name'),
            isDefault: t('Send my mail through this account'),
          }}
        />
      )}
      save={save}
      remove={(account) => call('deleteSmtpServer', { params: { id: account.id } })}
      test={(account, to) => call('testSmtpServer', { params: { id: account.id }, body: { to } })}
    />
  );
}
