/**
 * /create-project and /update-upwork/:uid: the poster's project form. "Save draft" keeps the project a
 * draft, which may be incomplete (a title is enough); "Publish" opens it to freelancers, and the server
 * says which fields a published project still lacks. An open project saves its fields and stays open; a
 * project past open can no longer change (the page says so instead of the form).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { call, useEndpoint } from '@talent/api/client';
import type { Project } from '@talent/api/contract';
import { Button, Card, EmptyState, Radio, RadioGroup, Stack, TextField, showToast } from '@talent/ui';
import { PageFallback } from '../jobs/PageFallback';
import { LookupList } from '../jobs/LookupList';
import { RichText } from '../jobs/RichText';
import * as jobCss from '../jobs/jobs.css';
import { FormActions, SubmitForm } from '../common/SubmitForm';
import { useSubmit } from '../common/useSubmit';
import { PROJECT_STATUS_LABELS } from './labels';
import {
  emptyProjectForm,
  projectFormFrom,
  projectInputOf,
  todayUtc,
  type ProjectFormValues,
} from './projectForm';
import { projectPath } from './projectQuery';

export default function ProjectFormPage() {
  const { t } = useTranslation();
  const { uid } = useParams();
  const id = uid && /^\d+$/.test(uid) ? Number(uid) : null;
  const view = useEndpoint('projectView', id ? { params: { id } } : null, { revalidateOnFocus: false });
  if (uid === undefined) return <ProjectForm project={null} />;
  if (id === null)
    return <PageFallback title={t('Update Project')} error={new Error(t('No such project'))} />;
  if (!view.data) return <PageFallback title={t('Update Project')} error={view.error} />;
  const { project, is_owner, invited } = view.data;
  if (!is_owner || (project.status !== 'draft' && project.status !== 'open'))
    return (
      <Stack gap="large">
        <h1>{t('Update Project')}</h1>
        <EmptyState
          headingLevel={2}
          kind="locked"
          title={is_owner ? t('This project can no longer change') : t('This is not your project')}
          description={
            is_owner
              ? t('It is {{status}}: only drafts and open projects can be edited.', {
                  status: t(PROJECT_STATUS_LABELS[project.status]).toLowerCase(),
                })
              : t('Only the poster of a project edits it.')
          }
        />
      </Stack>
    );
  return <ProjectForm key={project.id} project={project} invited={invited} />;
}

function ProjectForm({ project, invited = [] }: { project: Project | null; invited?: number[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [values, setValues] = useState<ProjectFormValues>(
    project ? projectFormFrom(project, invited) : emptyProjectForm,
  );
  /** The editor keeps its own HTML after mount, so its first value is fixed here. */
  const [initialDescription] = useState(values.description);
  const [local, setLocal] = useState<Record<string, string>>({});
  const form = useSubmit();
  const isDraft = !project || project.status === 'draft';
  const title = project ? t('Update Project') : t('Create Project');
  const set =
    <K extends keyof ProjectFormValues>(field: K) =>
    (value: ProjectFormValues[K]) => {
      setValues((now) => ({ ...now, [field]: value }));
      setLocal((now) => {
        if (!(field in now)) return now;
        const { [field]: _dropped, ...rest } = now;
        void _dropped;
        return rest;
      });
    };
  /** The field's own check, else the server's message for it. */
  const errorOf = (field: string): string | undefined =>
    local[field] ? t(local[field]) : form.fieldErrors[field]?.[0];

  async function save(status: 'draft' | 'open') {
    const built = projectInputOf(values, status);
    if (built.errors) {
      setLocal(built.errors);
      form.setError(t('Check the marked fields.'));
      return;
    }
    setLocal({});
    await form.run(async () => {
      const saved = project
        ? await call('updateProject', { params: { id: project.id }, body: built.body })
        : await call('createProject', { body: built.body });
      showToast({
        title: status === 'open' && isDraft ? t('Project published') : t('Project saved'),
        tone: 'positive',
      });
      void navigate(projectPath(saved.id));
    });
  }

  const field = (name: keyof ProjectFormValues, label: string, extra: object = {}) => (
    <TextField
      name={name}
      label={label}
      value={String(values[name])}
      onChange={set(name) as (value: string) => void}
      isInvalid={Boolean(errorOf(name))}
      errorMessage={errorOf(name)}
      {...extra}
    />
  );

  return (
    <Stack gap="large">
      <h1>{title}</h1>
      <Card>
        <SubmitForm
          label={title}
          state={form}
          validationBehavior="aria"
          onSubmit={() => save(isDraft ? 'draft' : 'open')}
          actions={
            <FormActions cancelTo="/freework?tab=mine">
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
          <div className={jobCss.formGrid}>
            <div className={jobCss.wide}>
              {field('title', t('Project title'), { isRequired: true, maxLength: 200 })}
            </div>
            <RadioGroup
              label={t('Budget type')}
              orientation="horizontal"
              value={values.budget_type}
              onChange={(value) => set('budget_type')(value === 'hourly' ? 'hourly' : 'fixed')}
            >
              <Radio value="fixed">{t('Fixed price')}</Radio>
              <Radio value="hourly">{t('Hourly')}</Radio>
            </RadioGroup>
            {field('budget', values.budget_type === 'hourly' ? t('Budget cap (TAT)') : t('Budget (TAT)'), {
              inputMode: 'numeric',
              description:
                values.budget_type === 'hourly'
                  ? t('The most you pay in all; no bid may exceed it.')
                  : undefined,
            })}
            {values.budget_type === 'hourly'
              ? field('hourly_rate', t('Hourly rate (TAT)'), { inputMode: 'numeric' })
              : null}
            {field('deadline', t('Deadline'), { type: 'date', min: todayUtc() })}
            <RadioGroup
              label={t('Visibility')}
              orientation="horizontal"
              value={values.visibility}
              onChange={(value) => set('visibility')(value === 'invited' ? 'invited' : 'public')}
            >
              <Radio value="public">{t('Public')}</Radio>
              <Radio value="invited">{t('Invited freelancers only')}</Radio>
            </RadioGroup>
            {values.visibility === 'invited'
              ? field('invited', t('Invited freelancers (user ids)'), {
                  description: t('Separate the ids with commas.'),
                })
              : null}
            <div className={jobCss.wide}>
              <LookupList
                label={t('Skills')}
                lookup="technicalSkill"
                values={values.skills}
                onChange={set('skills')}
                errorMessage={errorOf('skills')}
              />
            </div>
            <div className={jobCss.wide}>
              <RichText
                label={t('Description')}
                initialValue={initialDescription}
                onChange={set('description')}
                errorMessage={errorOf('description')}
              />
            </div>
          </div>
        </SubmitForm>
      </Card>
    </Stack>
  );
}
