/**
 * /jobs/create-job and /update-job/:uid: the job form. "Save draft" keeps the job a draft (it may be
 * incomplete); "Publish" first asks `get_job_count` and shows its message instead of publishing when the
 * plan allows no more open jobs. A job already published saves its fields and keeps its status.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { call, useEndpoint } from '@talent/api/client';
import type { Job } from '@talent/api/contract';
import { Button, Card, Inline, Stack, showToast } from '@talent/ui';
import { useSession } from '../../app/session';
import { FormActions, SubmitForm } from '../common/SubmitForm';
import { useSubmit } from '../common/useSubmit';
import { JobFields } from './JobFields';
import { PageFallback } from './PageFallback';
import { emptyJobForm, formFrom, jobInputOf, type JobFormValues } from './jobForm';
import { SaveTemplateDialog, UseTemplateDialog } from './TemplateDialogs';

export default function JobFormPage() {
  const { t } = useTranslation();
  const { uid } = useParams();
  const id = uid ? Number(uid) : null;
  const job = useEndpoint('jobById', id ? { params: { id } } : null, { revalidateOnFocus: false });
  if (id === null) return <JobForm job={null} />;
  if (!job.data) return <PageFallback title={t('Update Job')} error={job.error} />;
  return <JobForm key={job.data.id} job={job.data} />;
}

function JobForm({ job }: { job: Job | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useSession();
  const [values, setValues] = useState<JobFormValues>(job ? formFrom(job) : emptyJobForm);
  const [version, setVersion] = useState(0);
  const [dialog, setDialog] = useState<'use' | 'save' | null>(null);
  const form = useSubmit();
  const isDraft = !job || job.status === 'draft';
  const title = job ? t('Update Job') : t('Create Job');

  async function save(status: 'draft' | 'open') {
    await form.run(async () => {
      if (status === 'open') {
        const count = await call('jobCount');
        if (!count.allowed) return form.setError(count.message);
      }
      const body = jobInputOf(values, status);
      let saved: Job;
      if (!job) saved = await call('createJob', { body });
      else if (isDraft) saved = await call('updateJob', { params: { id: job.id }, body });
      else {
        // A published job keeps its status: only `job_status` moves it.
        const { status: _kept, ...fields } = body;
        void _kept;
        saved = await call('patchJob', { params: { id: job.id }, body: fields });
      }
      showToast({
        title: status === 'open' && isDraft ? t('Job published') : t('Job saved'),
        tone: 'positive',
      });
      void navigate(`/view-job/${saved.id}`);
    });
  }

  return (
    <Stack gap="large">
      <Inline justify="between" wrap>
        <h1>{title}</h1>
        <Inline gap="small" wrap>
          <Button variant="outline" tone="neutral" onPress={() => setDialog('use')}>
            {t('Use template')}
          </Button>
          <Button variant="outline" tone="neutral" onPress={() => setDialog('save')}>
            {t('Save as template')}
          </Button>
        </Inline>
      </Inline>
      <Card>
        <SubmitForm
          label={title}
          state={form}
          validationBehavior="aria"
          onSubmit={() => save(isDraft ? 'draft' : 'open')}
          actions={
            <FormActions cancelTo="/jobs">
              {isDraft ? (
                <>
                  <Button type="submit" variant="soft" isPending={form.pending}>
                    {t('Save draft')}
                  </Button>
                  <Button isPending={form.pending} onPress={() => void save('open')}>
                    {t('Publish')}
                  </Button>
                </>
              ) : (
                <Button type="submit" isPending={form.pending}>
                  {t('Save')}
                </Button>
              )}
            </FormActions>
          }
        >
          <JobFields
            values={values}
            onChange={setValues}
            errors={form.fieldErrors}
            version={version}
            clientOwner={job?.owner_id ?? (user ? Number(user.id) : null)}
          />
        </SubmitForm>
      </Card>
      {dialog === 'use' ? (
        <UseTemplateDialog
          onClose={() => setDialog(null)}
          onUse={(template) => {
            setValues(
              formFrom(template, {
                expires_on: values.expires_on,
                client_id: values.client_id,
                ...(values.client_id !== null ? { company_name: values.company_name } : {}),
              }),
            );
            setVersion((v) => v + 1);
            showToast({ title: t('Filled from {{name}}', { name: template.name }), tone: 'positive' });
          }}
        />
      ) : null}
      {dialog === 'save' ? <SaveTemplateDialog values={values} onClose={() => setDialog(null)} /> : null}
    </Stack>
  );
}
