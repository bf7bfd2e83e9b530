/**
 * /user-role-management (issue 19): the roles, built-in and custom, with how many users hold each. Custom
 * roles are edited or deleted here; built-in ones are shown and cannot change. A role held by users cannot
 * be deleted (the server says so and nothing changes).
 */
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { call, firstErrorMessage, useEndpoint } from '@talent/api/client';
import type { RoleEntry } from '@talent/api/contract';
import { ActionMenu, Badge, Button, Card, DataTable, Inline, Stack, type DataTableColumn } from '@talent/ui';
import { ConfirmRemoval, useRemoval } from '../common/ConfirmRemoval';
import { tableLabels } from '../common/tableLabels';
import { RequireUserAdmin } from './RequireUserAdmin';

export default function RolesPage() {
  return (
    <RequireUserAdmin>
      <Roles />
    </RequireUserAdmin>
  );
}

function Roles() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const roles = useEndpoint('listRoles', {});
  const rows = roles.data?.results ?? [];
  const removing = useRemoval(async (role: RoleEntry) => {
    const answer = await call('deleteRole', { params: { id: role.id } });
    return answer.message;
  });
  const columns: DataTableColumn<RoleEntry>[] = [
    {
      id: 'name',
      header: t('Role'),
      isRowHeader: true,
      cell: (r) => (
        <Inline gap="xsmall">
          <span>{t(r.name)}</span>
          {r.builtin ? (
            <Badge tone="neutral" variant="outline">
              {t('Built-in')}
            </Badge>
          ) : null}
        </Inline>
      ),
    },
    {
      id: 'permissions',
      header: t('Permissions'),
      cell: (r) => r.permissions.map((p) => `${p.action} ${p.subject}`).join(', ') || '—',
    },
    { id: 'users', header: t('Users'), align: 'end', cell: (r) => r.user_count },
    {
      id: 'actions',
      header: t('Actions'),
      align: 'end',
      cell: (r) => (
        <ActionMenu
          label={t('Actions for {{name}}', { name: r.name })}
          trigger={t('Actions')}
          triggerProps={{ size: 'sm', variant: 'outline' }}
          items={[
            { id: 'edit', label: r.builtin ? t('View') : t('Edit') },
            ...(r.builtin
              ? []
              : [{ id: 'delete', label: t('Delete'), tone: 'critical' as const, separatorBefore: true }]),
          ]}
          onAction={(id) => {
            if (id === 'edit') void navigate(`/update-user-role/${r.id}`);
            if (id === 'delete') removing.ask(r);
          }}
        />
      ),
    },
  ];
  return (
    <Stack gap="large">
      <Inline justify="between" wrap>
        <h1>{t('User Role Management')}</h1>
        <Button onPress={() => void navigate('/create-user-role')}>{t('Create Role')}</Button>
      </Inline>
      <Card>
        <DataTable
          label={t('Roles')}
          columns={columns}
          getRowId={(r) => r.id}
          rows={rows}
          totalCount={rows.length}
          page={1}
          onPageChange={() => undefined}
          pageSize={Math.max(rows.length, 1)}
          isLoading={!roles.data && !roles.error}
          error={roles.error ? firstErrorMessage(roles.error, t('Something went wrong')) : undefined}
          labels={tableLabels(t)}
        />
      </Card>
      <ConfirmRemoval
        {...removing.dialog}
        title={t('Delete {{name}}?', { name: removing.item?.name ?? '' })}
        confirmLabel={t('Delete')}
        message={t('The role is deleted. Users who hold it must be given another role first.')}
      />
    </Stack>
  );
}
