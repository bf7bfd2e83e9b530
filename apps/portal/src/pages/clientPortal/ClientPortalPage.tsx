/**
 * The client portal (issue 43): a client account's /dashboard. The jobs its recruiter runs for it, the
 * candidates the recruiter shared (no contact details: the recruiter stays the go-between), and for each
 * one an answer (approve, reject, ask for an interview) with a comment, which reaches the recruiter's
 * pipeline and bell. A client account linked to no client record sees how to get invited.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { firstErrorMessage, useEndpoint } from '@talent/api/client';
import type { ClientCandidate, ClientDecision, ClientPortal } from '@talent/api/contract';
import type { JobStatus } from '@talent/api/rules';
import {
  Badge,
  Button,
  Card,
  EmptyState,
  Inline,
  Select,
  Skeleton,
  Stack,
  StatCard,
  isolate,
} from '@talent/ui';
import { useFormats } from '../common/useFormats';
import { JobStatusCell } from '../jobs/StatusCell';
import { AnswerDialog } from './AnswerDialog';
import { DECISION_TONES, decisionLabel } from './decisions';
import * as css from './clientPortal.css';

type Shown = 'awaiting' | 'all';

export default function ClientPortalPage() {
  const { t } = useTranslation();
  const portal = useEndpoint('clientPortal', {});
  const data = portal.data;

  if (portal.error && !data)
    return (
      <Stack gap="large">
        <h1>{t('Dashboard')}</h1>
        <Card>
          <EmptyState
            kind="error"
            title={t('Your client portal could not be loaded')}
            description={firstErrorMessage(portal.error, t('Something went wrong'))}
            action={<Button onPress={() => void portal.mutate()}>{t('Try again')}</Button>}
          />
        </Card>
      </Stack>
    );
  if (!data)
    return (
      <Stack gap="large">
        <h1>{t('Dashboard')}</h1>
        <div role="status" aria-label={t('Loading your client portal')}>
          <Stack gap="medium">
            <Skeleton height={96} />
            <Skeleton height={240} />
          </Stack>
        </div>
      </Stack>
    );
  if (!data.client)
    return (
      <Stack gap="large">
        <h1>{t('Dashboard')}</h1>
        <Card>
          <EmptyState
            kind="people"
            title={t('Your account is not linked to a client yet')}
            description={t(
              'Ask the recruiter who hires for you to invite you from their Client Management: their invitation links this account to your company.',
            )}
          />
        </Card>
      </Stack>
    );
  return <Portal data={data as ClientPortal & { client: NonNullable<ClientPortal['client']> }} />;
}

function Portal({ data }: { data: ClientPortal & { client: NonNullable<ClientPortal['client']> } }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const awaiting = data.candidates.filter((c) => c.decision === null).length;
  const [shown, setShown] = useState<Shown>(awaiting > 0 ? 'awaiting' : 'all');
  const [answering, setAnswering] = useState<{ candidate: ClientCandidate; decision: ClientDecision } | null>(
    null,
  );
  const candidates =
    shown === 'awaiting' ? data.candidates.filter((c) => c.decision === null) : data.candidates;

  return (
    <Stack gap="large">
      <Stack gap="small">
        <h1>{t('Dashboard')}</h1>
        <p className={css.muted}>
          {t('{{client}}: the jobs {{recruiter}} runs for you and the candidates shared with you.', {
            client: data.client.name,
            recruiter: data.client.recruiter_name,
          })}
        </p>
      </Stack>
      <div className={css.stats}>
        <StatCard title={t('Jobs')} value={data.jobs.length} tone="accent" />
        <StatCard title={t('Candidates shared')} value={data.candidates.length} tone="info" />
        <StatCard title={t('Awaiting your answer')} value={awaiting} tone="caution" />
      </div>

      <Card title={t('Candidates')}>
        <Stack gap="medium">
          <div className={css.filter}>
            <Select
              label={t('Show')}
              options={[
                { id: 'awaiting', label: t('Awaiting your answer') },
                { id: 'all', label: t('All candidates') },
              ]}
              selectedKey={shown}
              onSelectionChange={(key) => setShown(key as Shown)}
            />
          </div>
          {candidates.length === 0 ? (
            <EmptyState
              kind="people"
              headingLevel={3}
              title={
                data.candidates.length === 0
                  ? t('No candidates shared yet')
                  : t('You answered every candidate')
              }
              description={
                data.candidates.length === 0
                  ? t('Your recruiter shares candidates for your jobs here, for you to approve or reject.')
                  : t('Show all candidates to change an answer.')
              }
            />
          ) : (
            <ul className={css.list} aria-label={t('Candidates')}>
              {candidates.map((c) => (
                <li key={c.id} className={css.item}>
                  <h3 className={css.heading}>
                    <span>{isolate(c.full_name)}</span>
                    {c.decision ? (
                      <Badge tone={DECISION_TONES[c.decision]}>{decisionLabel(t, c.decision)}</Badge>
                    ) : (
                      <Badge tone="neutral" variant="outline">
                        {t('Awaiting your answer')}
                      </Badge>
                    )}
                  </h3>
                  <p className={css.muted}>
                    {[
                      t('For {{job}}', { job: c.job_title }),
                      c.job_title_of_candidate,
                      [c.city, c.state].filter(Boolean).join(', '),
                      c.experience_years === null
                        ? null
                        : c.experience_years === 1
                          ? t('1 year of experience')
                          : t('{{count}} years of experience', { count: c.experience_years }),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                  {c.skills.length > 0 ? (
                    <Inline gap="xsmall" wrap>
                      {c.skills.map((s) => (
                        <Badge key={s} tone="neutral" variant="outline">
                          {s}
                        </Badge>
                      ))}
                    </Inline>
                  ) : null}
                  {c.note ? (
                    <p className={css.quote}>{t('Your recruiter: {{note}}', { note: c.note })}</p>
                  ) : null}
                  {c.decision && c.comment ? (
                    <p className={css.quote}>{t('Your comment: {{comment}}', { comment: c.comment })}</p>
                  ) : null}
                  {c.answered_at ? (
                    <p className={css.muted}>
                      {t('Answered {{date}}', { date: formats.dateTime(c.answered_at) })}
                    </p>
                  ) : null}
                  <Inline gap="small" wrap>
                    <Button
                      size="sm"
                      tone="positive"
                      aria-label={t('Approve {{name}}', { name: c.full_name })}
                      onPress={() => setAnswering({ candidate: c, decision: 'approved' })}
                    >
                      {t('Approve')}
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      aria-label={t('Ask to interview {{name}}', { name: c.full_name })}
                      onPress={() => setAnswering({ candidate: c, decision: 'interview' })}
                    >
                      {t('Ask for an interview')}
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      tone="critical"
                      aria-label={t('Reject {{name}}', { name: c.full_name })}
                      onPress={() => setAnswering({ candidate: c, decision: 'rejected' })}
                    >
                      {t('Reject')}
                    </Button>
                  </Inline>
                </li>
              ))}
            </ul>
          )}
        </Stack>
      </Card>

      <Card title={t('Your jobs')}>
        {data.jobs.length === 0 ? (
          <EmptyState
            kind="jobs"
            headingLevel={3}
            title={t('No jobs yet')}
            description={t('The jobs your recruiter runs for you show here.')}
          />
        ) : (
          <ul className={css.list} aria-label={t('Your jobs')}>
            {data.jobs.map((job) => (
              <li key={job.id} className={css.item}>
                <h3 className={css.heading}>
                  <span>{isolate(job.title)}</span>
                  <JobStatusCell status={job.status as JobStatus} />
                </h3>
                <p className={css.muted}>
                  {[
                    [job.city, job.state].filter(Boolean).join(', '),
                    job.openings === 1 ? t('1 opening') : t('{{count}} openings', { count: job.openings }),
                    job.shared === 1
                      ? t('1 candidate shared')
                      : t('{{count}} candidates shared', { count: job.shared }),
                    t('{{count}} awaiting your answer', { count: job.awaiting }),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
              </li>
            ))}
          </ul>
        )}
      </Card>

      {answering ? (
        <AnswerDialog
          key={answering.candidate.id}
          candidate={answering.candidate}
          initial={answering.decision}
          onClose={() => setAnswering(null)}
        />
      ) : null}
    </Stack>
  );
}
