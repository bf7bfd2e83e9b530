/** Applications to jobs, the recruiter's pipeline, matching profiles and the hiring dashboards (spec 000
 * section 4 "Candidate application status", spec 001 section 7 "Jobs" and "Dashboards"). */
import { z } from 'zod';
import { MAX_COVER_NOTE } from '../rules';
import { endpoint, id, idParam, idText, listOf, pageQuery } from './core';
import { applicationStatusSchema, jobStatusSchema } from './jobs';
import { profileSchema, profileViewSchema } from './resumeFields';

/** Recruiter-type roles and admin. */
const hirer = { action: 'read', subject: 'RA' } as const;
/** Job seekers. */
const seeker = { action: 'read', subject: 'J' } as const;

export const statusChangeSchema = z.object({
  id: z.number().int(),
  from_status: applicationStatusSchema.nullable(),
  to_status: applicationStatusSchema,
  note: z.string().nullable(),
  changed_by: z.number().int(),
  changed_by_name: z.string(),
  created_at: z.string(),
});
export type StatusChange = z.infer<typeof statusChangeSchema>;

export const applicationSchema = z.object({
  id: z.number().int(),
  job_id: z.number().int(),
  job_title: z.string(),
  profile_id: z.number().int(),
  applicant_id: z.number().int().nullable(),
  /** The candidate chose to apply: the job's owner sees the contact details without paying TAT. */
  full_name: z.string(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  job_title_of_candidate: z.string().nullable(),
  status: applicationStatusSchema,
  status_label: z.string(),
  /** The moves the rules allow from here (the UI offers only these). */
  next_statuses: z.array(applicationStatusSchema),
  cover_note: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Application = z.infer<typeof applicationSchema>;

export const applicationQuery = pageQuery.extend({
  job_id: idText().optional(),
  status: z.coerce.number().pipe(applicationStatusSchema).optional(),
});

export const matchSchema = z.object({
  profile: profileViewSchema,
  /** "own" (my collection) ranks before "market" (public marketplace profiles). */
  source: z.enum(['own', 'market']),
  score: z.number(),
  /** The job's skills and title terms the profile hit. */
  matched_skills: z.array(z.string()),
  matched_terms: z.array(z.string()),
  /** TAT to unlock it; null for my own profiles and those I can already see. */
  unlock_price: z.number().nullable(),
});
export type ProfileMatch = z.infer<typeof matchSchema>;

const weekByStatus = z.record(z.string(), z.number().int());
export const hiringDashboardSchema = z.object({
  open_jobs: z.number().int(),
  jobs_by_status: z.record(jobStatusSchema, z.number().int()),
  /** Applications received in the last 7 days, by their status now. */
  applications_this_week: weekByStatus,
  applications_total: z.number().int(),
  /** Median hours from an application to its first status change; null before any. */
  median_hours_to_first_response: z.number().nullable(),
});
export type HiringDashboard = z.infer<typeof hiringDashboardSchema>;

export const applicationEndpoints = {
  jobApplications: endpoint({
    method: 'GET',
    path: '/api/job_application',
    summary: 'Applications to my jobs, newest first; filter by job and status, search by name or title.',
    query: applicationQuery,
    response: listOf(applicationSchema),
    access: hirer,
  }),
  searchApplications: endpoint({
    method: 'POST',
    path: '/api/search_application/',
    summary: 'The same list, with the filters in the body.',
    body: applicationQuery,
    response: listOf(applicationSchema),
    access: hirer,
  }),
  jobAppliedListing: endpoint({
    method: 'GET',
    path: '/api/job_applied_listing/:id',
    summary: 'The applications received for one of my jobs (the bell opens these).',
    params: idParam,
    query: pageQuery,
    response: listOf(applicationSchema),
    errors: { 404: 'No such job of mine' },
    access: hirer,
  }),
  resumesForJob: endpoint({
    method: 'GET',
    path: '/api/jobs/get_resume_for_job/:id',
    summary:
      'Profiles ranked for my job: my collection first, then the public marketplace, with why each hit.',
    params: idParam,
    query: pageQuery.pick({ limit: true, offset: true }),
    response: listOf(matchSchema),
    errors: { 404: 'No such job of mine' },
    access: hirer,
  }),
  applicationHistory: endpoint({
    method: 'GET',
    path: '/api/jobs/chang_status/:id',
    summary: 'The status history of an application to my job, oldest first.',
    params: idParam,
    response: z.object({ application: applicationSchema, history: z.array(statusChangeSchema) }),
    errors: { 404: 'No such application to my jobs' },
    access: hirer,
  }),
  candidateDetails: endpoint({
    method: 'GET',
    path: '/api/jobs/get_candidate_details/:id',
    summary: "An applicant's full profile and contact details (no TAT: the candidate applied).",
    params: idParam,
    response: z.object({ application: applicationSchema, profile: profileSchema }),
    errors: { 404: 'No such application to my jobs' },
    access: hirer,
  }),
  changeApplicationStatus: endpoint({
    invalidates: ['applications', 'jobs', 'jobSeekers', 'dashboard'],
    method: 'PATCH',
    path: '/api/chang_status/:id',
    summary: 'Move an application to another status; illegal moves answer 409. Kept in the history.',
    params: idParam,
    body: z.object({
      status: applicationStatusSchema,
      note: z.string().trim().max(1000, { message: 'A note has at most 1000 characters.' }).optional(),
    }),
    response: applicationSchema,
    errors: { 404: 'No such application to my jobs', 409: 'The rules do not allow this move' },
    access: hirer,
  }),
  jobDashboard: endpoint({
    method: 'GET',
    path: '/api/job_dashboard',
    summary: 'Hiring figures of my account: open jobs, this week’s applications by status, response time.',
    response: hiringDashboardSchema,
    access: hirer,
  }),
  singleUserDashboard: endpoint({
    method: 'GET',
    path: '/api/single_user_dashboard',
    summary: 'The same figures for one user: myself, or (admin) the user given by `user_id`.',
    query: z.object({ user_id: idText().optional() }),
    response: hiringDashboardSchema,
    errors: { 404: 'No such user' },
    access: hirer,
  }),
  applyJob: endpoint({
    invalidates: ['applications', 'jobs', 'jobSeekers', 'dashboard'],
    method: 'POST',
    path: '/api/apply_job/',
    summary:
      'A job seeker applies to an open, unexpired job with one of their profiles (once per job); the recruiter is notified.',
    body: z.object({
      job_id: id(),
      profile_id: id(),
      cover_note: z
        .string()
        .trim()
        .max(MAX_COVER_NOTE, { message: `A cover note has at most ${MAX_COVER_NOTE} characters.` })
        .optional(),
    }),
    status: 201,
    response: applicationSchema,
    errors: {
      404: 'No such public job, or not my profile',
      409: 'Already applied to this job, or it no longer accepts applications',
    },
    access: seeker,
  }),
} as const;
