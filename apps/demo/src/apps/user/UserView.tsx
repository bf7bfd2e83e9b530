import { useState, type FormEvent } from 'react';
import type { Key } from 'react-aria-components';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import {
  Badge,
  Button,
  Card,
  Checkbox,
  EmptyState,
  Form,
  Switch,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  TextField,
  buttonClassName,
  showToast,
} from '@talent/ui';
import { LoadFailed, LoadingLines } from '../../lib/LoadStates';
import { DemoHttpError } from '../../lib/api';
import type { ListedUser } from '../../mocks/data/listedUsers';
import * as pages from '../../pages/pages.css';
import { planTitles, roleTitles, statusTitles, statusTones, useUser } from './model';
import {
  activityOf,
  connectedAccounts,
  defaultNotifications,
  initialConnections,
  notificationChannels,
  notificationTypes,
  planDetails,
  projectsOf,
  recentDevices,
} from './sample';
import { UserAvatar } from './UserAvatar';
import * as css from './user.css';

/** Without an id the view shows user 1, the gallery entry's user. */
export const DEFAULT_USER_ID = 1;

export const userTabs = [
  { id: 'account', label: 'Account' },
  { id: 'security', label: 'Security' },
  { id: 'billing', label: 'Billing & plans' },
  { id: 'notifications', label: 'Notifications' },
  { id: 'connections', label: 'Connections' },
] as const;
type TabId = (typeof userTabs)[number]['id'];
const isTab = (value: string | null): value is TabId => userTabs.some((t) => t.id === value);

/**
 * /apps/user/view/{id}: the details card (with the plan) beside the tabs account, security, billing and
 * plans, notifications and connections. `?tab=` opens a tab, so each has an address.
 */
export default function UserView() {
  const params = useParams();
  const id = params.id === undefined ? DEFAULT_USER_ID : Number(params.id);
  const validId = Number.isInteger(id) && id > 0;
  const { data: user, error, isLoading, mutate } = useUser(validId ? id : null);

  if (!validId || (error instanceof DemoHttpError && (error.status === 404 || error.status === 400)))
    return <UserNotFound />;
  if (error)
    return (
      <div className={pages.page}>
        <h1 className={pages.title}>User</h1>
        <LoadFailed title="The user could not be loaded" error={error} onRetry={() => void mutate()} />
      </div>
    );
  if (isLoading || !user)
    return (
      <div className={pages.page}>
        <h1 className={pages.title}>User</h1>
        <LoadingLines label="Loading the user" lines={8} />
      </div>
    );
  return <UserDetails key={user.id} user={user} />;
}

function UserNotFound() {
  return (
    <div className={pages.page}>
      <h1 className={pages.title}>User not found</h1>
      <Card>
        <EmptyState
          kind="people"
          title="There is no user with this id"
          description="The user may have been deleted, or the address is mistyped."
          headingLevel={2}
          action={
            <Link className={buttonClassName({})} to="/apps/user/list">
              Back to the users
            </Link>
          }
        />
      </Card>
    </div>
  );
}

function UserDetails({ user }: { user: ListedUser }) {
  const [search, setSearch] = useSearchParams();
  const tab = search.get('tab');
  const selected: TabId = isTab(tab) ? tab : 'account';
  const select = (key: Key) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        if (key === 'account') next.delete('tab');
        else next.set('tab', String(key));
        return next;
      },
      { replace: true },
    );

  return (
    <div className={pages.page}>
      <div className={css.pageHead}>
        <h1 className={pages.title}>{user.fullName}</h1>
        <Link className={buttonClassName({ variant: 'outline', tone: 'neutral' })} to="/apps/user/list">
          All users
        </Link>
      </div>
      <div className={css.viewGrid}>
        <div className={css.stack}>
          <DetailsCard user={user} />
          <PlanCard user={user} />
        </div>
        <Card aria-label="User settings">
          <Tabs selectedKey={selected} onSelectionChange={select}>
            <TabList aria-label="User sections">
              {userTabs.map((t) => (
                <Tab key={t.id} id={t.id}>
                  {t.label}
                </Tab>
              ))}
            </TabList>
            <TabPanel id="account" className={css.tabPanel}>
              <AccountTab user={user} />
            </TabPanel>
            <TabPanel id="security" className={css.tabPanel}>
              <SecurityTab user={user} />
            </TabPanel>
            <TabPanel id="billing" className={css.tabPanel}>
              <BillingTab user={user} />
            </TabPanel>
            <TabPanel id="notifications" className={css.tabPanel}>
              <NotificationsTab />
            </TabPanel>
            <TabPanel id="connections" className={css.tabPanel}>
              <ConnectionsTab user={user} />
            </TabPanel>
          </Tabs>
        </Card>
      </div>
    </div>
  );
}

function DetailsCard({ user }: { user: ListedUser }) {
  return (
    <Card aria-label="User details">
      <div className={css.stack}>
        <div className={css.profile}>
          <UserAvatar user={user} size="lg" />
          <p className={css.profileName}>{user.fullName}</p>
          <Badge tone="accent">{roleTitles[user.role]}</Badge>
        </div>
        <h2 className={css.sectionTitle}>Details</h2>
        <dl className={css.details}>
          <dt>Username</dt>
          <dd>@{user.username}</dd>
          <dt>E-mail</dt>
          <dd>{user.email}</dd>
          <dt>Status</dt>
          <dd>
            <Badge tone={statusTones[user.status]}>{statusTitles[user.status]}</Badge>
          </dd>
          <dt>Role</dt>
          <dd>{roleTitles[user.role]}</dd>
          <dt>Company</dt>
          <dd>{user.company || '—'}</dd>
          <dt>Contact</dt>
          <dd>{user.contact || '—'}</dd>
          <dt>Country</dt>
          <dd>{user.country || '—'}</dd>
          <dt>Billing</dt>
          <dd>{user.billing}</dd>
        </dl>
      </div>
    </Card>
  );
}

function PlanCard({ user }: { user: ListedUser }) {
  const plan = planDetails[user.currentPlan];
  return (
    <Card aria-label="Current plan">
      <div className={css.plan}>
        <div className={css.planHead}>
          <h2 className={css.sectionTitle}>{planTitles[user.currentPlan]} plan</h2>
          <span className={css.price}>
            ${plan.price}
            <span className={css.muted}> / month</span>
          </span>
        </div>
        <ul className={css.list}>
          {plan.features.map((f) => (
            <li key={f}>{f}</li>
          ))}
        </ul>
      </div>
    </Card>
  );
}

function AccountTab({ user }: { user: ListedUser }) {
  return (
    <>
      <section aria-labelledby="user-projects" className={css.stack}>
        <h2 id="user-projects" className={css.sectionTitle}>
          Projects
        </h2>
        <div className={css.tableScroll}>
          <table className={css.plainTable}>
            <thead>
              <tr>
                <th scope="col">Project</th>
                <th scope="col">Tasks</th>
                <th scope="col">Progress</th>
              </tr>
            </thead>
            <tbody>
              {projectsOf(user).map((p) => (
                <tr key={p.name}>
                  <td>
                    {p.name}
                    <br />
                    <span className={css.muted}>{p.kind}</span>
                  </td>
                  <td>{p.tasks}</td>
                  <td>
                    <progress max={100} value={p.progress} aria-label={`${p.name} progress`} /> {p.progress}%
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <section aria-labelledby="user-activity" className={css.stack}>
        <h2 id="user-activity" className={css.sectionTitle}>
          Activity
        </h2>
        <ul className={css.list}>
          {activityOf(user).map((a) => (
            <li key={a.what}>
              <span className={css.muted}>{a.when}</span> {a.what}
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

function SecurityTab({ user }: { user: ListedUser }) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    if (password.length < 8 || !/[A-Z]/.test(password) || !/[0-9]/.test(password))
      found.password = 'At least 8 characters, with a capital letter and a digit.';
    if (confirm !== password) found.confirm = 'The passwords do not match.';
    setErrors(found);
    if (found.password || found.confirm) return;
    setPassword('');
    setConfirm('');
    showToast({ title: 'Password changed', description: 'A demo: nothing was sent.' });
  };
  return (
    <>
      <section aria-labelledby="user-password" className={css.stack}>
        <h2 id="user-password" className={css.sectionTitle}>
          Change password
        </h2>
        <Form className={css.form} validationBehavior="aria" onSubmit={submit}>
          <TextField
            label="New password"
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={setPassword}
            isInvalid={!!errors.password}
            errorMessage={errors.password}
            description="At least 8 characters, with a capital letter and a digit."
          />
          <TextField
            label="Confirm the new password"
            type="password"
            autoComplete="new-password"
            value={confirm}
            onChange={setConfirm}
            isInvalid={!!errors.confirm}
            errorMessage={errors.confirm}
          />
          <div>
            <Button type="submit">Change password</Button>
          </div>
        </Form>
      </section>
      <section aria-labelledby="user-two-steps" className={css.stack}>
        <h2 id="user-two-steps" className={css.sectionTitle}>
          Two-step verification
        </h2>
        <p className={css.muted}>
          Codes are sent by SMS to {user.contact || 'the contact number'} when {user.fullName} signs in.
        </p>
      </section>
      <section aria-labelledby="user-devices" className={css.stack}>
        <h2 id="user-devices" className={css.sectionTitle}>
          Recent devices
        </h2>
        <div className={css.tableScroll}>
          <table className={css.plainTable}>
            <thead>
              <tr>
                <th scope="col">Browser</th>
                <th scope="col">Device</th>
                <th scope="col">Location</th>
                <th scope="col">Recent activity</th>
              </tr>
            </thead>
            <tbody>
              {recentDevices.map((d) => (
                <tr key={d.device}>
                  <td>{d.browser}</td>
                  <td>{d.device}</td>
                  <td>{d.location}</td>
                  <td>{d.when}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </>
  );
}

function BillingTab({ user }: { user: ListedUser }) {
  const plan = planDetails[user.currentPlan];
  return (
    <>
      <section aria-labelledby="user-current-plan" className={css.stack}>
        <h2 id="user-current-plan" className={css.sectionTitle}>
          Current plan
        </h2>
        <p>
          {planTitles[user.currentPlan]}: ${plan.price} a month ({plan.features.join(', ')}).
        </p>
      </section>
      <section aria-labelledby="user-payment" className={css.stack}>
        <h2 id="user-payment" className={css.sectionTitle}>
          Payment method
        </h2>
        <p>{user.billing}</p>
      </section>
      <section aria-labelledby="user-address" className={css.stack}>
        <h2 id="user-address" className={css.sectionTitle}>
          Billing address
        </h2>
        <dl className={css.details}>
          <dt>Company</dt>
          <dd>{user.company || '—'}</dd>
          <dt>Billing e-mail</dt>
          <dd>{user.email}</dd>
          <dt>Contact</dt>
          <dd>{user.contact || '—'}</dd>
          <dt>Country</dt>
          <dd>{user.country || '—'}</dd>
        </dl>
      </section>
    </>
  );
}

function NotificationsTab() {
  const [on, setOn] = useState<Set<string>>(() => new Set(defaultNotifications()));
  const toggle = (key: string, value: boolean) =>
    setOn((current) => {
      const next = new Set(current);
      if (value) next.add(key);
      else next.delete(key);
      return next;
    });
  return (
    <section aria-labelledby="user-notifications" className={css.stack}>
      <h2 id="user-notifications" className={css.sectionTitle}>
        Notifications
      </h2>
      <div className={css.tableScroll}>
        <table className={css.plainTable}>
          <thead>
            <tr>
              <th scope="col">Type</th>
              {notificationChannels.map((c) => (
                <th scope="col" key={c.id}>
                  {c.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {notificationTypes.map((type) => (
              <tr key={type.id}>
                <th scope="row">{type.label}</th>
                {notificationChannels.map((c) => {
                  const key = `${type.id}:${c.id}`;
                  return (
                    <td key={c.id}>
                      <Checkbox
                        aria-label={`${type.label} by ${c.label}`}
                        isSelected={on.has(key)}
                        onChange={(value) => toggle(key, value)}
                      />
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div>
        <Button
          onPress={() =>
            showToast({ title: 'Notifications saved', description: 'A demo: nothing was sent.' })
          }
        >
          Save notifications
        </Button>
      </div>
    </section>
  );
}

function ConnectionsTab({ user }: { user: ListedUser }) {
  const [connected, setConnected] = useState<string[]>(() => initialConnections(user));
  return (
    <section aria-labelledby="user-connections" className={css.stack}>
      <h2 id="user-connections" className={css.sectionTitle}>
        Connected accounts
      </h2>
      {connectedAccounts.map((account) => (
        <div key={account.id} className={css.row}>
          <span className={css.userText}>
            <strong>{account.name}</strong>
            <span className={css.muted}>{account.about}</span>
          </span>
          <Switch
            isSelected={connected.includes(account.id)}
            onChange={(on) =>
              setConnected((current) =>
                on ? [...current, account.id] : current.filter((c) => c !== account.id),
              )
            }
          >
            {`Connect ${account.name}`}
          </Switch>
        </div>
      ))}
    </section>
  );
}
