/** /job_template/create and /job_template/edit/:uid: a template's name and job fields. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { call, useEndpoint } from '@talent/api/client';
import type { JobTemplate } from '@talent/api/contract';
import { Card, Stack, TextField, showToast } from '@talent/ui';
import { FormActions } from '../common/FormActions';
import { SubmitForm } from '../common/SubmitForm';
import { useSubmit } from '../common/useSubmit';
import { JobFields } from './JobFields';
import { PageFallback } from './PageFallback';
import { emptyJobForm, formFrom, templateInputOf, type JobFormValues } from './jobForm';

export default function TemplateFormPage() {
  const { t } = useTranslation();
  const { uid } = useParams();
  const id = uid ? Number(uid) : null;
  const template = useEndpoint('getJobTemplate', id ? { params: { id } } : null, {
    revalidateOnFocus: false,
  });
  const title = id ? t('Edit Job Template') : t('Create Job Template');
  if (id !== null && !template.data) return <PageFallback title={title} error={template.error} />;
  return <TemplateForm key={template.data?.id ?? 'new'} title={title} template={template.data ?? null} />;
}

function TemplateForm({ title, template }: { title: string; template: JobTemplate | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [name, setName] = useState(template?.name ?? '');
  const [values, setValues] = useState<JobFormValues>(template ? formFrom(template) : emptyJobForm);
  const form = useSubmit();
  async function save() {
    await form.run(async () => {
      const body = templateInputOf(values, name);
      if (template) await call('updateJobTemplate', { params: { id: template.id }, body });
      else await call('createJobTemplate', { body });
      showToast({ title: t('Template {{name}} saved', { name: name.trim() }), tone: 'positive' });
      void navigate('/job_template');
    });
  }
  return (
    <Stack gap="large">
      <h1>{title}</h1>
      <Card>
        <SubmitForm
          label={title}
          state={form}
          validationBehavior="aria"
          onSubmit={save}
          actions={<FormActions pending={form.pending} onCancel={() => void navigate('/job_template')} />}
        >
          <TextField name="name" label={t('Template name')} value={name} onChange={setName} isRequired />
          <JobFields
            values={values}
            onChange={setValues}
            errors={form.fieldErrors}
            version={0}
            withExpiry={false}
          />
        </SubmitForm>
      </Card>
    </Stack>
  );
}
