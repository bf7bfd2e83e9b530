/**
 * The user's own SMS provider accounts (`sms_server/`, Twilio's Messages API): list, add, edit, delete and
 * "Send test". SMS sent to candidates go through the default account, or to the platform's outbox when there
 * is none. Auth tokens are never shown; a blank token on edit keeps the stored one.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, firstErrorMessage, useEndpoint } from '@talent/api/client';
import type { SmsAccount } from '@talent/api';
import {
  Badge,
  Button,
  Card,
  DataTable,
  Dialog,
  Inline,
  SmsAccountFields,
  Stack,
  emptySmsAccount,
  showToast,
  type DataTableColumn,
  type SmsAccountDraft,
} from '@talent/ui';
import { ConfirmRemoval, useRemoval } from '../common/ConfirmRemoval';
import { FormActions } from '../common/FormActions';
import { SubmitForm } from '../common/SubmitForm';
import { tableLabels } from '../common/tableLabels';
import { useSubmit } from '../common/useSubmit';
import { AccountActions, AccountsOffNotice, LastTestCell, SendTestDialog } from './SendingAccountParts';

export function SmsAccountsPanel() {
  const { t } = useTranslation();
  const { data, error, isLoading, mutate } = useEndpoint('listSmsServers', {});
  const [editing, setEditing] = useState<SmsAccount | 'new' | null>(null);
  const [testing, setTesting] = useState<SmsAccount | null>(null);
  const rows = data?.results ?? [];
  const enabled = data?.enabled ?? true;
  const full = data ? rows.length >= data.max : false;

  const deleting = useRemoval(async (account: SmsAccount) => {
    await call('deleteSmsServer', { params: { id: account.id } });
    await mutate();
    return t('{{value}} deleted', { value: account.name });
  });

  const columns: DataTableColumn<SmsAccount>[] = [
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
    { id: 'provider', header: t('Provider'), cell: () => t('Twilio') },
    { id: 'from', header: t('From number'), cell: (a) => a.from_number },
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
      title={t('My SMS accounts')}
      actions={
        <Button onPress={() => setEditing('new')} isDisabled={!data || !enabled || full}>
          {t('Add SMS account')}
        </Button>
      }
    >
      <Stack gap="medium">
        <p>
          {t(
            "SMS you send to candidates go out through your default provider account, from its number. With no account, they wait in the platform's outbox.",
          )}
        </p>
        {data && !enabled ? (
          <AccountsOffNotice fallback={t("Until then, your SMS go to the platform's outbox.")} />
        ) : null}
        {full ? <p>{t('You have the most accounts you can keep. Delete one to add another.')}</p> : null}
        <DataTable
          label={t('My SMS accounts')}
          columns={columns}
          rows={rows}
          getRowId={(a) => a.id}
          totalCount={data?.count ?? 0}
          page={1}
          onPageChange={() => undefined}
          pageSize={Math.max(data?.max ?? 20, 1)}
          isLoading={isLoading}
          error={error ? firstErrorMessage(error, t('Something went wrong')) : undefined}
          emptyTitle={t('No SMS accounts')}
          emptyDescription={t('Add your Twilio account to send SMS from your own number.')}
          labels={tableLabels(t)}
        />
      </Stack>
      {editing ? (
        <SmsAccountDialog
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
          description={t(
            'A number in E.164 form, like +14155550123. Leave blank to use your own mobile number.',
          )}
          type="tel"
          send={async (to) => {
            const result = await call('testSmsServer', { params: { id: testing.id }, body: { to } });
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
          "The account and its stored token are removed. If it was your default, your SMS go to the platform's outbox.",
        )}
      />
    </Card>
  );
}

function SmsAccountDialog({
  account,
  isFirst,
  onClose,
  onSaved,
}: {
  account: SmsAccount | null;
  isFirst: boolean;
  onClose: () => void;
  onSaved: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<SmsAccountDraft>(
    account
      ? {
          name: account.name,
          account_sid: account.account_sid,
          auth_token: '',
          from_number: account.from_number,
          is_default: account.is_default,
        }
      : { ...emptySmsAccount, is_default: isFirst },
  );
  const form = useSubmit();
  const title = account ? t('Edit SMS account') : t('Add SMS account');

  async function save() {
    await form.run(async () => {
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
      </SubmitForm>
    </Dialog>
  );
}
