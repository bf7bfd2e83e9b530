/** Notifications: the websocket at /api/notifications/?token=<access token> receives JSON messages
 * `{ job_id, message, profileId }` (spec 000 section 7 "Notification socket"). */
import { z } from 'zod';
import { endpoint, messageBody } from './core';

export { NOTIFICATION_SOCKET_PATH } from './paths';

export const notificationMessageSchema = z.object({
  job_id: z.number().int().nullable(),
  message: z.string(),
  profileId: z.number().int().nullable(),
});
export type NotificationMessage = z.infer<typeof notificationMessageSchema>;

export const notificationEndpoints = {
  sendNotification: endpoint({
    method: 'POST',
    path: '/api/notifications/send',
    summary: 'Admin: send a notification to a user (delivered to every socket of that user on any server).',
    body: notificationMessageSchema.extend({ user_id: z.number().int().positive() }),
    response: messageBody.extend({ delivered: z.number().int() }),
    errors: { 403: 'Admins only', 404: 'No such user' },
    access: { action: 'read', subject: 'AF' },
  }),
} as const;
