/** Team members (sub-users) of an account (spec 001 section 7 "Users and roles": `GET api/my-user{suffix}`;
 * issue 19). The owner lists, adds and edits the members who work inside the owner's account, on
 * /user-management, /create-user and /update-user?id=. docs/decisions.md "Team members" has the rules. */
import { z } from 'zod';
import { RESOURCE_CODES, TEAM_MANAGER } from '../abilities';
import { endpoint, idParam, pageQuery } from './core';
import { contactEmailSchema, phoneSchema } from './companies';

/** Issue 40: the guard states the whole rule, an account owner whose role has a team (TEAM_MANAGER). */
const teamPages = {
  ...TEAM_MANAGER,
  denied:
    'Only the owner of a freelancer, freelance enterprise, recruitment agency or enterprise account manages its team.',
} as const;

export const teamMemberSchema = z.object({
  id: z.number().int(),
  full_name: z.string(),
  email: z.string(),
  mobile: z.string().nullable(),
  /** Resource codes the member may read, a subset of the owner's. */
  permissions: z.array(z.enum(RESOURCE_CODES)),
  /** False until the member has set a password from the invitation. */
  has_signed_in: z.boolean(),
  /** When the owner (or an admin) removed the member; null while active. The row is kept. */
  deactivated_at: z.string().nullable(),
  created_at: z.string(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const teamSchema = z.object({
  /** Members matching the search (the table's paging). */
  count: z.number().int(),
  /** Members of the team, whatever the search. */
  used: z.number().int(),
  /** The plan's member limit (shared rules, TEAM_MEMBER_LIMITS). */
  limit: z.number().int(),
  /** What the owner may grant: their own codes, less the team's own pages. */
  grantable: z.array(z.enum(RESOURCE_CODES)),
  results: z.array(teamMemberSchema),
});
export type Team = z.infer<typeof teamSchema>;

const permissionsSchema = z
  .array(z.enum(RESOURCE_CODES, { message: `A permission is one of ${RESOURCE_CODES.join(', ')}.` }))
  .max(RESOURCE_CODES.length)
  .transform((codes) => [...new Set(codes)]);

const nameSchema = z
  .string({ message: 'Enter the name.' })
  .trim()
  .min(1, { message: 'Enter the name.' })
  .max(120, { message: 'The name has at most 120 characters.' });

const optionalPhone = z
  .union([z.literal(''), z.null(), phoneSchema])
  .optional()
  .transform((v) => (v === '' || v === undefined ? null : v));

export const teamMemberInputSchema = z.object({
  full_name: nameSchema,
  email: contactEmailSchema,
  mobile: optionalPhone,
  permissions: permissionsSchema,
});
export type TeamMemberInput = z.input<typeof teamMemberInputSchema>;

export const teamMemberUpdateSchema = teamMemberInputSchema.omit({ email: true });
export type TeamMemberUpdate = z.input<typeof teamMemberUpdateSchema>;

export const teamMemberStatusSchema = z.object({
  active: z.boolean({ message: 'Say whether to reactivate (true) or remove (false) the member.' }),
});
export type TeamMemberStatus = z.input<typeof teamMemberStatusSchema>;

export const teamEndpoints = {
  myTeam: endpoint({
    method: 'GET',
    path: '/api/my-user',
    summary: "The owner's team members, the plan's limit and the permissions the owner may grant.",
    query: pageQuery,
    response: teamSchema,
    errors: {
      403: 'Only an account owner (a freelancer, freelance enterprise, recruitment agency or enterprise) has a team; a team member has none.',
    },
    access: teamPages,
  }),
  myTeamMember: endpoint({
    method: 'GET',
    path: '/api/my-user/:id',
    summary: 'One team member of the owner (the `{suffix}` of `my-user` is `/{id}`).',
    params: idParam,
    response: teamMemberSchema,
    errors: { 403: 'Not a team owner.', 404: 'No such member in your team.' },
    access: teamPages,
  }),
  addTeamMember: endpoint({
    invalidates: ['team'],
    method: 'POST',
    path: '/api/my-user',
    summary: 'Adds a team member and e-mails them a link to set their password.',
    body: teamMemberInputSchema,
    status: 201,
    response: teamMemberSchema,
    errors: {
      400: 'Invalid fields, or the e-mail address is already in use.',
      403: 'Not a team owner, or a permission the owner does not have.',
      409: "The plan's member limit is reached.",
    },
    access: teamPages,
    sessionOnly: true,
  }),
  updateTeamMember: endpoint({
    invalidates: ['team'],
    method: 'PUT',
    path: '/api/my-user/:id',
    summary: "Changes a member's name, mobile and permissions (a subset of the owner's).",
    params: idParam,
    body: teamMemberUpdateSchema,
    response: teamMemberSchema,
    errors: { 403: 'Not a team owner, or a permission the owner does not have.', 404: 'No such member.' },
    access: teamPages,
    sessionOnly: true,
  }),
  setTeamMemberStatus: endpoint({
    invalidates: ['team'],
    method: 'PUT',
    path: '/api/my-user/:id/status',
    summary:
      "Removes a member from the team (`active: false`: their session ends at once and their sign-in is refused; nothing is deleted) or brings them back within the plan's limit.",
    params: idParam,
    body: teamMemberStatusSchema,
    response: teamMemberSchema,
    errors: {
      403: 'Not a team owner, or the member was deactivated by an administrator.',
      404: 'No such member in your team.',
      409: "The plan's member limit is reached.",
    },
    access: teamPages,
    sessionOnly: true,
  }),
} as const;
