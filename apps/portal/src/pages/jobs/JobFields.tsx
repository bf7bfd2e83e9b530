import { useTranslation } from 'react-i18next';
import { EMPLOYMENT_TYPES, WORK_LOCATIONS } from '@talent/api/rules';
import { Select, TextField } from '@talent/ui';
import type { JobFormValues } from './jobForm';
import { EMPLOYMENT_TYPE_LABELS, WORK_LOCATION_LABELS } from './labels';
import { LocationFields } from './LocationFields';
import { ClientPicker } from './ClientPicker';
import { LookupList } from './LookupList';
import { RichText } from './RichText';
import * as css from './jobs.css';

export interface JobFieldsProps {
  values: JobFormValues;
  onChange: (values: JobFormValues) => void;
  /** The server's per-field messages (fields with a `name` show theirs through the form). */
  errors: Record<string, string[]>;
  /** Changes when the form is refilled (a template, a loaded job), to remount the description editor. */
  version: number;
  /** Templates have no expiry. */
  withExpiry?: boolean;
  /** Jobs have a client picker (templates have no client): the owner whose clients it offers. */
  clientOwner?: number | null;
}

/** The fields of a job, shared by the job form and the template form. */
export function JobFields({
  values,
  onChange,
  errors,
  version,
  withExpiry = true,
  clientOwner,
}: JobFieldsProps) {
  const { t } = useTranslation();
  const set =
    <K extends keyof JobFormValues>(field: K) =>
    (value: JobFormValues[K]) =>
      onChange({ ...values, [field]: value });
  const text = (field: keyof JobFormValues, label: string, extra: object = {}) => (
    <TextField
      name={field}
      label={label}
      value={String(values[field] ?? '')}
      onChange={set(field) as (value: string) => void}
      {...extra}
    />
  );
  const number = { inputMode: 'numeric' as const };
  return (
    <div className={css.formGrid}>
      <div className={css.wide}>{text('title', t('Job Title'), { isRequired: true })}</div>
      {clientOwner !== undefined ? (
        <ClientPicker
          ownerId={clientOwner}
          value={values.client_id}
          currentName={values.company_name || null}
          onChange={(client) =>
            onChange({
              ...values,
              client_id: client?.id ?? null,
              company_name: client ? client.shown_name : values.company_name,
            })
          }
          errorMessage={errors.client_id?.[0]}
        />
      ) : null}
      {text('company_name', t('Company'), {
        isReadOnly: values.client_id !== null,
        description:
          values.client_id !== null
            ? t("The client's display name: change it on Client Management.")
            : undefined,
      })}
      <Select
        name="work_location"
        label={t('Work location')}
        placeholder={t('Choose')}
        options={WORK_LOCATIONS.map((v) => ({ id: v, label: t(WORK_LOCATION_LABELS[v]) }))}
        selectedKey={values.work_location}
        onSelectionChange={(id) => set('work_location')(id as JobFormValues['work_location'])}
      />
      <Select
        name="employment_type"
        label={t('Employment type')}
        placeholder={t('Choose')}
        options={EMPLOYMENT_TYPES.map((v) => ({ id: v, label: t(EMPLOYMENT_TYPE_LABELS[v]) }))}
        selectedKey={values.employment_type}
        onSelectionChange={(id) => set('employment_type')(id as JobFormValues['employment_type'])}
      />
      <LocationFields values={values} onChange={(location) => onChange({ ...values, ...location })} />
      {text('salary_min', t('Minimum salary'), number)}
      {text('salary_max', t('Maximum salary'), number)}
      {text('experience_years', t('Experience (years)'), number)}
      {text('openings', t('Openings'), number)}
      {withExpiry ? text('expires_on', t('Expires On'), { type: 'date' }) : null}
      <div className={css.wide}>
        <LookupList
          label={t('Skills')}
          lookup="technicalSkill"
          values={values.skills}
          onChange={set('skills')}
          errorMessage={errors.skills?.[0]}
        />
      </div>
      <div className={css.wide}>
        <LookupList
          label={t('Work authorization')}
          lookup="workAuthorizationView"
          values={values.work_authorization}
          onChange={set('work_authorization')}
          errorMessage={errors.work_authorization?.[0]}
        />
      </div>
      <div className={css.wide}>
        <RichText
          key={version}
          label={t('Description')}
          initialValue={values.description}
          onChange={set('description')}
          errorMessage={errors.description?.[0]}
        />
      </div>
    </div>
  );
}
