/**
 * The user's own SMTP accounts (`smpt_server/`): list, add, edit, delete and "Send test". Mail sent to
 * candidates goes through the default account, or the platform's mailer when there is none. Passwords are
 * never shown: the server answers `has_password`, and a blank password on edit keeps the stored one.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, firstErrorMessage, useEndpoint } from '@talent/api/client';
import type { SmtpAccount } from '@talent/api';
import {
  Badge,
  Button,
  Card,
  DataTable,
  Dialog,
  Inline,
  SmtpAccountFields,
  Stack,
  emptySmtpAccount,
  showToast,
  type DataTableColumn,
  type SmtpAccountDraft,
} from '@talent/ui';
import { ConfirmRemoval, useRemoval } from '../common/ConfirmRemoval';
import { FormActions } from '../common/FormActions';
import { SubmitForm } from '../common/SubmitForm';
import { tableLabels } from '../common/tableLabels';
import { useSubmit } from '../common/useSubmit';
import { AccountActions, AccountsOffNotice, LastTestCell, SendTestDialog } from './SendingAccountParts';

function draftOf(a: SmtpAccount): SmtpAccountDraft {
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

export function SmtpAccountsPanel() {
  const { t } = useTranslation();
  const { data, error, isLoading, mutate } = useEndpoint('listSmtpServers', {});
  const [editing, setEditing] = useState<SmtpAccount | 'new' | null>(null);
  const [testing, setTesting] = useState<SmtpAccount | null>(null);
  const rows = data?.results ?? [];
  const enabled = data?.enabled ?? true;
  const full = data ? rows.length >= data.max : false;

  const deleting = useRemoval(async (account: SmtpAccount) => {
    await call('deleteSmtpServer', { params: { id: account.id } });
    await mutate();
    return t('{{value}} deleted', { value: account.name });
  });

  const columns: DataTableColumn<SmtpAccount>[] = [
    {
      id: 'name',
      header: t('Account'),
      isRowHeader: true,
      cell: (a) => (
        <Inline gap="small" wrap>
          <span>{a.name}</span>
          {a.is_default ? <Badge tone="accent">{t('Default')}</Badge> : null}
        </Inline>
      ),
    },
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
    { id: 'test', header: t('Last test'), cell: (a) => <LastTestCell test={a.last_test} /> },
    {
      id: 'actions',
      header: t('Actions'),
      align: 'end',
      cell: (a) => (
        <AccountActions
          name={a.name}
          enabled={enabled}
          onTest={() => setTesting(a)}
          onEdit={() => setEditing(a)}
          onDelete={() => deleting.ask(a)}
        />
      ),
    },
  ];

  return (
    <Card
      title={t('My SMTP accounts')}
      actions={
        <Button onPress={() => setEditing('new')} isDisabled={!data || !enabled || full}>
          {t('Add SMTP account')}
        </Button>
      }
    >
      <Stack gap="medium">
        <p>
          {t(
            "Mail you send to candidates goes out through your default account, from its address. With no account, it goes through the platform's mailer.",
          )}
        </p>
        {data && !enabled ? (
          <AccountsOffNotice fallback={t("Until then, your mail goes through the platform's mailer.")} />
        ) : null}
        {full ? <p>{t('You have the most accounts you can keep. Delete one to add another.')}</p> : null}
        <DataTable
          label={t('My SMTP accounts')}
          columns={columns}
          rows={rows}
          getRowId={(a) => a.id}
          totalCount={data?.count ?? 0}
          page={1}
          onPageChange={() => undefined}
          pageSize={Math.max(data?.max ?? 20, 1)}
          isLoading={isLoading}
          error={error ? firstErrorMessage(error, t('Something went wrong')) : undefined}
          emptyTitle={t('No SMTP accounts')}
          emptyDescription={t("Add your mailbox's SMTP server to send mail from your own address.")}
          labels={tableLabels(t)}
        />
      </Stack>
      {editing ? (
        <SmtpAccountDialog
          account={editing === 'new' ? null : editing}
          isFirst={rows.length === 0}
          onClose={() => setEditing(null)}
          onSaved={async () => {
            setEditing(null);
            await mutate();
          }}
        />
      ) : null}
      {testing ? (
        <SendTestDialog
          accountName={testing.name}
          label={t('Send the test to')}
          description={t('Leave blank to send it to your own e-mail address.')}
          type="email"
          send={async (to) => {
            const result = await call('testSmtpServer', { params: { id: testing.id }, body: { to } });
            await mutate();
            return result;
          }}
          onClose={() => setTesting(null)}
        />
      ) : null}
      <ConfirmRemoval
        {...deleting.dialog}
        title={t('Delete {{name}}?', { name: deleting.item?.name ?? '' })}
        confirmLabel={t('Delete')}
        message={t(
          "The account and its stored password are removed. If it was your default, your mail goes through the platform's mailer.",
        )}
      />
    </Card>
  );
}

function SmtpAccountDialog({
  account,
  isFirst,
  onClose,
  onSaved,
}: {
  account: SmtpAccount | null;
  isFirst: boolean;
  onClose: () => void;
  onSaved: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<SmtpAccountDraft>(
    account ? draftOf(account) : { ...emptySmtpAccount, is_default: isFirst },
  );
  const form = useSubmit();
  const title = account ? t('Edit SMTP account') : t('Add SMTP account');

  async function save() {
    await form.run(async () => {
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
      showToast({
        title: account ? t('Saved') : t('{{value}} added', { value: draft.name }),
        tone: 'positive',
      });
      await onSaved();
    });
  }

  return (
    <Dialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={title}
      size="md"
      closeLabel={t('Close')}
    >
      <SubmitForm
        label={title}
        state={form}
        onSubmit={save}
        actions={<FormActions pending={form.pending} onCancel={onClose} />}
      >
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
      </SubmitForm>
    </Dialog>
  );
}
