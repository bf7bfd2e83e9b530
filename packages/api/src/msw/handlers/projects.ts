/** Freelance projects (contract/projects.ts) on fixtures: moves follow PROJECT_ACTIONS like the server
 * (409 otherwise), money answers show the escrow. */
import { HttpResponse, type HttpHandler } from 'msw';
import type { Project } from '../../contract';
import { PROJECT_ACTIONS, bidCapFor, canTakeProjectAction, type ProjectAction } from '../../rules';
import { NOW, errorResponse, handle, page } from '../handle';
import {
  deliveryFixture,
  freelancerDashboardFixture,
  freelancerProfileFixture,
  projectFixture,
  projectsFixture,
  proposalFixture,
  proposalsFixture,
} from '../projectFixtures';

const NO_PROJECT = 'No such project.';
const DELIVERY_CLOSED = 'Delivery files can be added or removed only while the work is in progress.';
const projectOf = (params: Record<string, unknown>) =>
  projectsFixture.find((p) => p.id === Number(params.id));

/** The project after `action`, or a 404/409 answer as the server gives. */
function take(params: Record<string, unknown>, action: ProjectAction): Project | Response {
  const project = projectOf(params);
  if (!project) return errorResponse(404, NO_PROJECT);
  if (!canTakeProjectAction(action, project.status))
    return errorResponse(409, `A project that is ${project.status} cannot move that way.`);
  const status = PROJECT_ACTIONS[action].to;
  return projectFixture(project.id, {
    ...project,
    status,
    escrow_balance: ['completed', 'cancelled', 'resolved'].includes(status) ? 0 : project.escrow_balance,
  });
}
const money = (r: Project | Response) =>
  r instanceof Response ? r : { project: r, replayed: false, transaction_id: 100 + r.id };

export const projectHandlers: HttpHandler[] = [
  handle('createProject', ({ body }) =>
    projectFixture(10, { ...body, status: body.status, proposals: 0, published_at: null }),
  ),
  handle('updateProject', ({ params, body }) => {
    const project = projectOf(params);
    if (!project) return errorResponse(404, NO_PROJECT);
    if (!['draft', 'open'].includes(project.status))
      return errorResponse(409, `A project that is ${project.status} can no longer change.`);
    return projectFixture(project.id, {
      ...project,
      ...body,
      status: body.status === 'open' ? 'open' : project.status,
    });
  }),
  handle('uploadProjectAttachment', ({ params }) =>
    projectOf(params)
      ? { id: 2, name: 'scope.pdf', size: 1024, content_type: 'application/pdf', created_at: NOW }
      : errorResponse(404, NO_PROJECT),
  ),
  handle('projectAttachment', ({ params }) =>
    projectOf(params)
      ? new HttpResponse('%PDF-1.4\n%%EOF\n', {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': 'attachment; filename="brief.pdf"',
          },
        })
      : errorResponse(404, 'No such file.'),
  ),
  handle('deleteProjectAttachment', ({ params }) =>
    projectOf(params) ? { message: 'The file was removed.' } : errorResponse(404, NO_PROJECT),
  ),
  handle('uploadDeliveryFile', ({ params }) => {
    const project = projectOf(params);
    if (!project) return errorResponse(404, NO_PROJECT);
    if (project.status !== 'in_progress') return errorResponse(409, DELIVERY_CLOSED);
    return { ...deliveryFixture, id: 10, name: 'update.pdf' };
  }),
  handle('deleteDeliveryFile', ({ params }) => {
    const project = projectOf(params);
    if (!project) return errorResponse(404, NO_PROJECT);
    if (project.status !== 'in_progress') return errorResponse(409, DELIVERY_CLOSED);
    return { message: 'The file was removed.' };
  }),
  handle('projectView', ({ params, role }) => {
    const project = projectOf(params);
    if (!project) return errorResponse(404, NO_PROJECT);
    return {
      project,
      my_proposal:
        role === 'freelancer' ? (proposalsFixture.find((p) => p.project_id === project.id) ?? null) : null,
      is_owner: role !== 'freelancer',
      invited: [],
      deliveries: project.freelancer_id !== null ? [deliveryFixture] : [],
      history: [
        {
          id: 1,
          from_status: null,
          to_status: 'open' as const,
          message: null,
          actor_id: 2,
          created_at: project.created_at,
        },
      ],
    };
  }),
  handle('projectSearch', ({ request }) => {
    const q = new URL(request.url).searchParams;
    const skills = (q.get('skills') ?? '')
      .split(',')
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean);
    const min = Number(q.get('budget_min') ?? 0);
    const max = Number(q.get('budget_max') ?? Infinity);
    const saved = ['true', '1'].includes(q.get('saved_only') ?? '');
    return page(
      projectsFixture
        .filter((p) => p.status === 'open')
        .filter((p) => skills.every((s) => p.skills.some((k) => k.toLowerCase() === s)))
        .filter((p) => (p.budget ?? 0) >= min && (p.budget ?? 0) <= max)
        .filter((p) => !saved || p.saved),
      request.url,
    );
  }),
  handle('myProjects', ({ request }) => {
    const status = new URL(request.url).searchParams.get('status');
    return page(
      projectsFixture.filter((p) => !status || p.status === status),
      request.url,
    );
  }),
  handle('saveProject', ({ body }) =>
    projectOf({ id: body.project_id })
      ? { project_id: body.project_id, saved: body.saved }
      : errorResponse(404, NO_PROJECT),
  ),
  handle('applyForProject', ({ body }) => {
    const project = projectOf({ id: body.project_id });
    if (!project) return errorResponse(404, NO_PROJECT);
    if (project.status !== 'open') return errorResponse(409, 'This project no longer takes proposals.');
    const cap = bidCapFor(project.budget ?? 0);
    if (body.bid > cap)
      return errorResponse(400, `The bid is at most ${cap} TAT.`, {
        bid: [`The bid is at most ${cap} TAT.`],
      });
    return proposalFixture(20, project, { ...body, status: 'pending' });
  }),
  handle('appliedForProject', ({ request }) => {
    const status = new URL(request.url).searchParams.get('status');
    return page(
      proposalsFixture.filter((p) => !status || p.status === status),
      request.url,
    );
  }),
  handle('withdrawProposal', ({ params }) => {
    const proposal = proposalsFixture.find((p) => p.id === Number(params.id));
    if (!proposal) return errorResponse(404, 'No such proposal.');
    if (proposal.status !== 'pending') return errorResponse(409, 'Only a pending proposal can be withdrawn.');
    return { ...proposal, status: 'withdrawn' as const };
  }),
  handle('projectProposals', ({ params, request }) => {
    const project = projectOf(params);
    if (!project) return errorResponse(404, NO_PROJECT);
    return page(
      [
        proposalFixture(30 + project.id, project),
        proposalFixture(40 + project.id, project, {
          freelancer_id: 8,
          bid: 450,
          status: project.status === 'open' ? 'pending' : 'declined',
          freelancer: {
            ...freelancerProfileFixture,
            user_id: 8,
            name: 'Frida Freelancer',
            completed_projects: 0,
          },
        }),
      ],
      request.url,
    );
  }),
  handle('awardProposal', ({ params }) => {
    const proposal = proposalsFixture.find((p) => p.id === Number(params.id));
    if (!proposal) return errorResponse(404, 'No such proposal.');
    const r = take({ id: proposal.project_id }, 'award');
    return money(
      r instanceof Response
        ? r
        : { ...r, freelancer_id: 7, awarded_amount: proposal.bid, escrow_balance: proposal.bid },
    );
  }),
  handle('startProject', ({ params }) => take(params, 'start')),
  handle('deliverProject', ({ params }) => take(params, 'deliver')),
  handle('acceptDelivery', ({ params }) => money(take(params, 'accept'))),
  handle('requestChanges', ({ params }) => take(params, 'request_changes')),
  handle('cancelProject', ({ params }) => money(take(params, 'cancel'))),
  handle('disputeProject', ({ params }) => take(params, 'dispute')),
  handle('resolveDispute', ({ params, role }) =>
    role === 'admin'
      ? money(take(params, 'resolve'))
      : errorResponse(403, 'Only an admin resolves disputes.'),
  ),
  handle('freelancerDashboard', () => freelancerDashboardFixture),
  handle('getFreelancerProfile', () => freelancerProfileFixture),
  handle('updateFreelancerProfile', ({ body }) => ({ ...freelancerProfileFixture, ...body })),
];
