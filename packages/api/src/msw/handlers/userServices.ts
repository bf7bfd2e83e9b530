/** User services (contract/userServices.ts) on fixtures: two users, one on an overridden plan. */
import type { HttpHandler } from 'msw';
import type { ServiceUser, ServiceUserDetail } from '../../contract';
import { NOW, errorResponse, handle, page } from '../handle';

export const serviceUsersFixture: ServiceUser[] = [
  {
    id: 6,
    full_name: 'Demo Recruiter',
    email: 'recruiter@example.com',
    role: 'recruiter',
    is_email_verified: true,
    plan: { id: 2, name: 'Growth Gear', overridden: false },
    tat: 1000,
    overrides: [],
  },
  {
    id: 5,
    full_name: 'Demo Freelancer',
    email: 'freelancer@example.com',
    role: 'freelancer',
    is_email_verified: false,
    plan: { id: 4, name: 'Elite Engine', overridden: true },
    tat: 250,
    overrides: [
      {
        id: 1,
        kind: 'plan',
        plan_id: 4,
        plan_name: 'Elite Engine',
        daily_limit: null,
        ends_at: '2026-02-01T00:00:00.000Z',
        reason: 'Trial of the top plan',
        created_at: NOW,
      },
    ],
  },
];

const detailOf = (u: ServiceUser): ServiceUserDetail => ({
  ...u,
  ttt: 0,
  limits: { upload: 100, view: 80, message: 300 },
  history: [
    {
      id: 1,
      action: 'service.tat_grant',
      reason: 'Goodwill',
      details: { amount: 50, currency: 'TAT' },
      actor_name: 'Demo Admin',
      created_at: NOW,
    },
  ],
});
const userOf = (params: Record<string, unknown>) =>
  serviceUsersFixture.find((u) => u.id === Number(params.id));
const NO_USER = 'No such user.';

export const userServiceHandlers: HttpHandler[] = [
  handle('serviceUsers', ({ request }) => page(serviceUsersFixture, request.url)),
  handle('serviceUser', ({ params }) => {
    const u = userOf(params);
    return u ? detailOf(u) : errorResponse(404, NO_USER);
  }),
  handle('overridePlan', ({ params }) => {
    const u = userOf(params);
    return u ? detailOf({ ...u, plan: { ...u.plan, overridden: true } }) : errorResponse(404, NO_USER);
  }),
  handle('overrideLimit', ({ params }) => {
    const u = userOf(params);
    return u ? detailOf(u) : errorResponse(404, NO_USER);
  }),
  handle('adjustTat', ({ params, body }) => {
    const u = userOf(params);
    if (!u) return errorResponse(404, NO_USER);
    if (u.tat + body.amount < 0) {
      const message = `${u.full_name} has ${u.tat} TAT: you cannot deduct ${-body.amount} TAT.`;
      return errorResponse(400, message, { amount: [message] });
    }
    return detailOf({ ...u, tat: u.tat + body.amount });
  }),
  handle('resendVerification', ({ params }) => {
    const u = userOf(params);
    return u
      ? { message: `A new verification code has been sent to ${u.email}.` }
      : errorResponse(404, NO_USER);
  }),
];
