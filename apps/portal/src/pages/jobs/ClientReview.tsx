/**
 * The client's side of an application (issue 43), in the recruiter's applicant view: share the candidate
 * with the job's client (with a note), and once shared, the client's answer and comment. The list of shares
 * of the job is one read (`listClientShares`), so the applications table and this card agree.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, firstErrorMessage, useEndpoint } from '@talent/api/client';
import type { Application, ClientShare } from '@talent/api/contract';
import { MAX_PAGE_SIZE } from '@talent/api/rules';
import { Badge, Button, Card, Skeleton, Stack, TextField, showToast } from '@talent/ui';
import { useFormats } from '../common/useFormats';
import { useSubmit } from '../common/useSubmit';
import { SubmitForm } from '../common/SubmitForm';
import { DECISION_TONES, decisionLabel } from '../clientPortal/decisions';

/** The shares of one job (or of my latest jobs), by application. */
export function useClientShares(jobId: number | undefined) {
  const shares = useEndpoint('listClientShares', {
    query: { job_id: jobId, limit: MAX_PAGE_SIZE, offset: 0 },
  });
  const byApplication = new Map((shares.data?.results ?? []).map((s) => [s.application_id, s]));
  return { ...shares, byApplication };
}

/** The client's answer as a badge: awaiting, or its decision. */
export function ClientAnswerBadge({ share }: { share: ClientShare }) {
  const { t } = useTranslation();
  return share.decision ? (
    <Badge tone={DECISION_TONES[share.decision]}>
      {t('Client: {{answer}}', { answer: decisionLabel(t, share.decision) })}
    </Badge>
  ) : (
    <Badge tone="neutral" variant="outline">
      {t('Shared, awaiting the client')}
    </Badge>
  );
}

export function ClientReview({ application }: { application: Application }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const shares = useClientShares(application.job_id);
  const share = shares.byApplication.get(application.id);
  const [note, setNote] = useState('');
  const form = useSubmit();

  async function shareIt() {
    await form.run(async () => {
      const done = await call('shareWithClient', { body: { application_id: application.id, note } });
      showToast({
        title: t('{{name}} shared with {{client}}', {
          name: application.full_name,
          client: done.client_name,
        }),
        tone: 'positive',
      });
    });
  }

  return (
    <Card title={t('Client review')} headingLevel={3}>
      {shares.error ? (
        <p role="alert">{firstErrorMessage(shares.error, t('Something went wrong'))}</p>
      ) : !shares.data ? (
        <div role="status" aria-label={t('Loading')}>
          <Skeleton height={64} />
        </div>
      ) : share ? (
        <Stack gap="small">
          <p>
            {t('Shared with {{client}} on {{date}}.', {
              client: share.client_name,
              date: formats.date(share.created_at),
            })}
          </p>
          <div>
            <ClientAnswerBadge share={share} />
          </div>
          {share.comment ? <p>{t('Client comment: {{comment}}', { comment: share.comment })}</p> : null}
          {share.answered_at ? (
            <p>{t('Answered {{date}}', { date: formats.dateTime(share.answered_at) })}</p>
          ) : null}
        </Stack>
      ) : (
        <SubmitForm
          label={t('Share with client')}
          state={form}
          onSubmit={shareIt}
          actions={
            <div>
              <Button type="submit" isPending={form.pending}>
                {t('Share with client')}
              </Button>
            </div>
          }
        >
          <p>
            {t(
              "The job's client sees this candidate in its client portal, without contact details, and can approve or reject them.",
            )}
          </p>
          <TextField
            name="note"
            label={t('Note for the client')}
            isMultiline
            rows={2}
            value={note}
            onChange={setNote}
          />
        </SubmitForm>
      )}
    </Card>
  );
}
