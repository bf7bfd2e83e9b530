/**
 * /client_management (issue 18): my clients through `api/manage-company/`, searched by name, display name
 * or industry, with page sizes and paging. Active clients by default; "Show" lists the archived ones too.
 * Deleting asks first, and says beforehand when jobs use the client, so it will be archived instead.
 * "Invite to portal" gives a person of the client a client account (issue 43, InviteDialog).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { call, firstErrorMessage } from '@talent/api/client';
import type { Client } from '@talent/api/contract';
import {
  ActionMenu,
  Badge,
  Button,
  Card,
  DataTable,
  Inline,
  Select,
  Stack,
  showToast,
  type DataTableColumn,
} from '@talent/ui';
import { usePagedEndpoint } from '../../app/usePagedEndpoint';
import { ConfirmRemoval, useRemoval } from '../common/ConfirmRemoval';
import { tableLabels } from '../common/tableLabels';
import { removalText } from './clientForm';
import { InviteDialog } from './InviteDialog';
import * as css from './clients.css';

type Shown = 'active' | 'archived' | 'all';

export default function ClientsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [status, setStatus] = useState<Shown>('active');
  const [inviting, setInviting] = useState<Client | null>(null);
  const list = usePagedEndpoint('listCompanies', {
    query: { status },
    errorText: (error) => firstErrorMessage(error, t('Something went wrong')),
  });
  const { rows, page, setPage } = list;

  const removing = useRemoval(async (client: Client) => {
    const answer = await call('deleteCompany', { params: { id: client.id } });
    if (rows.length === 1 && page > 1 && (answer.outcome === 'deleted' || status === 'active'))
      setPage(page - 1);
    // Archived: the server's answer says why ("The client is used by 2 jobs, so it was archived ...").
    return answer.outcome === 'deleted' ? t('{{value}} deleted', { value: client.name }) : answer.message;
  });

  async function restore(client: Client) {
    try {
      const { id, contacts, ...fields } = client;
      await call('updateCompany', {
        params: { id },
        body: {
          name: fields.name,
          display_name: fields.display_name,
          industry: fields.industry,
          website: fields.website,
          address: fields.address,
          notes: fields.notes,
          contacts: contacts.map(({ name, role, email, phone }) => ({ name, role, email, phone })),
          archived: false,
        },
      });
      showToast({ title: t('{{value}} restored', { value: client.name }), tone: 'positive' });
    } catch (err) {
      showToast({ title: firstErrorMessage(err, t('Something went wrong')), tone: 'critical' });
    }
  }

  function act(client: Client, id: string | number) {
    if (id === 'edit') void navigate(`/client_management/edit/${client.id}`);
    if (id === 'restore') void restore(client);
    if (id === 'invite') setInviting(client);
    if (id === 'delete') removing.ask(client);
  }

  const columns: DataTableColumn<Client>[] = [
    {
      id: 'name',
      header: t('Client'),
      isRowHeader: true,
      cell: (c) => (
        <span className={css.nameCell}>
          <span>{c.name}</span>
          {c.archived ? (
            <Badge tone="neutral" variant="outline">
              {t('Archived')}
            </Badge>
          ) : null}
        </span>
      ),
    },
    { id: 'shown', header: t('Shown to candidates'), cell: (c) => c.shown_name },
    { id: 'industry', header: t('Industry'), cell: (c) => c.industry ?? '—' },
    {
      id: 'contact',
      header: t('Contact'),
      cell: (c) => {
        const first = c.contacts[0];
        if (!first) return '—';
        return [first.name, first.email ?? first.phone].filter(Boolean).join(' · ');
      },
    },
    { id: 'jobs', header: t('Jobs'), align: 'end', cell: (c) => c.job_count },
    {
      id: 'actions',
      header: t('Actions'),
      align: 'end',
      cell: (c) => (
        <ActionMenu
          label={t('Actions for {{name}}', { name: c.name })}
          trigger={t('Actions')}
          triggerProps={{ size: 'sm', variant: 'outline' }}
          items={[
            { id: 'edit', label: t('Edit') },
            ...(c.archived
              ? [{ id: 'restore', label: t('Restore') }]
              : [
                  // Issue 43: the client's person gets a client account and a set-password link.
                  { id: 'invite', label: t('Invite to portal') },
                  { id: 'delete', label: t('Delete'), tone: 'critical' as const, separatorBefore: true },
                ]),
          ]}
          onAction={(id) => act(c, id)}
        />
      ),
    },
  ];

  const target = removing.item;
  return (
    <Stack gap="large">
      <Inline justify="between" wrap>
        <h1>{t('Client Management')}</h1>
        <Button onPress={() => void navigate('/client_management/create')}>{t('Create Client')}</Button>
      </Inline>
      <Card>
        <Stack gap="medium">
          <div className={css.filter}>
            <Select
              label={t('Show')}
              options={[
                { id: 'active', label: t('Active clients') },
                { id: 'archived', label: t('Archived clients') },
                { id: 'all', label: t('All clients') },
              ]}
              selectedKey={status}
              onSelectionChange={(key) => setStatus(key as Shown)}
            />
          </div>
          <DataTable
            emptyKind="people"
            label={t('Clients')}
            columns={columns}
            getRowId={(c) => c.id}
            {...list.props}
            {...list.searchProps}
            searchPlaceholder={t('Search clients')}
            emptyTitle={status === 'archived' ? t('No archived clients') : t('No clients yet')}
            emptyDescription={
              status === 'archived'
                ? t('Clients that jobs still use are archived when you delete them.')
                : t('Add the companies you hire for, then pick them on your jobs.')
            }
            labels={{ ...tableLabels(t), searchLabel: t('Search clients') }}
          />
        </Stack>
      </Card>
      <ConfirmRemoval
        {...removing.dialog}
        title={
          target && target.job_count > 0
            ? t('Archive {{name}}?', { name: target.name })
            : t('Delete {{name}}?', { name: target?.name ?? '' })
        }
        confirmLabel={target && target.job_count > 0 ? t('Archive') : t('Delete')}
        message={target ? removalText(t, target) : ''}
      />
      {inviting ? <InviteDialog client={inviting} onClose={() => setInviting(null)} /> : null}
    </Stack>
  );
}
