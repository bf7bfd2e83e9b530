/**
 * /my_applied_job: every application of the signed-in job seeker (`job_i_applied`), newest first, with the
 * job, the profile sent, the current status label (spec 000 section 4) and the date of each status it went
 * through; filtered by status (kept in the URL as `?status=`). An application below Offer Letter Provided
 * (and not rejected) can be withdrawn after a confirmation. The list follows the recruiter's moves live:
 * the socket's `application_status` messages revalidate it (app/notifications.tsx).
 */
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { call, errorStatus, firstErrorMessage } from '@talent/api/client';
import type { MyApplication } from '@talent/api/contract';
import { APPLICATION_STATUS_CODES, PAGE_SIZES, type ApplicationStatus } from '@talent/api/rules';
import {
  Alert,
  Badge,
  Button,
  Card,
  EmptyState,
  Inline,
  LinkButton,
  Select,
  Skeleton,
  Stack,
  pageCount,
  shownRange,
} from '@talent/ui';
import { revalidateMyApplications } from '../../app/myApplications';
import { usePagedEndpoint } from '../../app/usePagedEndpoint';
import { ConfirmRemoval, useRemoval } from '../common/ConfirmRemoval';
import { useFormats } from '../common/useFormats';
import { ApplicationStatusCell } from '../jobs/StatusCell';
import { EMPLOYMENT_TYPE_LABELS, WORK_LOCATION_LABELS, applicationLabel } from '../jobs/labels';
import * as styles from './applications.css';

const ALL = 'all';

/** The status filter of the URL, or undefined for a missing or unknown code. */
export function statusFilter(value: string | null): ApplicationStatus | undefined {
  const code = Number(value);
  return (APPLICATION_STATUS_CODES as readonly number[]).includes(code)
    ? (code as ApplicationStatus)
    : undefined;
}

export default function MyApplicationsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const status = statusFilter(params.get('status'));
  const list = usePagedEndpoint('jobIApplied', { query: { status } });
  const { mutate } = useSWRConfig();

  const withdrawal = useRemoval(async (application: MyApplication) => {
    try {
      await call('withdrawApplication', { params: { id: application.id } });
    } catch (err) {
      // 409: the recruiter moved it past the point of withdrawal meanwhile; show where it is now.
      if (errorStatus(err) === 409) void revalidateMyApplications(mutate);
      throw err;
    }
    await revalidateMyApplications(mutate);
    return t('Your application to {{title}} was withdrawn.', { title: application.job.title });
  });

  const setStatus = (code: ApplicationStatus | undefined) =>
    setParams(code === undefined ? {} : { status: String(code) });

  return (
    <Stack gap="large">
      <h1>{t('Applied Job')}</h1>
      <Inline gap="medium" justify="between" align="end">
        <Select
          label={t('Status')}
          options={[
            { id: ALL, label: t('All statuses') },
            ...APPLICATION_STATUS_CODES.map((code) => ({ id: code, label: applicationLabel(t, code) })),
          ]}
          selectedKey={status ?? ALL}
          onSelectionChange={(id) => setStatus(id === ALL ? undefined : statusFilter(String(id)))}
        />
        <LinkButton variant="outline" tone="neutral" href="/search_job">
          {t('Search Job')}
        </LinkButton>
      </Inline>
      <ApplicationsList
        list={list}
        isFiltered={status !== undefined}
        onShowAll={() => setStatus(undefined)}
        onWithdraw={withdrawal.ask}
      />
      <ConfirmRemoval
        {...withdrawal.dialog}
        title={t('Withdraw application')}
        confirmLabel={t('Withdraw')}
        message={
          withdrawal.item
            ? t(
                'Withdraw your application to {{title}}? The recruiter will no longer consider it. This cannot be undone, and you cannot apply to this job again.',
                { title: withdrawal.item.job.title },
              )
            : ''
        }
      />
    </Stack>
  );
}

type ApplicationsPage = ReturnType<typeof usePagedEndpoint<'jobIApplied'>>;

interface ApplicationsListProps {
  list: ApplicationsPage;
  isFiltered: boolean;
  onShowAll: () => void;
  onWithdraw: (application: MyApplication) => void;
}

/** The list with its loading, error and empty states, and the pager under it. */
function ApplicationsList({ list, isFiltered, onShowAll, onWithdraw }: ApplicationsListProps) {
  const { t } = useTranslation();
  const { props } = list;

  if (props.isLoading)
    return (
      <div role="status" aria-label={t('Loading applications')} aria-busy="true">
        <Stack gap="medium">
          {[0, 1, 2].map((i) => (
            <Card key={i}>
              <Skeleton lines={4} />
            </Card>
          ))}
        </Stack>
      </div>
    );

  if (list.error)
    return (
      <Alert>
        <Inline gap="medium" justify="between">
          <span>{firstErrorMessage(list.error, t('Something went wrong'))}</span>
          <Button size="sm" variant="outline" tone="neutral" onPress={() => void list.mutate()}>
            {t('Try again')}
          </Button>
        </Inline>
      </Alert>
    );

  if (props.totalCount === 0)
    return (
      <Card>
        {isFiltered ? (
          <EmptyState
            headingLevel={2}
            kind="search"
            title={t('No applications with this status')}
            action={
              <Button variant="outline" tone="neutral" onPress={onShowAll}>
                {t('Show all applications')}
              </Button>
            }
          />
        ) : (
          <EmptyState
            headingLevel={2}
            kind="jobs"
            title={t('You have not applied to any job yet')}
            description={t('Find a job that fits you and apply with one of your profiles.')}
            action={<LinkButton href="/search_job">{t('Search Job')}</LinkButton>}
          />
        )}
      </Card>
    );

  const { from, to } = shownRange(props.page, props.pageSize, props.totalCount);
  const pages = pageCount(props.totalCount, props.pageSize);
  return (
    <Stack gap="medium">
      <ul className={styles.plainList} aria-label={t('My applications')}>
        {props.rows.map((application) => (
          <li key={application.id}>
            <ApplicationCard application={application} onWithdraw={onWithdraw} />
          </li>
        ))}
      </ul>
      <div className={styles.pager}>
        <p className={styles.meta} aria-live="polite">
          {t('Showing {{from}} to {{to}} of {{total}} entries', { from, to, total: props.totalCount })}
        </p>
        <Inline gap="small" align="end">
          <Select
            label={t('Rows per page')}
            options={PAGE_SIZES.map((size) => ({ id: size, label: String(size) }))}
            selectedKey={props.pageSize}
            onSelectionChange={(size) => props.onPageSizeChange?.(Number(size))}
          />
          {pages > 1 ? (
            <nav aria-label={t('Pagination')}>
              <Inline gap="small">
                <Button
                  size="sm"
                  variant="outline"
                  tone="neutral"
                  isDisabled={props.page <= 1}
                  onPress={() => props.onPageChange(props.page - 1)}
                >
                  {t('Previous page')}
                </Button>
                <span className={styles.meta}>
                  {t('Page {{page}} of {{pages}}', { page: props.page, pages })}
                </span>
                <Button
                  size="sm"
                  variant="outline"
                  tone="neutral"
                  isDisabled={props.page >= pages}
                  onPress={() => props.onPageChange(props.page + 1)}
                >
                  {t('Next page')}
                </Button>
              </Inline>
            </nav>
          ) : null}
        </Inline>
      </div>
    </Stack>
  );
}

function ApplicationCard({
  application: a,
  onWithdraw,
}: {
  application: MyApplication;
  onWithdraw: (application: MyApplication) => void;
}) {
  const { t } = useTranslation();
  const formats = useFormats();
  const { city, state, work_location, employment_type } = a.job;
  const about = [
    a.job.company_name,
    [city, state].filter(Boolean).join(', '),
    work_location ? t(WORK_LOCATION_LABELS[work_location]) : null,
    employment_type ? t(EMPLOYMENT_TYPE_LABELS[employment_type]) : null,
  ].filter(Boolean);
  return (
    <Card>
      <Stack gap="small">
        <Inline gap="small" justify="between" align="start">
          <h2 className={styles.title}>
            <Link className={styles.titleLink} to={`/search_job/apply_job?job=${a.job.id}`}>
              {a.job.title}
            </Link>
          </h2>
          <Inline gap="xsmall">
            <ApplicationStatusCell status={a.status} />
            {a.withdrawn_at ? <Badge tone="neutral">{t('Withdrawn')}</Badge> : null}
          </Inline>
        </Inline>
        <p className={styles.meta}>{about.join(' · ')}</p>
        <p className={styles.meta}>
          {t('Profile sent: {{name}}', { name: a.profile_name })}
          {a.withdrawn_at ? ` · ${t('Withdrawn on {{date}}', { date: formats.date(a.withdrawn_at) })}` : ''}
        </p>
        <ol className={styles.steps} aria-label={t('Status history of {{title}}', { title: a.job.title })}>
          {a.steps.map((step, i) => (
            <li key={`${step.status}-${i}`} className={styles.step}>
              <span className={styles.stepLabel}>{applicationLabel(t, step.status)}</span>
              <time className={styles.stepDate} dateTime={step.at}>
                {formats.dateTime(step.at)}
              </time>
            </li>
          ))}
        </ol>
        {a.can_withdraw ? (
          <Inline justify="end">
            <Button
              size="sm"
              variant="outline"
              tone="critical"
              aria-label={t('Withdraw application to {{title}}', { title: a.job.title })}
              onPress={() => onWithdraw(a)}
            >
              {t('Withdraw')}
            </Button>
          </Inline>
        ) : null}
      </Stack>
    </Card>
  );
}
