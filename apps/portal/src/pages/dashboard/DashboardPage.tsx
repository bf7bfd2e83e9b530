import { Suspense, lazy, memo, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { useEndpoint } from '@talent/api/client';
import { Card, EmptyState, Icon, Skeleton, Stack, StatCard } from '@talent/ui';
import { useSession } from '../../app/session';
import { WhenNearViewport } from '../common/WhenNearViewport';
import { DailyChart } from './DailyChart';
import { RevenueCard } from './RevenueCard';
import { EarningsTable } from './EarningsTable';
import * as styles from './dashboard.css';

/** A client account's dashboard is the client portal (issue 43): its own chunk. */
const ClientPortalPage = lazy(() => import('../clientPortal/ClientPortalPage'));

/**
 * /dashboard (spec 000 sections 1 and 2.4): token statistics, a chart of daily transactions, and the
 * top and least TAT earning profiles. Each panel reads its own endpoint, so an answer re-renders only its
 * panel (the tables are the costly part) and not the whole page.
 */
export default function DashboardPage() {
  const { t } = useTranslation();
  const { mutate } = useSWRConfig();
  const { user } = useSession();

  // Marking profiles private in one panel changes the other panel and the statistics.
  const refresh = useCallback(() => {
    void mutate(
      (key) =>
        Array.isArray(key) &&
        typeof key[0] === 'string' &&
        /\/api\/(most|least)_earned_profile|\/api\/dashboard/.test(key[0]),
    );
  }, [mutate]);

  if (user?.role === 'client' && !user.custom_role)
    return (
      <Suspense fallback={<Skeleton height={320} />}>
        <ClientPortalPage />
      </Suspense>
    );
  return (
    <Stack gap="large">
      <h1>{t('Dashboard')}</h1>
      <TokenStatistics />
      {user?.role === 'admin' ? <RevenueCard /> : null}
      <DailyTransactions />
      <MemoEarningsTable
        endpoint="mostEarnedProfile"
        title={t('Top TAT Earning Profiles')}
        emptyMessage={t('Keep uploading quality profiles for maximum earning')}
        onChanged={refresh}
        // Below the fold on a phone (under the statistics and the chart): loaded when scrolled near.
        loadWhenNear="100px"
      />
      {/* Far below the fold on a phone: rendered (and fetched) when scrolled near, with the hiring panel
          under it (one place watched for both, so the page observes no more than before). */}
      <WhenNearViewport
        placeholder={
          <Stack gap="large">
            <Card title={t('Least TAT Earning Profiles')}>
              <Skeleton height={420} />
            </Card>
            <HiringPlaceholder />
          </Stack>
        }
      >
        <Stack gap="large">
          <MemoEarningsTable
            endpoint="leastEarnedProfile"
            title={t('Least TAT Earning Profiles')}
            emptyMessage={t('Upload quality resumes and make them public to start earning TAT')}
            onChanged={refresh}
          />
          <Suspense fallback={<HiringPlaceholder />}>
            <JobsPanel />
          </Suspense>
        </Stack>
      </WhenNearViewport>
    </Stack>
  );
}

const MemoEarningsTable = memo(EarningsTable);

// Its own chunk, requested only when its place nears the viewport: no weight on the dashboard's first load.
const JobsPanel = lazy(() => import('./JobsPanel'));

/** The hiring panel's place while its chunk and answer are on their way. */
function HiringPlaceholder() {
  const { t } = useTranslation();
  return (
    <Card title={t('Hiring')}>
      <Skeleton height={220} />
    </Card>
  );
}

/** The four token statistics (api/dashboard). */
function TokenStatistics() {
  const { t } = useTranslation();
  const stats = useEndpoint('dashboard');
  const loading = !stats.data && !stats.error;
  const s = stats.data;
  return (
    <section aria-label={t('Token statistics')}>
      {stats.error ? (
        <p role="alert">{t('Something went wrong')}</p>
      ) : (
        <div className={styles.stats}>
          <StatCard
            title={t('Talent Access Token')}
            value={s?.talent_access_token ?? 0}
            unit="TAT"
            icon={<Icon name="circle" />}
            isLoading={loading}
          />
          <StatCard
            title={t('Talent Transaction Token')}
            value={s?.talent_transaction_token ?? 0}
            unit="TTT"
            tone="positive"
            icon={<Icon name="circle" />}
            isLoading={loading}
          />
          <StatCard
            title={t('Network Multiplier')}
            value={s ? `× ${s.network_multiplier.toFixed(2)}` : ''}
            tone="caution"
            icon={<Icon name="user" />}
            isLoading={loading}
          />
          <StatCard
            title={t('Transactions Today')}
            value={s?.transaction_count ?? 0}
            tone="neutral"
            icon={<Icon name="calendar" />}
            isLoading={loading}
          />
        </div>
      )}
    </section>
  );
}

/** The chart of daily transactions, from the wallet's movements (api/my_wallet). */
function DailyTransactions() {
  const { t } = useTranslation();
  const wallet = useEndpoint('myWallet');
  return (
    <Card title={t('Daily transactions')}>
      {wallet.error ? (
        <EmptyState
          kind="money"
          title={t('No Data Found')}
          description={t("Sorry, We Couldn't Find Any Data to Display")}
        />
      ) : wallet.data ? (
        <DailyChart movements={wallet.data.movements} />
      ) : (
        <div role="status" aria-label={t('Loading chart')}>
          <Skeleton height={240} />
        </div>
      )}
    </Card>
  );
}
