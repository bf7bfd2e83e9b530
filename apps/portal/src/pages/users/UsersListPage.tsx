/**
 * /apps/user/list (issue 19): every user, searched by name or e-mail, filtered by role, plan, status and
 * sign-up date, sorted by a column header, paged; selected users are deactivated or reactivated together.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import type { SortDescriptor } from 'react-aria-components';
import { call, firstErrorMessage, useEndpoint } from '@talent/api/client';
import { USER_STATUS_LABELS, type AdminUser, type UserSort, type UserStatus } from '@talent/api/contract';
import {
  ActionMenu,
  Badge,
  Button,
  Card,
  DataTable,
  Inline,
  Select,
  Stack,
  TextField,
  showToast,
  type DataTableColumn,
} from '@talent/ui';
import { usePagedEndpoint } from '../../app/usePagedEndpoint';
import { tableLabels } from '../common/tableLabels';
import { useFormats } from '../common/useFormats';
import { RequireUserAdmin } from './RequireUserAdmin';
import * as css from './users.css';

const ALL = 'all';
const STATUS_TONES = { active: 'positive', inactive: 'critical', pending: 'caution' } as const;

export function StatusBadge({ status }: { status: UserStatus }) {
  const { t } = useTranslation();
  return (
    <Badge tone={STATUS_TONES[status]} variant="soft">
      {t(USER_STATUS_LABELS[status])}
    </Badge>
  );
}

export default function UsersListPage() {
  return (
    <RequireUserAdmin>
      <UsersList />
    </RequireUserAdmin>
  );
}

function UsersList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const fmt = useFormats();
  const [roleId, setRoleId] = useState<string>(ALL);
  const [planId, setPlanId] = useState<string>(ALL);
  const [status, setStatus] = useState<string>(ALL);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [sort, setSort] = useState<SortDescriptor>({ column: 'created_at', direction: 'descending' });
  const [busy, setBusy] = useState(false);
  const roles = useEndpoint('listRoles', {}, { revalidateOnFocus: false });
  const plans = useEndpoint('listSubscription', {}, { revalidateOnFocus: false });
  const list = usePagedEndpoint('listUsers', {
    query: {
      ...(roleId !== ALL ? { role_id: Number(roleId) } : {}),
      ...(planId !== ALL ? { plan_id: Number(planId) } : {}),
      ...(status !== ALL ? { status: status as UserStatus } : {}),
      ...(/^\d{4}-\d{2}-\d{2}$/.test(from) ? { joined_from: from } : {}),
      ...(/^\d{4}-\d{2}-\d{2}$/.test(to) ? { joined_to: to } : {}),
      sort: sort.column as UserSort,
      dir: sort.direction === 'ascending' ? 'asc' : 'desc',
    },
    errorText: (error) => firstErrorMessage(error, t('Something went wrong')),
  });

  async function setActive(ids: (string | number)[], active: boolean) {
    setBusy(true);
    try {
      const answer = await call('setUsersStatus', { body: { ids: ids.map(Number), active } });
      showToast({ title: answer.message, tone: 'positive' });
      list.clearSelection();
    } catch (err) {
      showToast({ title: firstErrorMessage(err, t('Something went wrong')), tone: 'critical' });
    } finally {
      setBusy(false);
    }
  }

  const columns: DataTableColumn<AdminUser>[] = [
    {
      id: 'full_name',
      header: t('Name'),
      isRowHeader: true,
      allowsSorting: true,
      cell: (u) => <Link to={`/apps/user/view/${u.id}`}>{u.full_name}</Link>,
    },
    { id: 'email', header: t('E-mail'), allowsSorting: true, cell: (u) => u.email },
    { id: 'role', header: t('Role'), allowsSorting: true, cell: (u) => u.role_name },
    { id: 'plan', header: t('Plan'), cell: (u) => u.plan ?? '—' },
    { id: 'status', header: t('Status'), cell: (u) => <StatusBadge status={u.status} /> },
    { id: 'created_at', header: t('Signed up'), allowsSorting: true, cell: (u) => fmt.date(u.created_at) },
    {
      id: 'last_login_at',
      header: t('Last sign-in'),
      allowsSorting: true,
      cell: (u) => (u.last_login_at ? fmt.dateTime(u.last_login_at) : t('Never')),
    },
    {
      id: 'actions',
      header: t('Actions'),
      align: 'end',
      cell: (u) => (
        <ActionMenu
          label={t('Actions for {{name}}', { name: u.full_name })}
          trigger={t('Actions')}
          triggerProps={{ size: 'sm', variant: 'outline' }}
          items={[
            { id: 'view', label: t('View') },
            { id: 'edit', label: t('Edit') },
            u.status === 'inactive'
              ? { id: 'reactivate', label: t('Reactivate') }
              : {
                  id: 'deactivate',
                  label: t('Deactivate'),
                  tone: 'critical' as const,
                  separatorBefore: true,
                },
          ]}
          onAction={(id) => {
            if (id === 'view') void navigate(`/apps/user/view/${u.id}`);
            if (id === 'edit') void navigate(`/apps/user/update/${u.id}`);
            if (id === 'deactivate') void setActive([u.id], false);
            if (id === 'reactivate') void setActive([u.id], true);
          }}
        />
      ),
    },
  ];

  const roleOptions = [
    { id: ALL, label: t('All roles') },
    ...(roles.data?.results ?? []).map((r) => ({ id: String(r.id), label: t(r.name) })),
  ];
  const planOptions = [
    { id: ALL, label: t('All plans') },
    ...(plans.data?.results ?? []).map((p) => ({ id: String(p.id), label: p.name })),
  ];
  return (
    <Stack gap="large">
      <Inline justify="between" wrap>
        <h1>{t('Users')}</h1>
        <Inline gap="small" wrap>
          <Button variant="outline" tone="neutral" onPress={() => void navigate('/apps/user/audit-log')}>
            {t('Audit log')}
          </Button>
          <Button onPress={() => void navigate('/apps/user/create/')}>{t('Create User')}</Button>
        </Inline>
      </Inline>
      <Card>
        <Stack gap="medium">
          <div className={css.filters}>
            <Select
              label={t('Role')}
              options={roleOptions}
              selectedKey={roleId}
              onSelectionChange={(k) => setRoleId(String(k))}
            />
            <Select
              label={t('Plan')}
              options={planOptions}
              selectedKey={planId}
              onSelectionChange={(k) => setPlanId(String(k))}
            />
            <Select
              label={t('Status')}
              options={[
                { id: ALL, label: t('All statuses') },
                { id: 'active', label: t('Active') },
                { id: 'inactive', label: t('Inactive') },
                { id: 'pending', label: t('Pending verification') },
              ]}
              selectedKey={status}
              onSelectionChange={(k) => setStatus(String(k))}
            />
            <TextField label={t('Signed up from')} type="date" value={from} onChange={setFrom} />
            <TextField label={t('Signed up until')} type="date" value={to} onChange={setTo} />
          </div>
          <DataTable
            label={t('Users')}
            columns={columns}
            getRowId={(u) => u.id}
            {...list.props}
            {...list.searchProps}
            isSelectable
            sortDescriptor={sort}
            onSortChange={setSort}
            bulkAction={{
              label: t('Deactivate'),
              onAction: (ids) => void setActive(ids, false),
              isPending: busy,
            }}
            bulkActions={[
              {
                label: t('Reactivate'),
                tone: 'positive',
                onAction: (ids) => void setActive(ids, true),
                isPending: busy,
              },
            ]}
            searchPlaceholder={t('Search by name or e-mail')}
            emptyTitle={t('No users found')}
            emptyDescription={t('Change the search or the filters.')}
            labels={{ ...tableLabels(t), searchLabel: t('Search by name or e-mail') }}
          />
        </Stack>
      </Card>
    </Stack>
  );
}
