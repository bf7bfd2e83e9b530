/** Freelance projects: posting, finding, proposals, award, delivery and escrow in TAT (spec 001 section 7
 * "Projects", issue 17; states, limits and fees in @talent/api/rules). */
import { z } from 'zod';
import {
  MAX_PROJECT_ATTACHMENTS,
  MAX_PROJECT_ATTACHMENT_BYTES,
  MAX_DELIVERY_DAYS,
  MAX_PORTFOLIO_LINKS,
  MAX_PROJECT_BUDGET,
  MAX_PROJECT_DESCRIPTION,
  MAX_PROPOSAL_TEXT,
  PROJECT_BUDGET_TYPES,
  PROJECT_STATUSES,
  PROJECT_VISIBILITIES,
  PROPOSAL_STATUSES,
} from '../rules';
import { endpoint, id, idParam, idText, listOf, messageBody, pageQuery } from './core';
import { walletSchema } from './wallet';

/** The project pages (/freework, /create-project, project details): recruiter-type roles, admin, editor
 * and freelancer. Posting is for recruiter-type roles and admins (the handler refuses the others). */
const projectPage = { action: 'read', subject: 'RAEF' } as const;
/** Freelancer pages (/manage_project, /fl_dashboard, /freelancer_profile). */
const freelancer = { action: 'read', subject: 'F' } as const;

const text = (max: number, label = 'This field') =>
  z
    .string()
    .trim()
    .max(max, { message: `${label} has at most ${max} characters.` });
const tat = (label: string) =>
  z
    .number({ message: `${label} must be a number of TAT.` })
    .int({ message: `${label} is a whole number of TAT.` })
    .positive({ message: `${label} must be more than 0 TAT.` })
    .max(MAX_PROJECT_BUDGET, { message: `${label} is at most ${MAX_PROJECT_BUDGET} TAT.` });
/** A retry with the same key moves TAT once. */
const idempotencyKey = z
  .string()
  .trim()
  .min(8, { message: 'The idempotency key needs at least 8 characters.' })
  .max(100);

export const projectStatusSchema = z.enum(PROJECT_STATUSES);
export const proposalStatusSchema = z.enum(PROPOSAL_STATUSES);

/**
 * What a poster writes. A draft may be saved incomplete (only a title); publishing (status open) needs a
 * description, a budget and a deadline — the server says which are missing. A deadline is a calendar date
 * (YYYY-MM-DD) that may not be in the past (UTC).
 */
export const projectInputSchema = z.object({
  title: text(200, 'The title')
    .min(1, { message: 'The title is required.' })
    .refine((v) => v.length >= 3, { message: 'The title has at least 3 characters.' }),
  /** Rich text (HTML); the server keeps only safe markup. */
  description: z
    .string()
    .max(MAX_PROJECT_DESCRIPTION * 2, { message: 'The description is too long.' })
    .nullable()
    .optional(),
  skills: z.array(text(100).min(1)).max(50, { message: 'At most 50 skills.' }).optional().default([]),
  budget_type: z
    .enum(PROJECT_BUDGET_TYPES, { message: 'Choose fixed or hourly.' })
    .optional()
    .default('fixed'),
  /** Fixed: the price. Hourly: the cap (the most the poster pays in all). Bids may not exceed it. */
  budget: tat('The budget').nullable().optional(),
  /** Hourly projects: the rate offered per hour, in TAT. */
  hourly_rate: tat('The hourly rate').nullable().optional(),
  deadline: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'Enter a date as YYYY-MM-DD.' })
    .nullable()
    .optional(),
  visibility: z
    .enum(PROJECT_VISIBILITIES, { message: 'Choose public or invited.' })
    .optional()
    .default('public'),
  /** With visibility invited: the user ids of the freelancers who may see and propose. */
  invited: z.array(id()).max(50, { message: 'At most 50 invited freelancers.' }).optional().default([]),
  /** Save as draft, or publish (open). Other states are reached by the actions below. */
  status: z.enum(['draft', 'open']).optional().default('draft'),
});
export type ProjectInput = z.input<typeof projectInputSchema>;

/** A file attached to a project by its poster (PDF or DOCX). Download it from
 * `api/project/:id/attachment/:fileId`. */
export const projectAttachmentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  size: z.number().int(),
  content_type: z.string(),
  created_at: z.string(),
});
export type ProjectAttachment = z.infer<typeof projectAttachmentSchema>;

export const projectSchema = z.object({
  id: z.number().int(),
  owner_id: z.number().int(),
  owner_name: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  skills: z.array(z.string()),
  budget_type: z.enum(PROJECT_BUDGET_TYPES),
  budget: z.number().nullable(),
  hourly_rate: z.number().nullable(),
  deadline: z.string().nullable(),
  visibility: z.enum(PROJECT_VISIBILITIES),
  status: projectStatusSchema,
  /** The moves the rules allow from here (the UI offers only the ones the viewer may make). */
  next_statuses: z.array(projectStatusSchema),
  /** The awarded freelancer and bid, once awarded. */
  freelancer_id: z.number().int().nullable(),
  freelancer_name: z.string().nullable(),
  awarded_amount: z.number().nullable(),
  /** TAT held in the project's escrow account now. */
  escrow_balance: z.number(),
  proposals: z.number().int(),
  /** Whether the viewer saved it (freelancers). */
  saved: z.boolean(),
  attachments: z.array(projectAttachmentSchema),
  created_at: z.string(),
  updated_at: z.string(),
  published_at: z.string().nullable(),
});
export type Project = z.infer<typeof projectSchema>;

export const freelancerProfileInputSchema = z.object({
  headline: text(200, 'The headline').nullable().optional(),
  hourly_rate: tat('The hourly rate').nullable().optional(),
  skills: z.array(text(100).min(1)).max(50, { message: 'At most 50 skills.' }).optional().default([]),
  portfolio_links: z
    .array(
      z
        .string()
        .trim()
        .max(500)
        .url({ message: 'A portfolio link is a web address.' })
        .refine((u) => /^https?:\/\//i.test(u), {
          message: 'A portfolio link starts with http:// or https://.',
        }),
    )
    .max(MAX_PORTFOLIO_LINKS, { message: `At most ${MAX_PORTFOLIO_LINKS} portfolio links.` })
    .optional()
    .default([]),
});
export type FreelancerProfileInput = z.input<typeof freelancerProfileInputSchema>;

export const freelancerProfileSchema = z.object({
  user_id: z.number().int(),
  name: z.string(),
  headline: z.string().nullable(),
  hourly_rate: z.number().nullable(),
  skills: z.array(z.string()),
  portfolio_links: z.array(z.string()),
  /** Projects completed, for the poster's trust. */
  completed_projects: z.number().int(),
});
export type FreelancerProfile = z.infer<typeof freelancerProfileSchema>;

export const proposalInputSchema = z.object({
  project_id: id(),
  cover_letter: text(MAX_PROPOSAL_TEXT, 'The cover letter').min(1, { message: 'Write a cover letter.' }),
  /** At most the project's budget (the cap of an hourly project). */
  bid: tat('The bid'),
  days: z
    .number({ message: 'The days to deliver must be a number.' })
    .int({ message: 'The days to deliver are a whole number.' })
    .min(1, { message: 'At least 1 day to deliver.' })
    .max(MAX_DELIVERY_DAYS, { message: `At most ${MAX_DELIVERY_DAYS} days to deliver.` }),
});
export type ProposalInput = z.input<typeof proposalInputSchema>;

export const proposalSchema = z.object({
  id: z.number().int(),
  project_id: z.number().int(),
  project_title: z.string(),
  project_status: projectStatusSchema,
  freelancer_id: z.number().int(),
  cover_letter: z.string(),
  bid: z.number(),
  days: z.number().int(),
  status: proposalStatusSchema,
  created_at: z.string(),
  updated_at: z.string(),
  /** The freelancer's profile, shown to the poster on each proposal. */
  freelancer: freelancerProfileSchema,
});
export type Proposal = z.infer<typeof proposalSchema>;

export const projectEventSchema = z.object({
  id: z.number().int(),
  from_status: projectStatusSchema.nullable(),
  to_status: projectStatusSchema,
  /** A delivery message, a change request, a dispute reason or the admin's resolution note. */
  message: z.string().nullable(),
  actor_id: z.number().int(),
  created_at: z.string(),
});
export type ProjectEvent = z.infer<typeof projectEventSchema>;

export const projectDetailSchema = z.object({
  project: projectSchema,
  /** The viewer's own proposal (freelancers), or null. */
  my_proposal: proposalSchema.nullable(),
  /** Whether the viewer posted it (then `api/project/:id/proposals` lists the proposals). */
  is_owner: z.boolean(),
  /** The invited freelancers' user ids, for the poster only (so editing keeps them); empty for others. */
  invited: z.array(id()),
  /** The awarded freelancer's delivery files, for the poster, that freelancer and admins; empty for others. */
  deliveries: z.array(projectAttachmentSchema),
  /** The state history, oldest first: deliveries, change requests, disputes. */
  history: z.array(projectEventSchema),
});
export type ProjectDetail = z.infer<typeof projectDetailSchema>;

const yesNo = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
export const projectSearchQuery = pageQuery.extend({
  /** Comma-separated skills: a project matches when it asks every one. */
  skills: z.string().max(500).optional(),
  budget_min: z.coerce.number().int().min(0).max(MAX_PROJECT_BUDGET).optional(),
  budget_max: z.coerce.number().int().min(0).max(MAX_PROJECT_BUDGET).optional(),
  /** Projects due on or before this date (YYYY-MM-DD). */
  deadline_before: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'Enter a date as YYYY-MM-DD.' })
    .optional(),
  /** Only the projects I saved. */
  saved_only: yesNo.optional(),
});
export const myProjectsQuery = pageQuery.extend({ status: projectStatusSchema.optional() });
export const myProposalsQuery = pageQuery.extend({ status: proposalStatusSchema.optional() });

/** Answers of calls that move TAT. `replayed`: the key was used before and nothing moved this time. */
export const projectMoneyResultSchema = z.object({
  project: projectSchema,
  replayed: z.boolean(),
  transaction_id: z.number().int().nullable(),
});

const messageInput = z.object({
  message: text(MAX_PROPOSAL_TEXT, 'The message').min(1, { message: 'Write a message.' }),
});

export const freelancerDashboardSchema = z.object({
  /** TAT earned (after the platform share) in all, and per month (YYYY-MM), oldest first. */
  earnings_total: z.number(),
  earnings_by_month: z.array(z.object({ month: z.string(), amount: z.number() })),
  /** Awarded, in progress or delivered. */
  active_projects: z.number().int(),
  open_proposals: z.number().int(),
  /** Awarded proposals / decided proposals (awarded or declined), 0 to 1; null before any decision. */
  win_rate: z.number().nullable(),
  /** Open public projects that ask one of my skills, best match first (at most 5). */
  recommended: z.array(projectSchema),
  /** The freelancer's wallet (/wallet is the recruiter side's page): balances and the latest movements. */
  wallet: walletSchema.pick({ tat: true, ttt: true, movements: true }),
});
export type FreelancerDashboard = z.infer<typeof freelancerDashboardSchema>;

const notFound = { 404: 'No such project visible to me' } as const;

export const projectEndpoints = {
  createProject: endpoint({
    invalidates: ['projects'],
    method: 'POST',
    path: '/api/project/',
    summary: 'Post a project, as a draft or published at once (recruiter-type roles and admins).',
    body: projectInputSchema,
    status: 201,
    response: projectSchema,
    errors: {
      400: 'Invalid or missing fields, or a deadline in the past',
      403: 'Only posters post projects',
    },
    access: projectPage,
  }),
  updateProject: endpoint({
    invalidates: ['projects'],
    method: 'PUT',
    path: '/api/project/:id/',
    summary: 'Replace the fields of my draft or open project (status open publishes a draft).',
    params: idParam,
    body: projectInputSchema,
    response: projectSchema,
    errors: { 404: 'No such project of mine', 409: 'The project is past open and can no longer change' },
    access: projectPage,
  }),
  uploadProjectAttachment: endpoint({
    invalidates: ['projects'],
    method: 'POST',
    path: '/api/project/:id/attachment',
    summary: `Attach a file (multipart field \`file\`: PDF or DOCX, at most ${MAX_PROJECT_ATTACHMENT_BYTES / 1024 / 1024} MB, ${MAX_PROJECT_ATTACHMENTS} per project) to my draft or open project.`,
    params: idParam,
    body: z.object({}),
    multipart: true,
    status: 201,
    response: projectAttachmentSchema,
    errors: {
      400: 'No file, too many files, or not a real PDF or DOCX',
      404: 'No such project of mine',
      409: 'The project is past open',
      413: 'The file is too large',
    },
    access: projectPage,
    verifiedEmail: true,
  }),
  projectAttachment: endpoint({
    method: 'GET',
    path: '/api/project/:id/attachment/:fileId',
    summary: 'Download an attachment of a project I may see (always as a download, never shown inline).',
    params: z.object({ id: idText(), fileId: idText() }),
    response: z.unknown(),
    contentType: 'application/octet-stream',
    errors: { 404: 'No such project or file' },
    access: projectPage,
  }),
  deleteProjectAttachment: endpoint({
    invalidates: ['projects'],
    method: 'DELETE',
    path: '/api/project/:id/attachment/:fileId',
    summary: 'Remove an attachment of my draft or open project.',
    params: z.object({ id: idText(), fileId: idText() }),
    response: messageBody,
    errors: { 404: 'No such project of mine or file', 409: 'The project is past open' },
    access: projectPage,
  }),
  uploadDeliveryFile: endpoint({
    invalidates: ['projects'],
    method: 'POST',
    path: '/api/project/:id/delivery',
    summary: `Add a file of my delivery (multipart field \`file\`: PDF or DOCX, at most ${MAX_PROJECT_ATTACHMENT_BYTES / 1024 / 1024} MB, ${MAX_PROJECT_ATTACHMENTS} per delivery) to a project awarded to me while the work is in progress. Only the poster, I and admins see it; it downloads through \`api/project/:id/attachment/:fileId\`.`,
    params: idParam,
    body: z.object({}),
    multipart: true,
    status: 201,
    response: projectAttachmentSchema,
    errors: {
      400: 'No file, too many files, or not a real PDF or DOCX',
      404: 'No such project awarded to me',
      409: 'The work is not in progress, or the project is awarded to nobody',
      413: 'The file is too large',
    },
    access: projectPage,
    verifiedEmail: true,
  }),
  deleteDeliveryFile: endpoint({
    invalidates: ['projects'],
    method: 'DELETE',
    path: '/api/project/:id/delivery/:fileId',
    summary: 'Remove a file of my delivery while the work is in progress.',
    params: z.object({ id: idText(), fileId: idText() }),
    response: messageBody,
    errors: {
      404: 'No such project awarded to me, or no such delivery file',
      409: 'The work is not in progress',
    },
    access: projectPage,
  }),
  projectView: endpoint({
    method: 'GET',
    path: '/api/project_view/:id',
    summary: 'One project with my proposal (freelancers) and its history.',
    params: idParam,
    response: projectDetailSchema,
    errors: notFound,
    access: projectPage,
  }),
  projectSearch: endpoint({
    method: 'GET',
    path: '/api/project_search',
    summary: 'Open projects I may see: text, skills, budget, deadline, saved-only, paging; newest first.',
    query: projectSearchQuery,
    response: listOf(projectSchema),
    access: projectPage,
  }),
  myProjects: endpoint({
    method: 'GET',
    path: '/api/my_project',
    summary: 'The projects I posted (admin: all), newest first; filter by status.',
    query: myProjectsQuery,
    response: listOf(projectSchema),
    access: projectPage,
  }),
  saveProject: endpoint({
    invalidates: ['projects'],
    method: 'POST',
    path: '/api/save_project/',
    summary: 'Save a project to my list, or take it off (saved: false).',
    body: z.object({ project_id: id(), saved: z.boolean().optional().default(true) }),
    response: z.object({ project_id: z.number().int(), saved: z.boolean() }),
    errors: notFound,
    access: freelancer,
  }),
  applyForProject: endpoint({
    invalidates: ['projects'],
    method: 'POST',
    path: '/api/applied_for_project/',
    summary: 'Send a proposal to an open project (one per project, never to my own); the poster is notified.',
    body: proposalInputSchema,
    status: 201,
    response: proposalSchema,
    errors: {
      400: 'A bid of zero or less, above the budget, or other invalid fields',
      404: 'No such open project visible to me',
      409: 'Already proposed, my own project, or the project no longer takes proposals',
    },
    access: freelancer,
  }),
  appliedForProject: endpoint({
    method: 'GET',
    path: '/api/applied_for_project/',
    summary: 'My proposals with their projects, newest first; filter by proposal status.',
    query: myProposalsQuery,
    response: listOf(proposalSchema),
    access: freelancer,
  }),
  withdrawProposal: endpoint({
    invalidates: ['projects'],
    method: 'POST',
    path: '/api/proposal/:id/withdraw',
    summary: 'Withdraw my proposal while it is pending.',
    params: idParam,
    response: proposalSchema,
    errors: { 404: 'No such proposal of mine', 409: 'Only a pending proposal can be withdrawn' },
    access: freelancer,
  }),
  projectProposals: endpoint({
    method: 'GET',
    path: '/api/project/:id/proposals',
    summary: 'The proposals to my project, each with the freelancer profile, lowest bid first.',
    params: idParam,
    query: pageQuery,
    response: listOf(proposalSchema),
    errors: { 404: 'No such project of mine' },
    access: projectPage,
  }),
  awardProposal: endpoint({
    invalidates: ['projects', 'wallet', 'profile', 'dashboard'],
    method: 'POST',
    path: '/api/proposal/:id/award',
    summary:
      'Award a proposal to my open project: the bid moves from my wallet into the project escrow; the freelancer is notified.',
    params: idParam,
    body: z.object({ idempotency_key: idempotencyKey }),
    response: projectMoneyResultSchema,
    errors: {
      402: 'Not enough TAT',
      404: 'No such proposal to my projects',
      409: 'The project is not open, or the proposal is not pending',
    },
    access: projectPage,
    verifiedEmail: true,
  }),
  startProject: endpoint({
    invalidates: ['projects', 'wallet', 'profile', 'dashboard'],
    method: 'POST',
    path: '/api/project/:id/start',
    summary: 'The awarded freelancer starts the work (awarded to in_progress).',
    params: idParam,
    response: projectSchema,
    errors: { 404: 'No project awarded to me', 409: 'Not a legal move' },
    access: freelancer,
  }),
  deliverProject: endpoint({
    invalidates: ['projects'],
    method: 'POST',
    path: '/api/project/:id/deliver',
    summary: 'The awarded freelancer delivers the work with a message (in_progress to delivered).',
    params: idParam,
    body: messageInput,
    response: projectSchema,
    errors: { 404: 'No project awarded to me', 409: 'The project is not in progress' },
    access: freelancer,
  }),
  acceptDelivery: endpoint({
    invalidates: ['projects', 'wallet', 'profile', 'dashboard'],
    method: 'POST',
    path: '/api/project/:id/accept',
    summary:
      'Accept the delivery of my project: the escrow goes to the freelancer less the platform share; the freelancer is notified.',
    params: idParam,
    body: z.object({ idempotency_key: idempotencyKey }),
    response: projectMoneyResultSchema,
    errors: { 404: 'No such project of mine', 409: 'The project is not delivered' },
    access: projectPage,
  }),
  requestChanges: endpoint({
    invalidates: ['projects'],
    method: 'POST',
    path: '/api/project/:id/request_changes',
    summary: 'Send the delivery of my project back (delivered to in_progress); the freelancer is notified.',
    params: idParam,
    body: messageInput,
    response: projectSchema,
    errors: { 404: 'No such project of mine', 409: 'The project is not delivered' },
    access: projectPage,
  }),
  cancelProject: endpoint({
    invalidates: ['projects', 'wallet', 'profile', 'dashboard'],
    method: 'POST',
    path: '/api/project/:id/cancel',
    summary: 'Cancel my open or awarded project; an awarded project’s escrow goes back to me.',
    params: idParam,
    body: z.object({ idempotency_key: idempotencyKey }),
    response: projectMoneyResultSchema,
    errors: { 404: 'No such project of mine', 409: 'Only an open or awarded project can be cancelled' },
    access: projectPage,
  }),
  disputeProject: endpoint({
    invalidates: ['projects'],
    method: 'POST',
    path: '/api/project/:id/dispute',
    summary: 'The poster or the awarded freelancer disputes a delivered project; an admin resolves it.',
    params: idParam,
    body: messageInput,
    response: projectSchema,
    errors: { 404: 'No such project of mine', 409: 'The project is not delivered' },
    access: projectPage,
  }),
  resolveDispute: endpoint({
    invalidates: ['projects', 'wallet', 'profile', 'dashboard'],
    method: 'POST',
    path: '/api/project/:id/resolve',
    summary:
      'Admin: split a disputed escrow. The freelancer gets freelancer_amount less the platform share, the poster the rest.',
    params: idParam,
    body: z.object({
      idempotency_key: idempotencyKey,
      freelancer_amount: z
        .number({ message: 'The freelancer’s amount must be a number of TAT.' })
        .int({ message: 'The freelancer’s amount is a whole number of TAT.' })
        .min(0, { message: 'The freelancer’s amount cannot be below 0.' })
        .max(MAX_PROJECT_BUDGET),
      message: text(MAX_PROPOSAL_TEXT, 'The note').optional(),
    }),
    response: projectMoneyResultSchema,
    errors: {
      400: 'The amount is more than the escrow',
      403: 'Only an admin resolves disputes',
      404: 'No such project',
      409: 'The project is not disputed',
    },
    access: projectPage,
  }),
  freelancerDashboard: endpoint({
    method: 'GET',
    path: '/api/fl_dashboard',
    summary:
      'My freelance figures: earnings over time, active projects, open proposals, win rate, recommended.',
    response: freelancerDashboardSchema,
    access: freelancer,
  }),
  getFreelancerProfile: endpoint({
    method: 'GET',
    path: '/api/freelancer_profile',
    summary: 'My freelancer profile (headline, hourly rate, skills, portfolio links).',
    response: freelancerProfileSchema,
    access: freelancer,
  }),
  updateFreelancerProfile: endpoint({
    invalidates: ['projects'],
    method: 'PUT',
    path: '/api/freelancer_profile',
    summary: 'Replace my freelancer profile.',
    body: freelancerProfileInputSchema,
    response: freelancerProfileSchema,
    access: freelancer,
  }),
} as const;
