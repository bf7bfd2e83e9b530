/**
 * /apps/user/view/:id (issue 19): a user's account (role, plan, e-mail verification, last sign-in), wallet
 * balances and recent ledger entries, profile counts, jobs and projects, team and audit trail. Anyone signed
 * in opens their own; an admin anyone's (the server answers 404 for someone else's).
 */
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useEndpoint } from '@talent/api/client';
import { canAdministerUsers } from '@talent/api/abilities';
import type { UserDetail } from '@talent/api/contract';
import { Button, Card, Inline, Stack } from '@talent/ui';
import { useAbility } from '../../app/ability';
import { useFormats } from '../common/useFormats';
import { PageFallback } from '../jobs/PageFallback';
import { AuditTable } from './AuditTable';
import { StatusBadge } from './UsersListPage';
import * as css from './users.css';

export default function UserViewPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const userId = Number(id);
  const detail = useEndpoint(
    'getUser',
    Number.isInteger(userId) && userId > 0 ? { params: { id: userId } } : null,
  );
  if (!detail.data)
    return (
      <PageFallback title={t('View User')} error={detail.error ?? (userId > 0 ? null : t('Not found.'))} />
    );
  return <UserView detail={detail.data} />;
}

function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className={css.fact}>
      <dt className={css.term}>{term}</dt>
      <dd className={css.value}>{children}</dd>
    </div>
  );
}

function UserView({ detail }: { detail: UserDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const fmt = useFormats();
  const admin = canAdministerUsers(useAbility());
  const { user, wallet, counts } = detail;
  return (
    <Stack gap="large">
      <Inline justify="between" wrap>
        <h1>{user.full_name}</h1>
        {admin ? (
          <Inline gap="small" wrap>
            <Button variant="outline" tone="neutral" onPress={() => void navigate('/apps/user/list')}>
              {t('All users')}
            </Button>
            <Button onPress={() => void navigate(`/apps/user/update/${user.id}`)}>{t('Edit')}</Button>
          </Inline>
        ) : null}
      </Inline>
      <Card title={t('Account')} headingLevel={2}>
        <dl className={css.facts}>
          <Fact term={t('E-mail')}>{user.email}</Fact>
          <Fact term={t('Mobile')}>{user.mobile ?? '—'}</Fact>
          <Fact term={t('Role')}>{t(user.role_name)}</Fact>
          <Fact term={t('Plan')}>{user.plan ?? t('no Plan')}</Fact>
          <Fact term={t('Status')}>
            <StatusBadge status={user.status} />
          </Fact>
          <Fact term={t('E-mail verification')}>
            {user.is_email_verified ? t('Verified') : t('Not verified')}
          </Fact>
          <Fact term={t('Signed up')}>{fmt.date(user.created_at)}</Fact>
          <Fact term={t('Last sign-in')}>
            {user.last_login_at ? fmt.dateTime(user.last_login_at) : t('Never')}
          </Fact>
        </dl>
      </Card>
      <div className={css.cards}>
        <Card title={t('Wallet')} headingLevel={2}>
          <Stack gap="medium">
            <dl className={css.facts}>
              <Fact term={t('TAT')}>{fmt.number(wallet.tat)}</Fact>
              <Fact term={t('TTT')}>{fmt.number(wallet.ttt)}</Fact>
            </dl>
            <h3>{t('Recent ledger entries')}</h3>
            {wallet.movements.length === 0 ? (
              <p className={css.muted}>{t('No entries yet.')}</p>
            ) : (
              <ul className={css.list}>
                {wallet.movements.map((m) => (
                  <li key={m.id}>
                    {fmt.date(m.created_at)} · {m.amount > 0 ? '+' : ''}
                    {fmt.number(m.amount)} {m.currency} · {m.memo}
                  </li>
                ))}
              </ul>
            )}
          </Stack>
        </Card>
        <Card title={t('Activity')} headingLevel={2}>
          <Stack gap="medium">
            <dl className={css.facts}>
              <Fact term={t('Profiles')}>{fmt.number(counts.profiles)}</Fact>
              <Fact term={t('Public profiles')}>{fmt.number(counts.public_profiles)}</Fact>
              <Fact term={t('Jobs')}>{fmt.number(counts.jobs)}</Fact>
              <Fact term={t('Projects')}>{fmt.number(counts.projects)}</Fact>
            </dl>
            <h3>{t('Jobs')}</h3>
            {detail.jobs.length === 0 ? (
              <p className={css.muted}>{t('No jobs.')}</p>
            ) : (
              <ul className={css.list}>
                {detail.jobs.map((j) => (
                  <li key={j.id}>
                    {j.title} · {j.status}
                  </li>
                ))}
              </ul>
            )}
            <h3>{t('Projects')}</h3>
            {detail.projects.length === 0 ? (
              <p className={css.muted}>{t('No projects.')}</p>
            ) : (
              <ul className={css.list}>
                {detail.projects.map((p) => (
                  <li key={p.id}>
                    {p.title} · {p.status}
                  </li>
                ))}
              </ul>
            )}
          </Stack>
        </Card>
        <Card title={t('Team')} headingLevel={2}>
          {detail.team.members.length === 0 ? (
            <p className={css.muted}>{t('No team members.')}</p>
          ) : (
            <ul className={css.list}>
              {detail.team.members.map((m) => (
                <li key={m.id}>
                  <Link to={`/apps/user/view/${m.id}`}>{m.full_name}</Link> · {m.email}
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>
      <Card title={t('Audit trail')} headingLevel={2}>
        <AuditTable rows={detail.audit} label={t('Audit trail of {{name}}', { name: user.full_name })} />
      </Card>
    </Stack>
  );
}
