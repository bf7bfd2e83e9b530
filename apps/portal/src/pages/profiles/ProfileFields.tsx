import { useTranslation } from 'react-i18next';
import { AxiosError } from 'axios';
import { resumeFieldsSchema, type Profile } from '@talent/api/contract';
import { TextField } from '@talent/ui';
import { fieldLabel } from '../upload/uploadErrors';
import * as styles from './profiles.css';

/** The fields a person types by hand, in the editor and the "Create My Profile" form. */
export const EDIT_FIELDS = [
  'first_name',
  'last_name',
  'email',
  'secondary_email',
  'mobile',
  'secondary_mobile',
  'address',
  'city',
  'state',
  'Zipcode',
  'linkedInUrl',
  'job_title',
  'company',
  'experience_years',
  'technicalSkill',
  'industry',
  'work_status',
  'relocate',
  'security_clearance',
  'desired_salary',
  'availability',
] as const;
export type EditField = (typeof EDIT_FIELDS)[number];
export type ProfileValues = Record<EditField, string>;
export type FieldErrors = Record<string, string[]>;

/** Labels where the field name reads badly as words. */
const LABELS: Partial<Record<EditField, string>> = {
  Zipcode: 'ZIP Code',
  linkedInUrl: 'LinkedIn URL',
  technicalSkill: 'Technical Skills',
  experience_years: 'Experience (years)',
};

const LONG: ReadonlySet<EditField> = new Set(['technicalSkill', 'address']);

export const emptyValues = (): ProfileValues =>
  Object.fromEntries(EDIT_FIELDS.map((f) => [f, ''])) as ProfileValues;

export function valuesOf(profile: Profile): ProfileValues {
  const data = (profile.data ?? {}) as Record<string, unknown>;
  return Object.fromEntries(
    EDIT_FIELDS.map((f) => {
      const v = data[f] ?? (profile as unknown as Record<string, unknown>)[f];
      return [f, v === null || v === undefined ? '' : String(v)];
    }),
  ) as ProfileValues;
}

/** The request body: trimmed text, an empty field sent as null. */
export function bodyOf(values: ProfileValues): Record<EditField, string | null> {
  return Object.fromEntries(
    EDIT_FIELDS.map((f) => [f, values[f].trim() === '' ? null : values[f].trim()]),
  ) as Record<EditField, string | null>;
}

const editSchema = resumeFieldsSchema.pick(
  Object.fromEntries(EDIT_FIELDS.map((f) => [f, true])) as Record<EditField, true>,
);

/**
 * The contract's own rules for these fields (the server validates with the same zod schema), checked before
 * sending so a mistake shows on its field at once. Empty when the values pass.
 */
export function checkValues(values: ProfileValues): FieldErrors {
  const parsed = editSchema.safeParse(bodyOf(values));
  if (parsed.success) return {};
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '');
    (errors[field] ??= []).push(issue.message);
  }
  return errors;
}

/** The `errors` map of a 400 answer, if any. */
export function serverFieldErrors(err: unknown): FieldErrors | undefined {
  if (!(err instanceof AxiosError)) return undefined;
  const errors = (err.response?.data as { errors?: FieldErrors } | undefined)?.errors;
  return errors && Object.keys(errors).length ? errors : undefined;
}

/** The editable fields as a grid of text fields; errors come through the surrounding ui Form. */
export function ProfileFields({
  values,
  onChange,
}: {
  values: ProfileValues;
  onChange: (field: EditField, value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.formGrid}>
      {EDIT_FIELDS.map((f) => (
        <TextField
          key={f}
          name={f}
          label={t(LABELS[f] ?? fieldLabel(f))}
          value={values[f]}
          onChange={(v) => onChange(f, v)}
          inputMode={f === 'experience_years' ? 'decimal' : f === 'mobile' ? 'tel' : undefined}
          className={LONG.has(f) ? styles.formWide : undefined}
        />
      ))}
    </div>
  );
}
