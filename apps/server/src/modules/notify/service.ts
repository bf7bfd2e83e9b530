/** Who may open a notification socket, and admins sending a message to a user's sockets. */
import type { z } from 'zod';
import type { endpoints } from '@talent/api';
import type { User } from '../../db/schema';
import { forbidden, notFound } from '../../lib/errors';
import type { TokenService } from '../auth/tokens';
import type { NotificationHub } from './hub';
import type { NotifyRepo } from './repo';

type SendBody = z.infer<(typeof endpoints)['sendNotification']['body']>;

export function notifyService(repo: NotifyRepo, tokens: TokenService, hub: NotificationHub) {
  return {
    /** The user id of a valid access token of a current session, or null. */
    async socketUser(token: string): Promise<number | null> {
      const claims = token ? await tokens.verifyAccess(token) : null;
      const user = claims ? await repo.sessionOf(claims.userId) : undefined;
      if (!claims || !user || user.current_session_id !== claims.sessionId) return null;
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
