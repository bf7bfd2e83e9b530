/** Jobs and job templates, the recruiter's side (spec 001 section 7 "Jobs"; rules in @talent/api/rules). */
import { z } from 'zod';
import {
  APPLICATION_STATUS_CODES,
  EMPLOYMENT_TYPES,
  JOB_STATUSES,
  MAX_JOB_DESCRIPTION,
  WORK_LOCATIONS,
} from '../rules';
import { endpoint, id, idParam, listOf, messageBody, pageQuery } from './core';

/** Recruiter-type roles and admin. */
const hirer = { action: 'read', subject: 'RA' } as const;

const text = (max: number, label = 'This field') =>
  z
    .string()
    .trim()
    .max(max, { message: `${label} has at most ${max} characters.` });
const optionalText = (max: number, label?: string) => text(max, label).nullable().optional();
/** A list from the lookup lists (skills, work authorisations): at most 50 entries of 100 characters. */
const lookupList = z
  .array(text(100).min(1))
  .max(50, { message: 'At most 50 entries.' })
  .optional()
  .default([]);

export const jobStatusSchema = z.enum(JOB_STATUSES);
/** Spec 000 section 4 status codes 1-9 (labels in APPLICATION_STATUS). */
export const applicationStatusSchema = z.literal([...APPLICATION_STATUS_CODES], {
  message: 'Choose a status from 1 to 9.',
});

/**
 * What a recruiter writes. A draft may be saved incomplete (only a title); publishing (status open) needs
 * the fields marked "to publish" — the server says which are missing.
 */
export const jobInputSchema = z.object({
  title: text(200, 'The title')
    .min(1, { message: 'The title is required.' })
    .refine((v) => v.length >= 3, { message: 'The title has at least 3 characters.' }),
  company_name: optionalText(200, 'The company'),
  /** One of the owner's clients (`api/manage-company/`): candidates then see the client's display name as
   * the company, and `company_name` follows it (docs/decisions.md "Clients"). null unsets it. */
  client_id: id().nullable().optional(),
  /** Rich text (HTML); the server keeps only safe markup (p, lists, strong, em, links, headings). */
  description: z
    .string()
    .max(MAX_JOB_DESCRIPTION * 2, { message: `The description is too long.` })
    .nullable()
    .optional(),
  city: optionalText(100, 'The city'),
  state: optionalText(60, 'The state'),
  zipcode: z
    .string()
    .trim()
    .regex(/^(\d{5})?$/, { message: 'A ZIP code has 5 digits.' })
    .nullable()
    .optional(),
  work_location: z
    .enum(WORK_LOCATIONS, { message: 'Choose on-site, remote or hybrid.' })
    .nullable()
    .optional(),
  employment_type: z.enum(EMPLOYMENT_TYPES, { message: 'Choose an employment type.' }).nullable().optional(),
  salary_min: z.number().int().min(0).max(10_000_000).nullable().optional(),
  salary_max: z.number().int().min(0).max(10_000_000).nullable().optional(),
  skills: lookupList,
  experience_years: z.number().int().min(0).max(60).nullable().optional(),
  work_authorization: lookupList,
  openings: z.number().int().min(1, { message: 'At least one opening.' }).max(1000).optional().default(1),
  /** A calendar date (YYYY-MM-DD); the job stops being public after that day (UTC). */
  expires_on: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'Enter a date as YYYY-MM-DD.' })
    .nullable()
    .optional(),
  /** Create or save as draft, or publish (open) at once. */
  status: z.enum(['draft', 'open']).optional().default('draft'),
});
export type JobInput = z.input<typeof jobInputSchema>;

/** Application counts of a job, by status code ("1".."9"). */
export const statusCountsSchema = z.record(z.string(), z.number().int());

export const jobSchema = z.object({
  id: z.number().int(),
  owner_id: z.number().int(),
  title: z.string(),
  company_name: z.string().nullable(),
  client_id: z.number().int().nullable(),
  description: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zipcode: z.string().nullable(),
  work_location: z.enum(WORK_LOCATIONS).nullable(),
  employment_type: z.enum(EMPLOYMENT_TYPES).nullable(),
  salary_min: z.number().nullable(),
  salary_max: z.number().nullable(),
  skills: z.array(z.string()),
  experience_years: z.number().nullable(),
  work_authorization: z.array(z.string()),
  openings: z.number().int(),
  expires_on: z.string().nullable(),
  status: jobStatusSchema,
  created_at: z.string(),
  updated_at: z.string(),
  published_at: z.string().nullable(),
  /** Applications per status code; total in `applications`. */
  applicant_counts: statusCountsSchema,
  applications: z.number().int(),
});
export type Job = z.infer<typeof jobSchema>;

export const jobListQuery = pageQuery.extend({
  /** Comma-separated keys (skills, city, title words): a job matches when it has every key. */
  key: z.string().max(500).optional(),
  status: jobStatusSchema.optional(),
  work_location: z.enum(WORK_LOCATIONS).optional(),
  employment_type: z.enum(EMPLOYMENT_TYPES).optional(),
});

export const jobTemplateInputSchema = jobInputSchema
  .omit({ status: true, expires_on: true, client_id: true })
  .extend({ name: text(120, 'The name').min(1, { message: 'The template name is required.' }) });
export type JobTemplateInput = z.input<typeof jobTemplateInputSchema>;

export const jobTemplateSchema = jobSchema
  .omit({
    status: true,
    expires_on: true,
    client_id: true,
    published_at: true,
    applicant_counts: true,
    applications: true,
  })
  .extend({ name: z.string() });
export type JobTemplate = z.infer<typeof jobTemplateSchema>;

export const jobEndpoints = {
  jobList: endpoint({
    method: 'GET',
    path: '/api/job',
    summary: 'My jobs (admin: every job), newest first, with applicant counts per status.',
    query: jobListQuery,
    response: listOf(jobSchema),
    access: hirer,
  }),
  jobSearch: endpoint({
    method: 'GET',
    path: '/api/get_job',
    summary: 'The dashboard job search: `?search=&key=a,b` over my jobs (same answer as api/job).',
    query: jobListQuery,
    response: listOf(jobSchema),
    access: hirer,
  }),
  createJob: endpoint({
    invalidates: ['jobs', 'applications', 'jobSeekers', 'dashboard'],
    method: 'POST',
    path: '/api/create-job/',
    summary: 'Create a job, as a draft or published at once (publishing checks the plan limit).',
    body: jobInputSchema,
    status: 201,
    response: jobSchema,
    errors: { 400: 'Invalid or missing fields', 409: 'The plan allows no more open jobs' },
    access: hirer,
  }),
  patchJob: endpoint({
    invalidates: ['jobs', 'applications', 'jobSeekers', 'dashboard'],
    method: 'PATCH',
    path: '/api/create-job/:id/',
    summary: 'Change some fields of my job.',
    params: idParam,
    body: jobInputSchema.partial(),
    response: jobSchema,
    errors: { 404: 'No such job of mine' },
    access: hirer,
  }),
  deleteJob: endpoint({
    invalidates: ['jobs', 'applications', 'jobSeekers', 'dashboard'],
    method: 'DELETE',
    path: '/api/create-job/:id/',
    summary: 'Delete my job with its applications.',
    params: idParam,
    response: messageBody,
    errors: { 404: 'No such job of mine' },
    access: hirer,
  }),
  getJob: endpoint({
    method: 'GET',
    path: '/api/get-job/:id',
    summary: 'One of my jobs.',
    params: idParam,
    response: jobSchema,
    errors: { 404: 'No such job of mine' },
    access: hirer,
  }),
  jobById: endpoint({
    method: 'GET',
    path: '/api/job/:id/',
    summary: 'One of my jobs (the edit form reads it here).',
    params: idParam,
    response: jobSchema,
    errors: { 404: 'No such job of mine' },
    access: hirer,
  }),
  updateJob: endpoint({
    invalidates: ['jobs', 'applications', 'jobSeekers', 'dashboard'],
    method: 'PUT',
    path: '/api/job/:id/',
    summary: 'Replace the fields of my job (the edit form saves here).',
    params: idParam,
    body: jobInputSchema,
    response: jobSchema,
    errors: { 404: 'No such job of mine', 409: 'The plan allows no more open jobs' },
    access: hirer,
  }),
  jobCount: endpoint({
    method: 'GET',
    path: '/api/get_job_count',
    summary: 'Whether I may open another job under my plan, with a message naming the limit.',
    response: z.object({
      allowed: z.boolean(),
      open_jobs: z.number().int(),
      limit: z.number().int().nullable(),
      message: z.string(),
    }),
    access: hirer,
  }),
  jobSearchFilter: endpoint({
    method: 'GET',
    path: '/api/job_search_filter',
    summary: 'The values the job filters offer, from my jobs (cities, states, skills) and the fixed lists.',
    response: z.object({
      statuses: z.array(jobStatusSchema),
      work_locations: z.array(z.enum(WORK_LOCATIONS)),
      employment_types: z.array(z.enum(EMPLOYMENT_TYPES)),
      cities: z.array(z.string()),
      states: z.array(z.string()),
      skills: z.array(z.string()),
    }),
    access: hirer,
  }),
  jobStatus: endpoint({
    invalidates: ['jobs', 'applications', 'jobSeekers', 'dashboard'],
    method: 'POST',
    path: '/api/job_status/:id',
    summary: 'Move my job to another status (draft, open, paused, closed, filled).',
    params: idParam,
    body: z.object({ status: jobStatusSchema }),
    response: jobSchema,
    errors: { 404: 'No such job of mine', 409: 'Not a legal move, or the plan allows no more open jobs' },
    access: hirer,
  }),
  jobCard: endpoint({
    method: 'GET',
    path: '/api/job_card',
    summary: 'My jobs counted by status, and applications in all.',
    response: z.object({
      by_status: z.record(z.string(), z.number().int()),
      applications: z.number().int(),
    }),
    access: hirer,
  }),
  jobTemplateList: endpoint({
    method: 'GET',
    path: '/api/job_template',
    summary: 'My job templates.',
    query: pageQuery,
    response: listOf(jobTemplateSchema),
    access: hirer,
  }),
  createJobTemplate: endpoint({
    invalidates: ['jobs'],
    method: 'POST',
    path: '/api/job_template',
    summary: 'Save a job template (also "Save as template" from the job form).',
    body: jobTemplateInputSchema,
    status: 201,
    response: jobTemplateSchema,
    access: hirer,
  }),
  getJobTemplate: endpoint({
    method: 'GET',
    path: '/api/job_template/:id',
    summary: 'One of my templates ("Use template" pre-fills the job form from it).',
    params: idParam,
    response: jobTemplateSchema,
    errors: { 404: 'No such template of mine' },
    access: hirer,
  }),
  updateJobTemplate: endpoint({
    invalidates: ['jobs'],
    method: 'PUT',
    path: '/api/job_template/:id',
    summary: 'Replace my template.',
    params: idParam,
    body: jobTemplateInputSchema,
    response: jobTemplateSchema,
    errors: { 404: 'No such template of mine' },
    access: hirer,
  }),
  deleteJobTemplate: endpoint({
    invalidates: ['jobs'],
    method: 'DELETE',
    path: '/api/job_template/:id',
    summary: 'Delete my template.',
    params: idParam,
    response: messageBody,
    errors: { 404: 'No such template of mine' },
    access: hirer,
  }),
} as const;
