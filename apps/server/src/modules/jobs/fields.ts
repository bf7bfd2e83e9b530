/** A job's columns from what a recruiter writes, its API shape from a row, and what publishing needs. */
import type { z } from 'zod';
import type { Job, JobTemplate, jobInputSchema } from '@talent/api';
import {
  EMPLOYMENT_TYPES,
  MAX_JOB_DESCRIPTION,
  WORK_LOCATIONS,
  type EmploymentType,
  type JobStatus,
  type WorkLocation,
} from '@talent/api/rules';
import type { JobRow, JobTemplateRow } from '../../db/schema';
import type { FieldErrors } from '../../lib/errors';
import { fieldError } from '../../lib/errors';
import { sanitizeHtml, textOf } from '../../lib/sanitize';
import { utcDay } from '../plans/limits';

export type JobInput = z.infer<typeof jobInputSchema>;
/** The columns a job and a template share, as written. */
export type JobColumns = ReturnType<typeof columnsOf>;

const oneOf = <T extends string>(list: readonly T[], v: string | null): T | null =>
  v !== null && (list as readonly string[]).includes(v) ? (v as T) : null;

const jsonList = (text: string): string[] => {
  const v: unknown = JSON.parse(text);
  return Array.isArray(v) ? v.map(String) : [];
};

/** Columns from the input: the description sanitised (400 when still too long), lists as JSON. */
export function columnsOf(input: Omit<JobInput, 'status' | 'expires_on' | 'client_id'>) {
  const description = input.description ? sanitizeHtml(input.description) : null;
  if (description !== null && description.length > MAX_JOB_DESCRIPTION)
    throw fieldError(
      'description',
      `The description has at most ${MAX_JOB_DESCRIPTION} characters of formatted text.`,
    );
  return {
    title: input.title,
    company_name: input.company_name ?? null,
    description: description && textOf(description) ? description : null,
    city: input.city || null,
    state: input.state || null,
    zipcode: input.zipcode || null,
    work_location: input.work_location ?? null,
    employment_type: input.employment_type ?? null,
    salary_min: input.salary_min ?? null,
    salary_max: input.salary_max ?? null,
    skills: JSON.stringify(input.skills),
    experience_years: input.experience_years ?? null,
    work_authorization: JSON.stringify(input.work_authorization),
    openings: input.openings,
  };
}

function shared(row: JobRow | JobTemplateRow) {
  const num = (v: number | null) => (v === null ? null : Number(v));
  return {
    id: row.id,
    owner_id: row.owner_id,
    title: row.title,
    company_name: row.company_name,
    description: row.description,
    city: row.city,
    state: row.state,
    zipcode: row.zipcode,
    work_location: oneOf<WorkLocation>(WORK_LOCATIONS, row.work_location),
    employment_type: oneOf<EmploymentType>(EMPLOYMENT_TYPES, row.employment_type),
    salary_min: num(row.salary_min),
    salary_max: num(row.salary_max),
    skills: jsonList(row.skills),
    experience_years: num(row.experience_years),
    work_authorization: jsonList(row.work_authorization),
    openings: Number(row.openings),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** The input fields of a stored job (a PATCH merges its fields over these). */
export function inputOf(row: JobRow): JobInput {
  const { id: _id, owner_id: _o, created_at: _c, updated_at: _u, ...fields } = shared(row);
  return {
    ...fields,
    client_id: row.client_id,
    expires_on: row.expires_on,
    status: row.status === 'open' ? 'open' : 'draft',
  };
}

export function toJob(row: JobRow, counts: Record<string, number>): Job {
  return {
    ...shared(row),
    client_id: row.client_id,
    expires_on: row.expires_on,
    status: row.status as JobStatus,
    published_at: row.published_at,
    applicant_counts: counts,
    applications: Object.values(counts).reduce((a, b) => a + b, 0),
  };
}

export function toTemplate(row: JobTemplateRow): JobTemplate {
  return { ...shared(row), name: row.name };
}

/** A date YYYY-MM-DD that exists on the calendar. */
export function isDate(v: string): boolean {
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
}

/** Whether the job is still public on `today` (it is through its expiry day, UTC). */
export function unexpired(expiresOn: string | null, today = utcDay()): boolean {
  return expiresOn !== null && expiresOn >= today;
}

/** The fields publishing needs that a job lacks (docs/decisions.md "Publishing a job"); empty when it may
 * be published. */
export function publishErrors(job: JobColumns & { expires_on: string | null }): FieldErrors {
  const errors: FieldErrors = {};
  const need = (field: string, message: string) => (errors[field] = [message]);
  if (!job.title || job.title.length < 3) need('title', 'A title is required to publish.');
  if (!job.description) need('description', 'A description is required to publish.');
  if (!job.work_location) need('work_location', 'Choose on-site, remote or hybrid to publish.');
  if (!job.city && job.work_location !== 'remote')
    need('city', 'A city is required unless the job is remote.');
  if (!job.employment_type) need('employment_type', 'Choose an employment type to publish.');
  if (!job.expires_on) need('expires_on', 'An expiry date is required to publish.');
  else if (!isDate(job.expires_on)) need('expires_on', 'Enter a real date as YYYY-MM-DD.');
  else if (!unexpired(job.expires_on)) need('expires_on', 'The expiry date must be today or later.');
  return errors;
}
