/** Notifications: the websocket at /api/notifications/?token=<ticket> receives JSON messages
 * `{ job_id, message, profileId }` (spec 000 section 7 "Notification socket"). The spec's `token` is a
 * one-time ticket from `socketTicket` (60 s), not the access token: URLs end up in logs. */
import { z } from 'zod';
import { endpoint, id, messageBody } from './core';

export { NOTIFICATION_SOCKET_PATH } from './paths';

export const notificationMessageSchema = z.object({
  job_id: z.number().int().nullable(),
  message: z.string(),
  profileId: z.number().int().nullable(),
  /** Sent to a job seeker when the status of their application changes: the client refreshes its list
   * instead of adding a bell entry. `project`: news of a freelance project (issue 17). */
  kind: z.enum(['application_status', 'project']).optional(),
  application_id: z.number().int().optional(),
  /** With kind project: the project a proposal, award, change request or acceptance is about. */
  project_id: z.number().int().optional(),
  /** The new status code (1-9, spec 000 section 4). */
  status: z.number().int().min(1).max(9).optional(),
});
export type NotificationMessage = z.infer<typeof notificationMessageSchema>;

export const notificationEndpoints = {
  socketTicket: endpoint({
    invalidates: 'none',
    method: 'POST',
    path: '/api/socket_ticket/',
    summary:
      'A one-time ticket for the notification socket, valid 60 s: open /api/notifications/?token=<ticket>.',
    response: z.object({ ticket: z.string(), expires_in: z.number().int() }),
    errors: { 403: 'API keys cannot open the socket' },
    access: { action: 'read', subject: 'Auth' },
  }),
  sendNotification: endpoint({
    invalidates: 'none',
    method: 'POST',
    path: '/api/notifications/send',
    summary: 'Admin: send a notification to a user (delivered to every socket of that user on any server).',
    body: notificationMessageSchema.extend({ user_id: id() }),
    response: messageBody.extend({ delivered: z.number().int() }),
    errors: { 403: 'Admins only', 404: 'No such user' },
    access: { action: 'read', subject: 'AF' },
  }),
} as const;
