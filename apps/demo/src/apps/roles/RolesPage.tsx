import { useState } from 'react';
import { Button, showToast } from '@talent/ui';
import { LoadFailed, LoadingLines } from '../../lib/LoadStates';
import { DemoIcon } from '../../lib/icons';
import * as pages from '../../pages/pages.css';
import { UserAvatar } from '../user/UserAvatar';
import { UsersTable } from '../user/UsersTable';
import { useRoleActions, useRoles, type ShownRole } from './model';
import { RoleDialog } from './RoleDialog';
import * as css from './roles.css';

const usersText = (n: number) => (n === 1 ? 'Total 1 user' : `Total ${n} users`);

/**
 * /apps/roles: a card per role (spec 001 section 6's sample roles) with its users, add and edit through a
 * permission matrix, and below the cards the users table.
 */
export default function RolesPage() {
  const { data, error, isLoading, mutate } = useRoles();
  const actions = useRoleActions();
  const [editing, setEditing] = useState<ShownRole | 'new' | null>(null);

  return (
    <div className={pages.page}>
      <div>
        <h1 className={pages.title}>Roles</h1>
        <p className={pages.lead}>
          A role gives its users access to the permissions ticked in its matrix. Every user has one role.
        </p>
      </div>
      {error ? (
        <LoadFailed title="The roles could not be loaded" error={error} onRetry={() => void mutate()} />
      ) : isLoading || !data ? (
        <LoadingLines label="Loading the roles" lines={5} />
      ) : (
        <ul className={css.cards} aria-label="Roles">
          {data.roles.map((role) => (
            <li key={role.id}>
              <article className={css.roleCard} aria-labelledby={`role-${role.id}`}>
                <div className={css.cardHead}>
                  <p className={css.muted}>{usersText(role.totalUsers)}</p>
                  {role.users.length > 0 ? (
                    <span
                      className={css.avatars}
                      aria-label={`Users: ${role.users.map((u) => u.fullName).join(', ')}`}
                      role="img"
                    >
                      {role.users.map((user) => (
                        <span key={user.id} className={css.stacked}>
                          <UserAvatar user={user} />
                        </span>
                      ))}
                      {role.totalUsers > role.users.length ? (
                        <span className={css.more} aria-hidden="true">
                          +{role.totalUsers - role.users.length}
                        </span>
                      ) : null}
                    </span>
                  ) : null}
                </div>
                <h2 id={`role-${role.id}`} className={css.roleName}>
                  {role.name}
                </h2>
                <p className={css.muted}>
                  {role.grants.length} of {data.resources.length * data.actions.length} permissions
                </p>
                <div className={css.cardFoot}>
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={`Edit role ${role.name}`}
                    onPress={() => setEditing(role)}
                  >
                    Edit role
                  </Button>
                </div>
              </article>
            </li>
          ))}
          <li>
            <div className={css.addCard}>
              <p className={css.muted}>A role of your own, with its own permissions.</p>
              <Button onPress={() => setEditing('new')}>
                <DemoIcon name="plus" /> Add role
              </Button>
            </div>
          </li>
        </ul>
      )}
      <h2 className={css.sectionTitle}>Users and their roles</h2>
      <UsersTable label="Users and their roles" />
      {data ? (
        <RoleDialog
          role={editing}
          answer={data}
          onClose={() => setEditing(null)}
          onSave={async (draft, role) => {
            const saved = await actions.save(draft, role);
            setEditing(null);
            showToast({ title: role ? `Role ${saved.name} saved` : `Role ${saved.name} added` });
          }}
        />
      ) : null}
    </div>
  );
}
