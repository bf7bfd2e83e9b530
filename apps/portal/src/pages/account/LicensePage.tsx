import { useTranslation } from 'react-i18next';
import { isRecruiterType } from '@talent/api/abilities';
import { firstErrorMessage, useEndpoint } from '@talent/api/client';
import { planDisplayName } from '@talent/api/rules';
import { Alert, Card, LinkButton, Skeleton, Stack } from '@talent/ui';
import { useSession } from '../../app/session';
import * as layout from '../../shell/layout.css';
import { planIncludes } from '../pricing/planIncludes';

/** /pages/license: the account's plan by its one display name and what it allows (the shared plan rules),
 * from GET api/subscription. */
export default function LicensePage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const { data, error, isLoading } = useEndpoint('listSubscription');
  if (!user) return null;
  const plans = data?.results ?? [];
  const planId = data?.current_plan_id ?? user.current_plan?.[0];
  const plan =
    plans.find((p) => String(p.id) === String(planId)) ?? plans.find((p) => p.amount === 0) ?? null;
  return (
    <Stack gap="large">
      <h1>{t('License')}</h1>
      <Card title={t('Your plan')} headingLevel={2}>
        {error ? (
          <Alert>{firstErrorMessage(error, t('Something went wrong'))}</Alert>
        ) : isLoading ? (
          <Skeleton lines={4} />
        ) : plan ? (
          <Stack gap="medium">
            <dl className={layout.facts}>
              <dt className={layout.factLabel}>{t('Plan')}</dt>
              <dd className={layout.factValue}>
                {planDisplayName(plan)}
                {user.current_plan ? null : ` (${t('no Plan')})`}
              </dd>
            </dl>
            <Stack gap="small">
              <h3>{t('What your plan allows')}</h3>
              <ul aria-label={t('What your plan allows')}>
                {planIncludes(plan, t).map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </Stack>
            {isRecruiterType(user.role) ? (
              <div>
                <LinkButton href="/pages/pricing">{t('Change Plan')}</LinkButton>
              </div>
            ) : null}
          </Stack>
        ) : (
          <p>{t('No plan information is available.')}</p>
        )}
      </Card>
    </Stack>
  );
}
