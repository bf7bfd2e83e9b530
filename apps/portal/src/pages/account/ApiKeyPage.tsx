/**
 * /pages/api-key: my personal API keys. A key is sent as `X-Api-Key: <key>` and acts as me. The full key is
 * shown once, in a dialog right after it is created; the list only ever shows its first 8 characters. A
 * password reset revokes every key; revoked keys stay listed as revoked until removed (issue 24).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, firstErrorMessage, useEndpoint } from '@talent/api/client';
import type { ApiKeyItem, CreatedApiKey } from '@talent/api';
import { Button, Card, DataTable, Dialog, Inline, Stack, TextField, type DataTableColumn } from '@talent/ui';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@talent/api/rules';
import { ConfirmRemoval, useRemoval } from '../common/ConfirmRemoval';
import { SubmitForm } from '../common/SubmitForm';
import { tableLabels } from '../common/tableLabels';
import { useFormats } from '../common/useFormats';
import { copyText } from '../common/copyText';
import { useSubmit } from '../common/useSubmit';

export default function ApiKeyPage() {
  const { t } = useTranslation();
  const formats = useFormats();
  const { data, error, isLoading } = useEndpoint('listApiKeys', {});
  const [name, setName] = useState('');
  const form = useSubmit();
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const rows = data?.results ?? [];

  async function create() {
    const trimmed = name.trim();
    if (!trimmed) {
      form.setError(t('{{field}} is required.', { field: t('Key Name') }));
      return;
    }
    await form.run(async () => {
      const key = await call('createApiKey', { body: { name: trimmed } });
      setCreated(key);
      setName('');
    });
  }

  const revoking = useRemoval(async (item: ApiKeyItem) => {
    await call('revokeApiKey', { params: { id: item.id } });
    return t('{{value}} revoked', { value: item.name });
  });

  const copy = (key: string) =>
    copyText(key, { done: t('Copied'), failed: t('Copy failed. Select the key and copy it yourself.') });

  const columns: DataTableColumn<ApiKeyItem>[] = [
    { id: 'name', header: t('Key Name'), isRowHeader: true, cell: (k) => k.name },
    { id: 'prefix', header: t('Key'), cell: (k) => <code>{`${k.prefix}…`}</code> },
    { id: 'created', header: t('Created On'), cell: (k) => formats.date(k.created_at) },
    { id: 'used', header: t('Last Used'), cell: (k) => formats.date(k.last_used_at) },
    {
      id: 'status',
      header: t('Status'),
      cell: (k) =>
        !k.revoked_at
          ? t('Active')
          : k.revoked_reason === 'password_reset'
            ? t('Revoked by the password reset on {{date}}', { date: formats.date(k.revoked_at) })
            : t('Revoked on {{date}}', { date: formats.date(k.revoked_at) }),
    },
    {
      id: 'actions',
      header: t('Actions'),
      align: 'end',
      cell: (k) => (
        <Button
          size="sm"
          variant="soft"
          tone="critical"
          aria-label={
            !k.revoked_at ? t('Revoke {{name}}', { name: k.name }) : t('Remove {{name}}', { name: k.name })
          }
          onPress={() => revoking.ask(k)}
        >
          {!k.revoked_at ? t('Revoke') : t('Remove')}
        </Button>
      ),
    },
  ];

  return (
    <Stack gap="large">
      <h1>{t('API Key')}</h1>
      <Card>
        <SubmitForm
          label={t('Create API Key')}
          state={form}
          onSubmit={create}
          actions={
            <Inline justify="end">
              <Button type="submit" isPending={form.pending}>
                {t('Create API Key')}
              </Button>
            </Inline>
          }
        >
          <p>
            {t(
              'Send a key in the X-Api-Key header to call the API as yourself. Revoke a key you no longer use.',
            )}{' '}
            {t(
              'A key cannot change your password, e-mail, mobile number or keys. Resetting your password revokes every key.',
            )}
          </p>
          <TextField
            label={t('Key Name')}
            name="name"
            value={name}
            onChange={setName}
            maxLength={60}
            isRequired
          />
        </SubmitForm>
      </Card>
      <Card>
        <DataTable
          emptyKind="locked"
          label={t('API Keys')}
          columns={columns}
          rows={rows}
          getRowId={(k) => k.id}
          totalCount={data?.count ?? 0}
          page={1}
          onPageChange={() => undefined}
          pageSize={DEFAULT_PAGE_SIZE}
          pageSizeOptions={PAGE_SIZES}
          onPageSizeChange={() => undefined}
          isLoading={isLoading}
          error={error ? firstErrorMessage(error, t('Something went wrong')) : undefined}
          emptyTitle={t('No API keys')}
          emptyDescription={t('Create a key to call the API from your own tools.')}
          labels={tableLabels(t)}
        />
      </Card>
      {created ? (
        <Dialog
          isOpen
          onOpenChange={(open) => {
            if (!open) setCreated(null);
          }}
          title={t('Your new API key')}
          size="sm"
          closeLabel={t('Close')}
        >
          <Stack gap="medium">
            <p>{t('Copy this key now. It will not be shown again.')}</p>
            <code data-testid="new-api-key">{created.key}</code>
            <Inline gap="small" justify="end">
              <Button variant="outline" tone="neutral" onPress={() => void copy(created.key)}>
                {t('Copy')}
              </Button>
              <Button onPress={() => setCreated(null)}>{t('Done')}</Button>
            </Inline>
          </Stack>
        </Dialog>
      ) : null}
      <ConfirmRemoval
        {...revoking.dialog}
        title={t('Revoke {{name}}?', { name: revoking.item?.name ?? '' })}
        confirmLabel={t('Revoke')}
        message={t('Calls made with this key will be refused from now on.')}
      />
    </Stack>
  );
}
