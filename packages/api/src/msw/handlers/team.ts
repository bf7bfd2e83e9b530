/** Team members (contract/team.ts) on fixtures: a freelancer's team of two active members on the free plan's
 * limit, and one removed member. */
import type { HttpHandler } from 'msw';
import type { TeamMember } from '../../contract';
import { TEAM_MEMBER_LIMITS } from '../../rules';
import { NOW, errorResponse, handle, page } from '../handle';

export const teamFixture: TeamMember[] = [
  {
    id: 41,
    full_name: 'Mia Member',
    email: 'mia@example.com',
    mobile: null,
    permissions: ['F', 'RAEF'],
    has_signed_in: true,
    deactivated_at: null,
    created_at: NOW,
  },
  {
    id: 42,
    full_name: 'Noah Newcomer',
    email: 'noah@example.com',
    mobile: '+1 555 010 2030',
    permissions: ['JF'],
    has_signed_in: false,
    deactivated_at: null,
    created_at: NOW,
  },
  {
    id: 43,
    full_name: 'Olga Offboarded',
    email: 'olga@example.com',
    mobile: null,
    permissions: ['F'],
    has_signed_in: true,
    deactivated_at: NOW,
    created_at: NOW,
  },
];

const NO_MEMBER = 'No such member in your team.';
const memberOf = (params: Record<string, unknown>) => teamFixture.find((m) => m.id === Number(params.id));

export const teamHandlers: HttpHandler[] = [
  handle('myTeam', ({ request }) => ({
    ...page(teamFixture, request.url),
    used: teamFixture.filter((m) => m.deactivated_at === null).length,
    limit: TEAM_MEMBER_LIMITS[1] + 3,
    grantable: ['F', 'RAEF', 'JF'] as TeamMember['permissions'],
  })),
  handle('myTeamMember', ({ params }) => memberOf(params) ?? errorResponse(404, NO_MEMBER)),
  handle('addTeamMember', ({ body }) => ({
    id: 50,
    full_name: body.full_name,
    email: body.email,
    mobile: body.mobile ?? null,
    permissions: body.permissions,
    has_signed_in: false,
    deactivated_at: null,
    created_at: NOW,
  })),
  handle('updateTeamMember', ({ params, body }) => {
    const m = memberOf(params);
    if (!m) return errorResponse(404, NO_MEMBER);
    return { ...m, full_name: body.full_name, mobile: body.mobile ?? null, permissions: body.permissions };
  }),
  handle('setTeamMemberStatus', ({ params, body }) => {
    const m = memberOf(params);
    if (!m) return errorResponse(404, NO_MEMBER);
    return { ...m, deactivated_at: body.active ? null : NOW };
  }),
];
