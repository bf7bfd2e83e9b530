/**
 * The authorization matrix's expected role set of every route (issue 40), written out here rather than read
 * from the abilities table, so that a change to a guard, a handler or the portal's route table that lets in
 * (or turns away) a role fails authz.test.ts. A route's set is its access's set below, unless
 * HANDLER_ROLES names it.
 */
import { ROLES, type Role } from '@talent/api';

const RT = ['recruiter', 'recruitment_agency', 'enterprise', 'freelance_enterprise'] as const;

/** Who passes each guard (`action subject`): the built-in roles, each an account owner of its own. */
export const ROLES_BY_ACCESS: Record<string, readonly Role[]> = {
  'read Auth': ROLES,
  'read ACL': ROLES,
  'read J': ['jobseeker'],
  'read F': ['freelancer'],
  'read JF': ['jobseeker', 'freelancer'],
  'read RU': [...RT],
  'read RA': [...RT, 'admin'],
  'read RAE': [...RT, 'admin', 'editor'],
  'read RAEF': [...RT, 'admin', 'editor', 'freelancer'],
  'read AF': ['admin', 'freelancer', 'recruitment_agency', 'enterprise', 'freelance_enterprise'],
  'manage ACL': ['admin'],
  // A team owner manages its own team; the admin alone manages user services (issue 40).
  'manage Team': ['freelancer', 'freelance_enterprise', 'recruitment_agency', 'enterprise'],
  'manage UserServices': ['admin'],
};

/**
 * Routes whose handler admits fewer roles than the guard lets in. Each is a known difference between guard
 * and handler (issue 40 moved the team and user-service routes out of this list); the matrix checks that
 * the handler refuses exactly the roles outside the set, and that the guard is indeed wider, so a route
 * fixed at the guard must leave the list.
 */
export const HANDLER_ROLES: Record<string, readonly Role[]> = {
  sendNotification: ['admin'],
  createInvoice: ['admin'],
  correctInvoice: ['admin'],
  allInvoice: ['admin'],
  invoiceGraph: ['admin'],
  updateLandingSection: ['admin', 'editor'],
  createBlogPost: ['admin', 'editor'],
  updateBlogPost: ['admin', 'editor'],
  uploadBlogImage: ['admin', 'editor'],
  moderateBlogComment: ['admin', 'editor'],
  clientPortal: ['client'],
  answerCandidate: ['client'],
};

/**
 * Handlers that answer 403 for a reason of the record, not the role: the route's id (1 in the sweep)
 * is someone else's resume, post or comment. Every role of the set may get 403 here; the roles outside
 * it still must.
 */
export const RECORD_403 = new Set([
  'profileFullDocument',
  'updateResume',
  'replaceResumeFile',
  'deleteResume',
  'markAsPublic',
  'unpublicResume',
  'deleteBlogPost',
  'deleteBlogImage',
  'deleteBlogComment',
]);

export function expectedRoles(name: string, access: { action: string; subject: string }): readonly Role[] {
  const set = HANDLER_ROLES[name] ?? ROLES_BY_ACCESS[`${access.action} ${access.subject}`];
  if (!set) throw new Error(`${name}: no expected role set for ${access.action} ${access.subject}`);
  return set;
}
