import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  Badge,
  Button,
  DataTable,
  Select,
  buttonClassName,
  showToast,
  type DataTableColumn,
} from '@talent/ui';
import { ConfirmDelete } from '../../lib/ConfirmDelete';
import { DemoIcon } from '../../lib/icons';
import { useServerTable } from '../../lib/useServerTable';
import {
  listedUserPlans,
  listedUserRoles,
  listedUserStatuses,
  type ListedUser,
} from '../../mocks/data/listedUsers';
import { AddUserSheet } from './AddUserSheet';
import {
  PAGE_SIZES,
  USERS_PATH,
  initialUserParams,
  planTitles,
  roleTitles,
  statusTitles,
  statusTones,
  useUserActions,
  type UserListParams,
  type UsersAnswer,
} from './model';
import { UserAvatar } from './UserAvatar';
import * as css from './user.css';

const ALL = 'all';
const options = <T extends string>(all: string, values: readonly T[], titles: Record<T, string>) => [
  { id: ALL, label: all },
  ...values.map((value) => ({ id: value, label: titles[value] })),
];

/**
 * The listed users (spec 001): filters for role, plan and status, search (q), sortable columns, page size and
 * paging, all answered by `/api/users/list/data`; add user in a side sheet, delete after a confirmation.
 * The users screen shows it alone, the roles screen under its role cards.
 */
export function UsersTable({ label = 'Users' }: { label?: string }) {
  const { params, change, tableProps, sortProps } = useServerTable({
    path: USERS_PATH,
    initialParams: initialUserParams,
    rowsOf: (answer: UsersAnswer) => answer.users,
    pageSizes: PAGE_SIZES,
    failedTitle: 'The users could not be loaded.',
  });
  const [toDelete, setToDelete] = useState<ListedUser | null>(null);
  const [isAdding, setAdding] = useState(false);
  const actions = useUserActions();

  const columns: DataTableColumn<ListedUser>[] = [
    {
      id: 'fullName',
      header: 'User',
      isRowHeader: true,
      allowsSorting: true,
      cell: (user) => (
        <span className={css.userCell}>
          <UserAvatar user={user} />
          <span className={css.userText}>
            <Link className={css.nameLink} to={`/apps/user/view/${user.id}`}>
              {user.fullName}
            </Link>
            <span className={css.muted}>{user.email}</span>
          </span>
        </span>
      ),
    },
    { id: 'role', header: 'Role', allowsSorting: true, cell: (user) => roleTitles[user.role] },
    { id: 'currentPlan', header: 'Plan', allowsSorting: true, cell: (user) => planTitles[user.currentPlan] },
    { id: 'billing', header: 'Billing', allowsSorting: true, cell: (user) => user.billing },
    {
      id: 'status',
      header: 'Status',
      allowsSorting: true,
      cell: (user) => <Badge tone={statusTones[user.status]}>{statusTitles[user.status]}</Badge>,
    },
    {
      id: 'actions',
      header: 'Actions',
      cell: (user) => (
        <span className={css.rowActions}>
          <Link
            className={buttonClassName({ variant: 'ghost', tone: 'neutral', size: 'sm' })}
            to={`/apps/user/view/${user.id}`}
            aria-label={`View ${user.fullName}`}
          >
            View
          </Link>
          <Button
            variant="ghost"
            tone="critical"
            size="sm"
            aria-label={`Delete ${user.fullName}`}
            onPress={() => setToDelete(user)}
          >
            <DemoIcon name="trash" />
          </Button>
        </span>
      ),
    },
  ];

  return (
    <section className={css.card} aria-label={label}>
      <div className={css.filters}>
        <Select
          label="Role"
          options={options('All roles', listedUserRoles, roleTitles)}
          selectedKey={params.role || ALL}
          onSelectionChange={(key) =>
            change({ role: key === ALL ? '' : (String(key) as UserListParams['role']) })
          }
        />
        <Select
          label="Plan"
          options={options('All plans', listedUserPlans, planTitles)}
          selectedKey={params.currentPlan || ALL}
          onSelectionChange={(key) =>
            change({ currentPlan: key === ALL ? '' : (String(key) as UserListParams['currentPlan']) })
          }
        />
        <Select
          label="Status"
          options={options('All statuses', listedUserStatuses, statusTitles)}
          selectedKey={params.status || ALL}
          onSelectionChange={(key) =>
            change({ status: key === ALL ? '' : (String(key) as UserListParams['status']) })
          }
        />
        <div className={css.toolbar}>
          <Button onPress={() => setAdding(true)}>
            <DemoIcon name="plus" /> Add user
          </Button>
        </div>
      </div>
      <DataTable
        label={label}
        columns={columns}
        getRowId={(user) => user.id}
        {...tableProps}
        {...sortProps}
        searchPlaceholder="Name, e-mail, role, plan or billing"
        labels={{ searchLabel: 'Search users' }}
        emptyKind="people"
        emptyTitle="No users found"
        emptyDescription="No user matches this search and these filters."
      />
      <AddUserSheet
        isOpen={isAdding}
        onClose={() => setAdding(false)}
        onAdd={async (user) => {
          const created = await actions.add(user);
          setAdding(false);
          showToast({ title: `${created.fullName} added` });
        }}
      />
      <ConfirmDelete
        item={toDelete}
        name={(user) => user.fullName}
        noun="user"
        describe={(user) => `${user.fullName} (${user.email}) is removed from the list.`}
        onClose={() => setToDelete(null)}
        remove={(user) => actions.remove(user.id)}
      />
    </section>
  );
}
