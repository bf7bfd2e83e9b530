/**
 * /fl_dashboard: the freelancer's figures (`api/fl_dashboard`): earnings in TAT per month as a chart with
 * the total, active projects, open proposals, the win rate, open projects that match their skills, and
 * their wallet (balance and latest movements: /wallet is the recruiter side's page).
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { firstErrorMessage, useEndpoint } from '@talent/api/client';
import { Button, Card, DataTable, EarningsChart, EmptyState, Stack, StatCard } from '@talent/ui';
import * as dashboard from '../dashboard/dashboard.css';
import { useFormats } from '../common/useFormats';
import * as css from '../seeker/seeker.css';
import { useMovementColumns } from '../wallet/movementColumns';
import { ProjectCard, ProjectCardsLoading } from './ProjectCard';

/** "2026-01" as a short month name in the reader's locale ("Jan 2026"); unreadable text as it is. */
export function monthLabel(month: string, locale?: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (!match) return month;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1));
  return new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(date);
}

export default function FreelancerDashboardPage() {
  const { t, i18n } = useTranslation();
  const formats = useFormats();
  const figures = useEndpoint('freelancerDashboard');
  // The card is narrow (a phone shows it whole): the movement's text already names its kind.
  const movementColumns = useMovementColumns().filter((column) => column.id !== 'kind');
  const data = figures.data;
  const loading = !data && !figures.error;

  if (figures.error && !data)
    return (
      <Stack gap="large">
        <h1>{t('Freelancer Dashboard')}</h1>
        <p role="alert" style={{ margin: 0 }}>
          {firstErrorMessage(figures.error, t('Something went wrong'))}
        </p>
        <div>
          <Button variant="outline" onPress={() => void figures.mutate()}>
            {t('Retry')}
          </Button>
        </div>
      </Stack>
    );

  return (
    <Stack gap="large">
      <h1>{t('Freelancer Dashboard')}</h1>
      <section aria-label={t('My figures')}>
        <div className={dashboard.stats}>
          <StatCard
            title={t('Earned')}
            value={data ? formats.number(data.earnings_total) : ''}
            unit="TAT"
            tone="positive"
            isLoading={loading}
          />
          <StatCard title={t('Active projects')} value={data?.active_projects ?? 0} isLoading={loading} />
          <StatCard
            title={t('Open proposals')}
            value={data?.open_proposals ?? 0}
            tone="info"
            isLoading={loading}
          />
          <StatCard
            title={t('Win rate')}
            value={data ? (data.win_rate === null ? '—' : `${Math.round(data.win_rate * 100)}%`) : ''}
            caption={
              data?.win_rate === null ? t('No proposal decided yet') : t('Proposals awarded of those decided')
            }
            tone="caution"
            isLoading={loading}
          />
        </div>
      </section>
      <Card>
        <EarningsChart
          title={t('Earnings by month')}
          isLoading={loading}
          data={(data?.earnings_by_month ?? []).map((point) => ({
            period: monthLabel(point.month, i18n.language),
            amount: point.amount,
          }))}
          labels={{
            series: t('Earnings (TAT)'),
            period: t('Month'),
            total: (amount: string) => t('Total: {{amount}} TAT', { amount }),
            empty: t('No earnings yet'),
            loading: t('Loading earnings'),
          }}
        />
      </Card>
      <Card title={t('My wallet')} headingLevel={2}>
        <Stack gap="medium">
          <StatCard
            title={t('Balance')}
            value={data ? formats.number(data.wallet.tat) : ''}
            unit="TAT"
            tone="accent"
            caption={t('Paid for accepted work, less the platform share')}
            isLoading={loading}
          />
          <DataTable
            emptyKind="projects"
            label={t('Latest movements')}
            columns={movementColumns}
            rows={data?.wallet.movements ?? []}
            getRowId={(m) => m.id}
            totalCount={data?.wallet.movements.length ?? 0}
            page={1}
            onPageChange={() => undefined}
            pageSize={10}
            isLoading={loading}
            emptyTitle={t('No movements yet')}
            emptyDescription={t('Your pay shows here when a poster accepts your work.')}
          />
        </Stack>
      </Card>
      <section aria-labelledby="recommended-projects">
        <Stack gap="medium">
          <h2 id="recommended-projects" style={{ margin: 0 }}>
            {t('Recommended projects')}
          </h2>
          {!data ? (
            <ProjectCardsLoading count={2} />
          ) : data.recommended.length === 0 ? (
            <EmptyState
              headingLevel={3}
              kind="projects"
              title={t('No project matches your skills right now')}
              description={t('Add skills to your freelancer profile to get better matches.')}
              action={<Link to="/freelancer_profile">{t('Edit my profile')}</Link>}
            />
          ) : (
            <ul className={css.list} aria-label={t('Recommended projects')}>
              {data.recommended.map((project) => (
                <li key={project.id}>
                  <ProjectCard project={project} />
                </li>
              ))}
            </ul>
          )}
          <div>
            <Link to="/freework">{t('Find more projects')}</Link>
          </div>
        </Stack>
      </section>
    </Stack>
  );
}
