/**
 * /public-job/:uid: the shareable page of a published job, readable without signing in. A visitor applies
 * as a guest (name, e-mail, resume file parsed in the browser, optional cover note); a signed-in job seeker
 * is sent to /search_job/apply_job instead.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { errorStatus, fieldErrorsOf, firstErrorMessage, useEndpoint } from '@talent/api/client';
import type { PublicJob } from '@talent/api/contract';
import { ACCEPTED_FILE_TYPES, MAX_UPLOAD_BYTES } from '@talent/api/rules';
import type { ParserWorkerClient } from '@talent/parser/client';
import { FileTrigger } from 'react-aria-components';
import { Alert, Button, Card, Form, LinkButton, Stack, TextField } from '@talent/ui';
import { useSession } from '../../app/session';
import { useFormats } from '../common/useFormats';
import { applyPath } from './jobQuery';
import {
  buildGuestForm,
  guestErrors,
  ParseRefused,
  sendGuestApplication,
  type GuestValues,
} from './guestApply';
import { CoverNoteField } from './CoverNoteField';
import { JobFallback, NotAccepting, PublicJobView } from './PublicJobView';
import * as css from './seeker.css';

export type CreateParser = () => Promise<ParserWorkerClient>;

const loadParser: CreateParser = async () => {
  const { createParserClient } = await import('../upload/parserWorker');
  return createParserClient();
};

export function PublicJobScreen({ createParser = loadParser }: { createParser?: CreateParser }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const raw = useParams().uid ?? '';
  const id = /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
  const job = useEndpoint('publicJob', id === null ? null : { params: { id } });
  let content;
  if (id === null)
    content = (
      <Stack gap="small">
        <h1>{t('Job not found')}</h1>
        <Alert>{t('This job does not exist or is no longer published.')}</Alert>
      </Stack>
    );
  else if (!job.data) content = <JobFallback error={job.error} />;
  else
    content = (
      <Stack gap="large">
        <PublicJobView job={job.data} />
        <Card title={t('Apply')} headingLevel={2}>
          <ApplyChoice job={job.data} role={user?.role} createParser={createParser} />
        </Card>
      </Stack>
    );
  return (
    <div className={css.publicPage}>
      <Stack gap="large">
        <nav aria-label={t('Site')}>
          {user ? <Link to="/">{t('Back to the portal')}</Link> : <Link to="/login">{t('Sign in')}</Link>}
        </nav>
        {content}
      </Stack>
    </div>
  );
}

function ApplyChoice({
  job,
  role,
  createParser,
}: {
  job: PublicJob;
  role: string | undefined;
  createParser: CreateParser;
}) {
  const { t } = useTranslation();
  if (job.application_id !== null || !job.accepting_applications) return <NotAccepting job={job} />;
  if (role === 'jobseeker')
    return (
      <Stack gap="small">
        <p className={css.muted}>{t('You are signed in: apply with one of your profiles.')}</p>
        <div>
          <LinkButton href={applyPath(job.id)}>{t('Apply with my profile')}</LinkButton>
        </div>
      </Stack>
    );
  if (role) return <p className={css.muted}>{t('Only job seekers apply to jobs.')}</p>;
  return <GuestApplyForm job={job} createParser={createParser} />;
}

type Phase = 'idle' | 'parsing' | 'sending';

function GuestApplyForm({ job, createParser }: { job: PublicJob; createParser: CreateParser }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const [values, setValues] = useState<GuestValues>({ name: '', email: '', coverNote: '', file: null });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [serverErrors, setServerErrors] = useState<Record<string, string[]>>({});
  const [alert, setAlert] = useState<{ message: string; signIn: boolean } | null>(null);
  const [phase, setPhase] = useState<Phase>('idle');
  const [progress, setProgress] = useState(0);
  const [done, setDone] = useState<string | null>(null);

  if (done) return <Alert tone="positive">{done}</Alert>;

  const set = (patch: Partial<GuestValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    setErrors({});
    setServerErrors({});
  };

  async function submit() {
    setAlert(null);
    const found = guestErrors(values, t);
    setErrors(found);
    if (Object.keys(found).length > 0 || !values.file) return;
    const file = values.file;
    let client: ParserWorkerClient | null = null;
    try {
      setPhase('parsing');
      client = await createParser();
      const form = await buildGuestForm(client, job.id, { ...values, file }, t);
      setPhase('sending');
      setProgress(0);
      const answer = await sendGuestApplication(form, setProgress);
      setDone(answer.message);
    } catch (error) {
      if (error instanceof ParseRefused) {
        setErrors({ file: error.message });
      } else {
        const status = errorStatus(error);
        setServerErrors(fieldErrorsOf(error));
        setAlert({
          message:
            status === 413
              ? t('The file is too large.')
              : firstErrorMessage(error, t('Something went wrong')),
          signIn: status === 409,
        });
      }
    } finally {
      setPhase('idle');
      client?.terminate();
    }
  }

  const busy = phase !== 'idle';
  const validation = { ...serverErrors, ...errors };
  const fileError = validation.file?.toString();
  return (
    <Form
      aria-label={t('Apply as a guest')}
      validationBehavior="aria"
      validationErrors={validation}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="medium">
        <p className={css.muted}>
          {t('No account needed: we create one for you and e-mail a link to set your password.')}
        </p>
        <TextField
          label={t('Your name')}
          name="guest_name"
          autoComplete="name"
          isRequired
          value={values.name}
          onChange={(name) => set({ name })}
        />
        <TextField
          label={t('Your e-mail')}
          name="guest_email"
          type="email"
          autoComplete="email"
          isRequired
          value={values.email}
          onChange={(email) => set({ email })}
        />
        <Stack gap="xsmall">
          <span id="guest-file-label" className={css.fieldLabel}>
            {t('Resume file')}
          </span>
          <div className={css.fileRow}>
            <FileTrigger
              acceptedFileTypes={[...ACCEPTED_FILE_TYPES]}
              onSelect={(list) => {
                const file = list?.[0];
                if (file) set({ file });
              }}
            >
              <Button
                variant="outline"
                aria-describedby="guest-file-label guest-file-help guest-file-error"
                isDisabled={busy}
              >
                {values.file ? t('Choose another file') : t('Choose file')}
              </Button>
            </FileTrigger>
            <span aria-live="polite">{values.file ? values.file.name : t('No file chosen')}</span>
          </div>
          <span id="guest-file-help" className={css.muted}>
            {t('{{types}}; at most {{size}} MB.', {
              types: ACCEPTED_FILE_TYPES.join(', '),
              size: formats.number(MAX_UPLOAD_BYTES / 1024 / 1024),
            })}
          </span>
          {fileError ? <Alert id="guest-file-error">{fileError}</Alert> : null}
        </Stack>
        <CoverNoteField value={values.coverNote} onChange={(coverNote) => set({ coverNote })} />
        {phase === 'parsing' ? (
          <p role="status">{t('Reading your resume…')}</p>
        ) : phase === 'sending' ? (
          <label className={css.fileRow}>
            {t('Sending your application')}
            <progress max={100} value={progress}>
              {progress}%
            </progress>
          </label>
        ) : null}
        {alert ? (
          <Alert>
            {alert.message}
            {alert.signIn ? (
              <>
                {' '}
                <Link to="/login">{t('Sign in')}</Link>
              </>
            ) : null}
          </Alert>
        ) : null}
        <div>
          <Button type="submit" isPending={busy}>
            {t('Send application')}
          </Button>
        </div>
      </Stack>
    </Form>
  );
}

export default function PublicJobPage() {
  return <PublicJobScreen />;
}
