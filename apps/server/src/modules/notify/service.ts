/** Who may open a notification socket, and admins sending a message to a user's sockets. */
import type { z } from 'zod';
import type { endpoints } from '@talent/api';
import type { User } from '../../db/schema';
import { forbidden, notFound } from '../../lib/errors';
import type { Counters } from '../../plugins/rate-limit';
import { SOCKET_TICKET_TTL_SECONDS, type TokenService } from '../auth/tokens';
import type { NotificationHub } from './hub';
import type { NotifyRepo } from './repo';

type SendBody = z.infer<(typeof endpoints)['sendNotification']['body']>;

/**
 * `spent` records used socket tickets (the rate-limit counters: Redis with REDIS_URL, so a ticket opens one
 * socket on any server of a deployment).
 */
export function notifyService(repo: NotifyRepo, tokens: TokenService, hub: NotificationHub, spent: Counters) {
  return {
    /** A one-time ticket for the socket URL, for the signed-in session (an API key has no socket). */
    async ticket(userId: number, sessionId: string) {
      if (sessionId.startsWith('api-key:'))
        throw forbidden('Sign in to open the notification socket; API keys cannot.');
      return {
        ticket: await tokens.signSocketTicket(userId, sessionId),
        expires_in: SOCKET_TICKET_TTL_SECONDS,
      };
    },

    /** The user id of an unused, unexpired socket ticket of a current session, or null; the ticket is spent
     * (an access token is refused). */
    async socketUser(ticket: string): Promise<number | null> {
      const claims = ticket ? await tokens.verifySocketTicket(ticket) : null;
      if (!claims) return null;
      // The first use counts 1; the count outlives the ticket, so a replay always sees more.
      const use = await spent.incr(`socket-ticket:${claims.ticketId}`, SOCKET_TICKET_TTL_SECONDS * 1000);
      if (use.current !== 1) return null;
      const user = await repo.sessionOf(claims.userId);
      if (!user || user.current_session_id !== claims.sessionId) return null;
      return user.id;
    },

    async send(sender: User, body: SendBody) {
      if (sender.role !== 'admin') throw forbidden('Only admins can send notifications.');
      const user = await repo.userExists(body.user_id);
      if (!user) throw notFound('No such user.');
      const delivered = await hub.publish(user.id, {
        job_id: body.job_id,
        message: body.message,
        profileId: body.profileId,
      });
      return { message: 'Notification sent.', delivered };
    },
  };
}
