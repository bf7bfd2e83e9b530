/** The client portal (contract/clientPortal.ts) on fixtures: only a client reads its portal, as the server. */
import type { HttpHandler } from 'msw';
import { CLIENT_DECISION_LABELS } from '../../contract';
import { NOW, errorResponse, handle, page } from '../handle';
import { clientPortalFixture, clientSharesFixture } from '../clientPortalFixtures';

const NOT_A_CLIENT = 'Only a client account has a client portal.';

export const clientPortalHandlers: HttpHandler[] = [
  handle('clientAccount', () => null),
  handle('inviteClient', ({ params, body }) => ({
    client_id: Number(params.id),
    user_id: 50,
    email: body.email,
    full_name: body.full_name,
    has_signed_in: false,
    invited_at: NOW,
  })),
  handle('listClientShares', ({ request }) => page(clientSharesFixture, request.url)),
  handle('shareWithClient', ({ body }) => ({
    ...clientSharesFixture[0]!,
    id: 10 + body.application_id,
    application_id: body.application_id,
    note: body.note,
    decision: null,
    decision_label: null,
    comment: null,
    answered_at: null,
  })),
  handle('clientPortal', ({ role }) =>
    role === 'client' || role === null ? clientPortalFixture : errorResponse(403, NOT_A_CLIENT),
  ),
  handle('answerCandidate', ({ params, body, role }) => {
    if (role !== null && role !== 'client') return errorResponse(403, NOT_A_CLIENT);
    const candidate = clientPortalFixture.candidates.find((c) => c.id === Number(params.id));
    if (!candidate) return errorResponse(404, 'No such candidate shared with you.');
    return {
      ...candidate,
      decision: body.decision,
      decision_label: CLIENT_DECISION_LABELS[body.decision],
      comment: body.comment,
      answered_at: NOW,
    };
  }),
];
