import { useTranslation } from 'react-i18next';
import { ROLE_LABELS, isRole } from '@talent/api/abilities';
import { firstErrorMessage, useEndpoint } from '@talent/api/client';
import { planDisplayName } from '@talent/api/rules';
import { Alert, Card, Skeleton } from '@talent/ui';
import { useSession } from '../../app/session';
import * as layout from '../../shell/layout.css';
import { useFormats } from '../common/useFormats';

/** The signed-in account (GET /api/profile): name, role, e-mail, mobile, company, plan, coins, joined. */
export function AccountFacts({ actions }: { actions?: React.ReactNode }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const { user } = useSession();
  const { data: profile, error, isLoading } = useEndpoint('getProfile');
  if (!user) return null;
  const role = profile?.role ?? user.role;
  const plan = profile?.current_plan ?? user.current_plan;
  const rows: Array<[string, React.ReactNode]> = [
    [t('Full Name'), profile?.full_name ?? user.full_name],
    [t('Role'), isRole(role) ? t(ROLE_LABELS[role]) : role],
    [t('Email'), profile?.email ?? user.email],
    [t('Mobile'), profile?.mobile ?? user.mobile ?? '—'],
    [t('Company'), profile?.company_name ?? '—'],
    [t('Plan'), plan ? planDisplayName(plan[1]) : t('no Plan')],
    [t('Coins'), `${profile?.talentru_coin ?? user.talentru_coin ?? 0} TAT`],
    [t('Member since'), formats.date(profile?.date_joined)],
  ];
  return (
    <Card title={t('Account')} headingLevel={2} actions={actions}>
      {error ? <Alert>{firstErrorMessage(error, t('Something went wrong'))}</Alert> : null}
      {isLoading ? (
        <Skeleton lines={6} />
      ) : (
        <dl className={layout.facts}>
          {rows.map(([label, value]) => (
            <div key={label} style={{ display: 'contents' }}>
              <dt className={layout.factLabel}>{label}</dt>
              <dd className={layout.factValue}>{value}</dd>
            </div>
          ))}
        </dl>
      )}
    </Card>
  );
}
