import { useState } from 'react';
import { Badge, Button, DataTable, Select, showToast, type DataTableColumn } from '@talent/ui';
import { ConfirmDelete } from '../../lib/ConfirmDelete';
import { DemoIcon } from '../../lib/icons';
import { useServerTable } from '../../lib/useServerTable';
import { permissionRoles, type Permission } from '../../mocks/data/permissions';
import * as pages from '../../pages/pages.css';
import {
  PAGE_SIZES,
  PERMISSIONS_PATH,
  roleTitles,
  roleTones,
  usePermissionActions,
  type PermissionParams,
  type PermissionsAnswer,
} from './model';
import { PermissionDialog } from './PermissionDialog';
import * as css from './permissions.css';

const ALL = 'all';
const roleOptions = [
  { id: ALL, label: 'All roles' },
  ...permissionRoles.map((role) => ({ id: role, label: roleTitles[role] })),
];
const initialParams: PermissionParams = { q: '', assignedTo: '', perPage: 10, page: 1 };

/**
 * /apps/permissions: spec 001's sample permissions with their roles and created dates; search by name or
 * date, filter by role, add, rename and delete (after a confirmation).
 */
export default function PermissionsPage() {
  const { params, change, tableProps } = useServerTable({
    path: PERMISSIONS_PATH,
    initialParams,
    rowsOf: (answer: PermissionsAnswer) => answer.permissions,
    pageSizes: PAGE_SIZES,
    failedTitle: 'The permissions could not be loaded.',
  });
  const [editing, setEditing] = useState<Permission | 'new' | null>(null);
  const [toDelete, setToDelete] = useState<Permission | null>(null);
  const actions = usePermissionActions();

  const columns: DataTableColumn<Permission>[] = [
    { id: 'name', header: 'Name', isRowHeader: true, cell: (p) => p.name },
    {
      id: 'assignedTo',
      header: 'Assigned to',
      cell: (p) => (
        <span className={css.chips}>
          {p.assignedTo.map((role) => (
            <Badge key={role} tone={roleTones[role]}>
              {roleTitles[role]}
            </Badge>
          ))}
        </span>
      ),
    },
    { id: 'createdDate', header: 'Created date', cell: (p) => p.createdDate },
    {
      id: 'actions',
      header: 'Actions',
      cell: (p) => (
        <span className={css.rowActions}>
          <Button
            variant="ghost"
            tone="neutral"
            size="sm"
            aria-label={`Edit ${p.name}`}
            onPress={() => setEditing(p)}
          >
            Edit
          </Button>
          <Button
            variant="ghost"
            tone="critical"
            size="sm"
            aria-label={`Delete ${p.name}`}
            onPress={() => setToDelete(p)}
          >
            <DemoIcon name="trash" />
          </Button>
        </span>
      ),
    },
  ];

  return (
    <div className={pages.page}>
      <div className={css.pageHead}>
        <div>
          <h1 className={pages.title}>Permissions</h1>
          <p className={pages.lead}>Each permission and the roles it is assigned to.</p>
        </div>
        <Button onPress={() => setEditing('new')}>
          <DemoIcon name="plus" /> Add permission
        </Button>
      </div>
      <section className={css.card} aria-label="Permission list">
        <div className={css.filters}>
          <Select
            label="Assigned to"
            className={css.roleFilter}
            options={roleOptions}
            selectedKey={params.assignedTo || ALL}
            onSelectionChange={(key) =>
              change({ assignedTo: key === ALL ? '' : (String(key) as PermissionParams['assignedTo']) })
            }
          />
        </div>
        <DataTable
          label="Permissions"
          columns={columns}
          getRowId={(p) => p.id}
          {...tableProps}
          searchPlaceholder="Name or created date"
          labels={{ searchLabel: 'Search permissions' }}
          emptyKind="search"
          emptyTitle="No permissions found"
          emptyDescription="No permission matches this search and role."
        />
      </section>
      <PermissionDialog
        permission={editing}
        onClose={() => setEditing(null)}
        onSave={async (name, permission) => {
          const saved = permission ? await actions.rename(permission.id, name) : await actions.add(name);
          setEditing(null);
          showToast({ title: permission ? `${saved.name} saved` : `${saved.name} added` });
        }}
      />
      <ConfirmDelete
        item={toDelete}
        name={(permission) => permission.name}
        noun="permission"
        describe={(permission) => `${permission.name} is removed from every role that has it.`}
        onClose={() => setToDelete(null)}
        remove={(permission) => actions.remove(permission.id)}
      />
    </div>
  );
}
