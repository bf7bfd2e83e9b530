/** The job form's values (what the inputs hold) and their conversion to and from the contract's shapes. */
import type { Job, JobInput, JobTemplate, JobTemplateInput } from '@talent/api/contract';
import type { EmploymentType, WorkLocation } from '@talent/api/rules';

export interface JobFormValues {
  title: string;
  company_name: string;
  /** One of the owner's clients (jobs only; templates have none). */
  client_id: number | null;
  description: string;
  city: string;
  state: string;
  zipcode: string;
  work_location: WorkLocation | null;
  employment_type: EmploymentType | null;
  salary_min: string;
  salary_max: string;
  skills: string[];
  experience_years: string;
  work_authorization: string[];
  openings: string;
  expires_on: string;
}

export const emptyJobForm: JobFormValues = {
  title: '',
  company_name: '',
  client_id: null,
  description: '',
  city: '',
  state: '',
  zipcode: '',
  work_location: null,
  employment_type: null,
  salary_min: '',
  salary_max: '',
  skills: [],
  experience_years: '',
  work_authorization: [],
  openings: '1',
  expires_on: '',
};

const text = (value: string | null | undefined) => value ?? '';
const number = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/** The form filled from a job or a template ("Use template" keeps the expiry already typed). */
export function formFrom(source: Job | JobTemplate, keep: Partial<JobFormValues> = {}): JobFormValues {
  return {
    title: source.title,
    company_name: text(source.company_name),
    client_id: 'client_id' in source ? source.client_id : null,
    description: text(source.description),
    city: text(source.city),
    state: text(source.state),
    zipcode: text(source.zipcode),
    work_location: source.work_location,
    employment_type: source.employment_type,
    salary_min: number(source.salary_min),
    salary_max: number(source.salary_max),
    skills: source.skills,
    experience_years: number(source.experience_years),
    work_authorization: source.work_authorization,
    openings: String(source.openings),
    expires_on: 'expires_on' in source ? text(source.expires_on) : '',
    ...keep,
  };
}

/** An empty input is "not given" (null); anything else goes as typed, and the server says what is wrong. */
const optional = (value: string) => (value.trim() === '' ? null : value.trim());
const optionalNumber = (value: string) => (value.trim() === '' ? null : Number(value));

function fieldsOf(v: JobFormValues) {
  return {
    title: v.title.trim(),
    company_name: optional(v.company_name),
    description: optional(v.description),
    city: optional(v.city),
    state: optional(v.state),
    zipcode: optional(v.zipcode),
    work_location: v.work_location,
    employment_type: v.employment_type,
    salary_min: optionalNumber(v.salary_min),
    salary_max: optionalNumber(v.salary_max),
    skills: v.skills,
    experience_years: optionalNumber(v.experience_years),
    work_authorization: v.work_authorization,
    openings: optionalNumber(v.openings) ?? 1,
  };
}

export function jobInputOf(v: JobFormValues, status: 'draft' | 'open'): JobInput {
  return { ...fieldsOf(v), client_id: v.client_id, expires_on: optional(v.expires_on), status };
}

export function templateInputOf(v: JobFormValues, name: string): JobTemplateInput {
  return { ...fieldsOf(v), name: name.trim() };
}
