import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { useEndpoint } from '@talent/api/client';
import { Card, EmptyState, Icon, Skeleton, Stack, StatCard } from '@talent/ui';
import { WhenNearViewport } from '../common/WhenNearViewport';
import { EarningsTable } from './EarningsTable';
import * as styles from './dashboard.css';

const DailyChart = lazy(() => import('./DailyChart'));

/**
 * /dashboard (spec 000 sections 1 and 2.4): token statistics, a chart of daily transactions, and the
 * top and least TAT earning profiles.
 */
export default function DashboardPage() {
  const { t } = useTranslation();
  const { mutate } = useSWRConfig();
  const stats = useEndpoint('dashboard');
  const wallet = useEndpoint('myWallet');
  const loading = !stats.data && !stats.error;
  const s = stats.data;
  const chartSkeleton = (
    <div role="status" aria-label={t('Loading chart')}>
      <Skeleton height={240} />
    </div>
  );

  // Marking profiles private in one panel changes the other panel and the statistics.
  const refresh = () => {
    void mutate(
      (key) =>
        Array.isArray(key) &&
        typeof key[0] === 'string' &&
        /\/api\/(most|least)_earned_profile|\/api\/dashboard/.test(key[0]),
    );
  };

  return (
    <Stack gap="large">
      <h1>{t('Dashboard')}</h1>
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
      <Card title={t('Daily transactions')}>
        {wallet.error ? (
          <EmptyState
            title={t('No Data Found')}
            description={t("Sorry, We Couldn't Find Any Data to Display")}
          />
        ) : (
          <Suspense fallback={chartSkeleton}>
            {wallet.data ? <DailyChart movements={wallet.data.movements} /> : chartSkeleton}
          </Suspense>
        )}
      </Card>
      <EarningsTable
        endpoint="mostEarnedProfile"
        title={t('Top TAT Earning Profiles')}
        emptyMessage={t('Keep uploading quality profiles for maximum earning')}
        onChanged={refresh}
      />
      {/* Far below the fold on a phone: rendered (and fetched) when scrolled near. */}
      <WhenNearViewport
        placeholder={
          <Card title={t('Least TAT Earning Profiles')}>
            <Skeleton height={420} />
          </Card>
        }
      >
        <EarningsTable
          endpoint="leastEarnedProfile"
          title={t('Least TAT Earning Profiles')}
          emptyMessage={t('Upload quality resumes and make them public to start earning TAT')}
          onChanged={refresh}
        />
      </WhenNearViewport>
    </Stack>
  );
}
