/**
 * /search_job/apply_job?job=<id>: the job in full, then the application: one of my own profiles (or a new
 * one uploaded here through the upload page's queue, then selected), an optional cover note, Confirm.
 * A job already applied to or no longer accepting shows that instead of the form.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { call, useEndpoint } from '@talent/api/client';
import type { Profile, PublicJob } from '@talent/api/contract';
import { ACCEPTED_FILE_TYPES, MAX_COVER_NOTE } from '@talent/api/rules';
import { Alert, Button, Card, DropZone, Select, Stack } from '@talent/ui';
import { SubmitForm } from '../common/SubmitForm';
import { useSubmit } from '../common/useSubmit';
import { loadParserOptions } from '../upload/parserOptions';
import { useUploadQueue, type UploadQueueDeps } from '../upload/useUploadQueue';
import { CoverNoteField } from './CoverNoteField';
import { JobFallback, NotAccepting, PublicJobView } from './PublicJobView';
import * as css from './seeker.css';

const loadParser: UploadQueueDeps['createParser'] = async () => {
  const { createParserClient } = await import('../upload/parserWorker');
  return createParserClient();
};
/** The apply page is a job seeker's page: no exclusion lists (they belong to the RAE exclusion pages). */
const loadSeekerOptions = () => loadParserOptions({ exclusionLists: false });

/** My collection as choices: the first page of the largest size is plenty for one's own profiles. */
const MY_PROFILES = { query: { limit: 75, offset: 0 }, body: { search_type: 'OR' as const } };

/** The job id of `?job=`, or null when it is missing or not an id. */
export function jobIdOf(params: URLSearchParams): number | null {
  const raw = params.get('job')?.trim() ?? '';
  return /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
}

const backToSearch = (t: (key: string) => string) => <Link to="/search_job">{t('Back to Search Job')}</Link>;

export function ApplyJobScreen({
  createParser = loadParser,
}: {
  createParser?: UploadQueueDeps['createParser'];
}) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = jobIdOf(params);
  const job = useEndpoint('publicJob', id === null ? null : { params: { id } });
  // Set once this page sent the application: the confirmation stays when the job is read again.
  const [sent, setSent] = useState(false);
  if (id === null)
    return (
      <Stack gap="small">
        <h1>{t('Apply Job')}</h1>
        <Alert>{t('No job was chosen. Open a job from the search to apply.')}</Alert>
        {backToSearch(t)}
      </Stack>
    );
  if (!job.data) return <JobFallback error={job.error} back={backToSearch(t)} />;
  return (
    <Stack gap="large">
      {backToSearch(t)}
      <PublicJobView job={job.data} />
      <Card title={t('Apply')} headingLevel={2}>
        {sent ? (
          <Alert tone="positive">
            {t('Your application to {{title}} has been sent.', { title: job.data.title })}{' '}
            <Link to="/my_applied_job">{t('See it in Applied Job')}</Link>
          </Alert>
        ) : job.data.application_id !== null || !job.data.accepting_applications ? (
          <NotAccepting job={job.data} />
        ) : (
          <ApplyForm
            job={job.data}
            createParser={createParser}
            onApplied={() => {
              setSent(true);
              void job.mutate();
            }}
          />
        )}
      </Card>
    </Stack>
  );
}

function ApplyForm({
  job,
  createParser,
  onApplied,
}: {
  job: PublicJob;
  createParser: UploadQueueDeps['createParser'];
  onApplied: () => void;
}) {
  const { t } = useTranslation();
  const submit = useSubmit();
  const profiles = useEndpoint('listResume', MY_PROFILES);
  const [profileId, setProfileId] = useState<string | null>(null);
  // The profile just uploaded is offered at once, before the refreshed list comes back.
  const [uploadedProfile, setUploadedProfile] = useState<Profile | null>(null);
  const [coverNote, setCoverNote] = useState('');
  const queue = useUploadQueue({
    createParser,
    loadOptions: loadSeekerOptions,
    onUploaded: (answer) => {
      setUploadedProfile(answer.profile);
      setProfileId(String(answer.profile.id));
      void profiles.mutate();
    },
  });

  const mine = profiles.data?.results ?? [];
  const listed =
    uploadedProfile && !mine.some((p) => p.id === uploadedProfile.id) ? [uploadedProfile, ...mine] : mine;
  const options = listed.map((p) => ({
    id: String(p.id),
    label: [p.full_name, p.job_title].filter(Boolean).join(' — ') || t('Profile {{id}}', { id: p.id }),
  }));
  const uploading = queue.inWork > 0;
  const tooLong = coverNote.length > MAX_COVER_NOTE;

  return (
    <SubmitForm
      label={t('Apply to {{title}}', { title: job.title })}
      state={submit}
      validationBehavior="aria"
      onSubmit={() =>
        submit.run(async () => {
          if (profileId === null) {
            submit.setError(t('Choose one of your profiles, or upload a new one.'));
            return;
          }
          const note = coverNote.trim();
          await call('applyJob', {
            body: { job_id: job.id, profile_id: Number(profileId), ...(note ? { cover_note: note } : {}) },
          });
          onApplied();
        })
      }
      actions={
        <div>
          <Button type="submit" isPending={submit.pending} isDisabled={uploading || tooLong}>
            {t('Confirm')}
          </Button>
        </div>
      }
    >
      {profiles.error ? (
        <Alert>
          {t('Your profiles could not be loaded.')}{' '}
          <Button size="sm" variant="ghost" onPress={() => void profiles.mutate()}>
            {t('Retry')}
          </Button>
        </Alert>
      ) : (
        <Select
          label={t('Profile to send')}
          name="profile_id"
          placeholder={profiles.data ? t('Choose a profile') : t('Loading')}
          options={options}
          selectedKey={profileId}
          onSelectionChange={(key) => setProfileId(key === null ? null : String(key))}
          isDisabled={!profiles.data}
          description={
            profiles.data && options.length === 0
              ? t('You have no profiles yet: upload one below.')
              : undefined
          }
        />
      )}
      <Stack gap="small">
        <h3 style={{ margin: 0 }}>{t('Or upload a new profile')}</h3>
        <DropZone
          accept={ACCEPTED_FILE_TYPES}
          freeSlots={uploading ? 0 : 1}
          maxPerDrop={1}
          isDisabled={uploading}
          onFiles={queue.add}
          hint={t('One docx, html, msg or pdf file. It is parsed here, stored as your profile and chosen.')}
          labels={{
            title: t('Drop a resume here or click Upload'),
            upload: t('Upload'),
            limitTitle: t('Upload Limit Exceeded'),
            limitMessage: t('Upload one file at a time'),
            dropLabel: t('Drop a resume to upload'),
          }}
        />
        {queue.entries.length ? (
          <ul className={css.list} aria-label={t('Uploads')} aria-live="polite">
            {queue.entries.map((entry) => (
              <li key={entry.id}>
                {entry.name}:{' '}
                {entry.status === 'parsing'
                  ? t('File Information Checking...')
                  : entry.status === 'uploading'
                    ? t('Uploading {{progress}}%', { progress: entry.progress ?? 0 })
                    : entry.status === 'uploaded'
                      ? t('File Uploaded')
                      : entry.status === 'rejected'
                        ? `${t('Invalid File')}: ${entry.message ?? ''}`
                        : t('Waiting')}
              </li>
            ))}
          </ul>
        ) : null}
      </Stack>
      <CoverNoteField value={coverNote} onChange={setCoverNote} />
    </SubmitForm>
  );
}

export default function ApplyJobPage() {
  return <ApplyJobScreen />;
}
