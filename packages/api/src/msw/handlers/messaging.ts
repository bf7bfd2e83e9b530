/** Sending to candidates and the communication log (contract/messaging.ts) on fixtures: a send answers
 * one queued message per candidate; resend works on a failed message only (409 otherwise), like the server. */
import type { HttpHandler } from 'msw';
import { errorResponse, handle, page } from '../handle';
import { communicationFixture, communicationsFixture } from '../messagingFixtures';

const queued = (ids: number[]) => ({ queued: ids.length, message_ids: ids.map((id) => 100 + id) });

export const messagingHandlers: HttpHandler[] = [
  handle('sendEmail', ({ body }) => queued(body.profile_ids)),
  handle('sendSms', ({ body }) => queued(body.profile_ids)),
  handle('communications', ({ request }) => {
    const q = new URL(request.url).searchParams;
    const rows = communicationsFixture.filter(
      (m) =>
        (!q.get('status') || m.status === q.get('status')) &&
        (!q.get('channel') || m.channel === q.get('channel')) &&
        (!q.get('profile_id') || m.profile_id === Number(q.get('profile_id'))),
    );
    return page(rows, request.url);
  }),
  handle('resendMessage', ({ params }) => {
    const message = communicationsFixture.find((m) => m.id === Number(params.id));
    if (!message) return errorResponse(404, 'No such message of yours.');
    if (message.status !== 'failed') return errorResponse(409, 'Only a failed message can be sent again.');
    return communicationFixture(message.id, { ...message, status: 'queued', attempts: 0, error: null });
  }),
];
