import { Link } from 'react-router-dom';
import { Alert, Badge, Card } from '@talent/ui';
import { groupedGallery } from '../gallery';
import { canOpen, checkOf } from './abilities';
import { demoSession, type DemoSessionStore } from './session';
import { useDemoAbility, useDemoSession } from './useDemoSession';
import * as styles from './access.css';

/**
 * Access control (read ACL): the current demo user's abilities (spec 001 section 6), the rules as stored and
 * what they open in the gallery, group by group.
 */
export default function AccessControlPage({ store = demoSession }: { store?: DemoSessionStore }) {
  const session = useDemoSession(store);
  const ability = useDemoAbility(store);
  const rules = ability.rules;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Access control</h1>
      <p className={styles.lead}>
        What the demo user may do. The gallery hides every screen the abilities do not allow, and a refused
        address opens the not-authorized page.
      </p>
      <Card title="Signed in">
        {session ? (
          <dl className={styles.facts}>
            <dt>Name</dt>
            <dd>{session.userData.fullName || session.userData.username}</dd>
            <dt>Email</dt>
            <dd>{session.userData.email}</dd>
            <dt>Role</dt>
            <dd>
              <Badge tone="accent">{session.userData.role}</Badge>
            </dd>
          </dl>
        ) : (
          <Alert tone="info">Nobody is signed in: the guest reads Auth only.</Alert>
        )}
        <p className={styles.note}>
          Try another account on <Link to="/pages/login-basic">the login page</Link>.
        </p>
      </Card>
      <Card title="Abilities">
        <table className={styles.table}>
          <caption className={styles.caption}>The rules of the demo user</caption>
          <thead>
            <tr>
              <th scope="col">Action</th>
              <th scope="col">Subject</th>
            </tr>
          </thead>
          <tbody>
            {rules.map((rule) => (
              <tr key={`${String(rule.action)}-${String(rule.subject)}`}>
                <td>
                  <code>{String(rule.action)}</code>
                </td>
                <td>
                  <code>{String(rule.subject)}</code>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
      <Card title="What the gallery shows">
        <table className={styles.table}>
          <caption className={styles.caption}>
            Each group of the gallery, what it needs and whether it opens
          </caption>
          <thead>
            <tr>
              <th scope="col">Group</th>
              <th scope="col">Needs</th>
              <th scope="col">Access</th>
            </tr>
          </thead>
          <tbody>
            {[...groupedGallery()].flatMap(([group, entries]) => {
              // A group's entries share one check, except access control among the Misc pages.
              const checks = new Map(entries.map((e) => [JSON.stringify(checkOf(e)), e]));
              return [...checks.values()].map((entry) => {
                const { action, subject } = checkOf(entry);
                const label =
                  checks.size > 1
                    ? `${group}: ${entry.id === 'access-control' ? entry.title : 'other pages'}`
                    : group;
                const open = canOpen(ability, entry);
                return (
                  <tr key={label}>
                    <th scope="row">{label}</th>
                    <td>
                      <code>
                        {action} {subject}
                      </code>
                    </td>
                    <td>
                      <Badge tone={open ? 'positive' : 'neutral'}>{open ? 'Allowed' : 'Hidden'}</Badge>
                    </td>
                  </tr>
                );
              });
            })}
          </tbody>
        </table>
      </Card>
    </div>
  );
}
