/**
 * The panel behind "My SMTP accounts" and "My SMS accounts": the table of the user's own sending accounts,
 * add and edit dialogs, the delete confirmation and the "Send test" flow. Each kind gives its texts, its own
 * columns, its form and its calls; the rest (the "off" notice, the limit, the default badge, the last test)
 * is the same for both.
 */
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { firstErrorMessage } from '@talent/api/client';
import type { SendTestResult } from '@talent/api';
import { Badge, Button, Card, DataTable, Inline, Stack, showToast, type DataTableColumn } from '@talent/ui';
import { ConfirmRemoval, useRemoval } from '../common/ConfirmRemoval';
import { FormDialog } from '../common/FormDialog';
import { tableLabels } from '../common/tableLabels';
import { useSubmit } from '../common/useSubmit';
import { AccountActions, AccountsOffNotice, LastTestCell, SendTestDialog } from './SendingAccountParts';

/** What both kinds of account answer. */
export interface SendingAccount {
  id: number;
  name: string;
  is_default: boolean;
  last_test: SendTestResult | null;
}

/** What both list calls answer: the accounts, whether accounts are on (SECRETS_KEY), and the limit. */
export interface SendingAccountList<A> {
  results: A[];
  count: number;
  enabled: boolean;
  max: number;
}

export interface SendingAccountsPanelProps<A extends SendingAccount, D extends { name: string }> {
  /** The list call's `useEndpoint`. */
  list: {
    data?: SendingAccountList<A>;
    error?: unknown;
    isLoading: boolean;
    mutate: () => Promise<unknown>;
  };
  texts: {
    /** The card's title and the table's name. */
    title: string;
    /** The add button and the add dialog's title. */
    add: string;
    /** The edit dialog's title. */
    edit: string;
    /** Where the user's messages go, under the title. */
    intro: string;
    /** Where messages go while accounts are off. */
    offFallback: string;
    emptyTitle: string;
    emptyDescription: string;
    /** The delete confirmation's message. */
    deleteMessage: string;
    /** The test recipient's description (where a blank one sends it). */
    testDescription: string;
  };
  /** The test recipient field's type. */
  testType: 'email' | 'tel';
  /** The columns between the account's name and its last test. */
  columns: DataTableColumn<A>[];
  /** The form's first draft: the account's (its secret blank), or a new one (the default when `isFirst`). */
  draftOf: (account: A | null, isFirst: boolean) => D;
  /** The form's fields. */
  fields: (draft: D, setDraft: (next: D) => void, account: A | null) => ReactNode;
  /** Creates (`account` null) or updates the account. */
  save: (account: A | null, draft: D) => Promise<unknown>;
  remove: (account: A) => Promise<unknown>;
  test: (account: A, to: string | null) => Promise<SendTestResult>;
}

export function SendingAccountsPanel<A extends SendingAccount, D extends { name: string }>({
  list,
  texts,
  testType,
  columns: ownColumns,
  draftOf,
  fields,
  save,
  remove,
  test,
}: SendingAccountsPanelProps<A, D>) {
  const { t } = useTranslation();
  const { data, error, isLoading } = list;
  const [editing, setEditing] = useState<A | 'new' | null>(null);
  const [testing, setTesting] = useState<A | null>(null);
  const rows = data?.results ?? [];
  const enabled = data?.enabled ?? true;
  const full = data ? rows.length >= data.max : false;

  const deleting = useRemoval(async (account: A) => {
    await remove(account);
    return t('{{value}} deleted', { value: account.name });
  });

  const columns: DataTableColumn<A>[] = [
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
    ...ownColumns,
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
      title={texts.title}
      actions={
        <Button onPress={() => setEditing('new')} isDisabled={!data || !enabled || full}>
          {texts.add}
        </Button>
      }
    >
      <Stack gap="medium">
        <p>{texts.intro}</p>
        {data && !enabled ? <AccountsOffNotice fallback={texts.offFallback} /> : null}
        {full ? <p>{t('You have the most accounts you can keep. Delete one to add another.')}</p> : null}
        <DataTable
          emptyKind="messages"
          label={texts.title}
          columns={columns}
          rows={rows}
          getRowId={(a) => a.id}
          totalCount={data?.count ?? 0}
          page={1}
          onPageChange={() => undefined}
          pageSize={Math.max(data?.max ?? 20, 1)}
          isLoading={isLoading}
          error={error ? firstErrorMessage(error, t('Something went wrong')) : undefined}
          emptyTitle={texts.emptyTitle}
          emptyDescription={texts.emptyDescription}
          labels={tableLabels(t)}
        />
      </Stack>
      {editing ? (
        <AccountDialog
          account={editing === 'new' ? null : editing}
          title={editing === 'new' ? texts.add : texts.edit}
          initial={() => draftOf(editing === 'new' ? null : editing, rows.length === 0)}
          fields={fields}
          save={save}
          onClose={() => setEditing(null)}
          onSaved={() => setEditing(null)}
        />
      ) : null}
      {testing ? (
        <SendTestDialog
          accountName={testing.name}
          label={t('Send the test to')}
          description={texts.testDescription}
          type={testType}
          send={(to) => test(testing, to)}
          onClose={() => setTesting(null)}
        />
      ) : null}
      <ConfirmRemoval
        {...deleting.dialog}
        title={t('Delete {{name}}?', { name: deleting.item?.name ?? '' })}
        confirmLabel={t('Delete')}
        message={texts.deleteMessage}
      />
    </Card>
  );
}

function AccountDialog<A extends SendingAccount, D extends { name: string }>({
  account,
  title,
  initial,
  fields,
  save,
  onClose,
  onSaved,
}: {
  account: A | null;
  title: string;
  initial: () => D;
  fields: SendingAccountsPanelProps<A, D>['fields'];
  save: SendingAccountsPanelProps<A, D>['save'];
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<D>(initial);
  const form = useSubmit();

  async function submit() {
    await form.run(async () => {
      await save(account, draft);
      showToast({
        title: account ? t('Saved') : t('{{value}} added', { value: draft.name }),
        tone: 'positive',
      });
      onSaved();
    });
  }

  return (
    <FormDialog title={title} size="md" state={form} onSubmit={submit} onClose={onClose}>
      {fields(draft, setDraft, account)}
    </FormDialog>
  );
}
