/**
 * /view-job/:uid: the job with its status control (legal moves only), its applicant pipeline (a column per
 * status, from `job_applied_listing`) and its matching profiles (`?tab=matching` opens them). A published
 * job shows its public link, the page visitors apply from.
 */
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { firstErrorMessage, useEndpoint } from '@talent/api/client';
import type { Job } from '@talent/api/contract';
import { ActionMenu, Button, Card, Inline, Skeleton, Stack, Tab, TabList, TabPanel, Tabs } from '@talent/ui';
import { JobDetails } from './JobDetails';
import { MatchingProfiles } from './MatchingProfiles';
import { PageFallback } from './PageFallback';
import { ShareLink } from './ShareLink';
import { Pipeline } from './Pipeline';
import { JobStatusCell } from './StatusCell';
import { useMoveApplication } from './applicationActions';
import { jobMoveItems, movedTo, useMoveJob } from './jobActions';

const TABS = ['details', 'pipeline', 'matching'] as const;
type TabId = (typeof TABS)[number];

export default function ViewJobPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = Number(useParams().uid);
  const [search, setSearch] = useSearchParams();
  const tab: TabId = TABS.find((name) => name === search.get('tab')) ?? 'details';
  const job = useEndpoint('getJob', { params: { id } });
  const move = useMoveJob();

  if (!job.data) return <PageFallback title={t('View Job')} error={job.error} height={360} />;
  const data: Job = job.data;
  const moves = jobMoveItems(t, data.status);
  return (
    <Stack gap="large">
      <Inline justify="between" wrap>
        <Stack gap="xsmall">
          <h1>{data.title}</h1>
          <Inline gap="small">
            <JobStatusCell status={data.status} />
            <span>
              {data.applications === 1
                ? t('1 applicant')
                : t('{{count}} applicants', { count: data.applications })}
            </span>
          </Inline>
        </Stack>
        <Inline gap="small" wrap>
          {moves.length > 0 ? (
            <ActionMenu
              label={t('Change status')}
              trigger={t('Change status')}
              triggerProps={{ variant: 'outline' }}
              items={moves}
              onAction={(moveId) => {
                const to = movedTo(moveId);
                if (to) void move(data, to);
              }}
            />
          ) : null}
          <Button onPress={() => void navigate(`/update-job/${data.id}`)}>{t('Edit')}</Button>
        </Inline>
      </Inline>
      <ShareLink job={data} />
      <Tabs selectedKey={tab} onSelectionChange={(key) => setSearch({ tab: String(key) }, { replace: true })}>
        <TabList aria-label={t('Job')}>
          <Tab id="details">{t('Details')}</Tab>
          <Tab id="pipeline">{t('Applicants')}</Tab>
          <Tab id="matching">{t('Matching profiles')}</Tab>
        </TabList>
        <TabPanel id="details">
          <Card>
            <JobDetails job={data} />
          </Card>
        </TabPanel>
        <TabPanel id="pipeline">
          <JobPipeline jobId={data.id} />
        </TabPanel>
        <TabPanel id="matching">
          <MatchingProfiles jobId={data.id} />
        </TabPanel>
      </Tabs>
    </Stack>
  );
}

/** The applications of one job, as the pipeline; a move revalidates them and the job's counts (the
 * call's `invalidates` tags). */
export function JobPipeline({ jobId }: { jobId: number }) {
  const { t } = useTranslation();
  const list = useEndpoint('jobAppliedListing', {
    params: { id: jobId },
    query: { limit: 100, offset: 0 },
  });
  const move = useMoveApplication();
  if (list.error) return <p role="alert">{firstErrorMessage(list.error, t('Something went wrong'))}</p>;
  if (!list.data)
    return (
      <div role="status" aria-label={t('Loading applicants')}>
        <Skeleton height={240} />
      </div>
    );
  if (list.data.count === 0) return <p>{t('No applications yet.')}</p>;
  return <Pipeline applications={list.data.results} onMove={(a, to) => void move(a, to)} />;
}
