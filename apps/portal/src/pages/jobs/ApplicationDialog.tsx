import { useTranslation } from 'react-i18next';
import { firstErrorMessage, useEndpoint } from '@talent/api/client';
import { Card, Dialog, Skeleton, Stack, isolate } from '@talent/ui';
import { PhoneLinks, useSmsLinkTemplate } from '../common/PhoneLinks';
import { CandidateMessages } from '../messaging/CandidateMessages';
import { ClientReview } from './ClientReview';
import { History } from './History';
import { ApplicationStatusCell } from './StatusCell';

/**
 * One application: the candidate's full contact details (no TAT, the candidate applied;
 * `get_candidate_details`), sharing with the job's client and its answer, the status history
 * (`chang_status`) and the messages I sent them (issue 43).
 */
export function ApplicationDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation();
  const details = useEndpoint('candidateDetails', { params: { id } });
  const history = useEndpoint('applicationHistory', { params: { id } });
  const failed = details.error ?? history.error;
  const a = details.data?.application;
  const p = details.data?.profile;
  // An applicant's contacts are the job owner's to call and text (the candidate applied).
  const sms = useSmsLinkTemplate();
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={a ? a.full_name : t('Application')}
      size="lg"
      closeLabel={t('Close')}
    >
      {failed ? (
        <p role="alert">{firstErrorMessage(failed, t('Something went wrong'))}</p>
      ) : !a || !p || !history.data ? (
        <div role="status" aria-label={t('Loading')}>
          <Skeleton height={240} />
        </div>
      ) : (
        <Stack gap="medium">
          <ApplicationStatusCell status={a.status} />
          <dl>
            <dt>{t('Applied for')}</dt>
            <dd>{isolate(a.job_title)}</dd>
            <dt>{t('Email')}</dt>
            <dd>{isolate(a.email ?? p.email ?? '—')}</dd>
            <dt>{t('Mobile')}</dt>
            <dd>
              <PhoneLinks
                phone={a.mobile ?? p.mobile}
                body={sms.bodyFor(
                  { first_name: p.first_name, last_name: p.last_name, full_name: a.full_name },
                  { job_title: a.job_title },
                )}
              />
            </dd>
            <dt>{t('Location')}</dt>
            <dd>{isolate([p.city, p.state].filter(Boolean).join(', ') || '—')}</dd>
            <dt>{t('Job Title')}</dt>
            <dd>{isolate(p.job_title ?? '—')}</dd>
            <dt>{t('Technical Skills')}</dt>
            <dd>{isolate(p.technicalSkill ?? '—')}</dd>
          </dl>
          {sms.picker}
          {a.cover_note ? <p>{a.cover_note}</p> : null}
          <ClientReview application={a} />
          <Card title={t('Status history')} headingLevel={3}>
            <History changes={history.data.history} />
          </Card>
          <Card title={t('Messages')} headingLevel={3}>
            <CandidateMessages profileId={p.id} />
          </Card>
        </Stack>
      )}
    </Dialog>
  );
}
