/** The notification websocket at /api/notifications/?token=<access token> and the admin send call. */
import type { FastifyInstance } from 'fastify';
import websocket from '@fastify/websocket';
import { NOTIFICATION_SOCKET_PATH, endpoints } from '@talent/api';
import type { AppContext } from '../../context';
import { forbidden, notFound } from '../../lib/errors';
import { route } from '../../plugins/contract';

export async function registerNotificationRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });

  app.get(
    NOTIFICATION_SOCKET_PATH,
    {
      websocket: true,
      // A socket with a bad token is refused before the upgrade.
      preValidation: async (req, reply) => {
        const token = (req.query as { token?: string }).token ?? '';
        const claims = token ? await ctx.tokens.verifyAccess(token) : null;
        const user = claims
          ? await ctx.db
              .selectFrom('users')
              .select(['id', 'current_session_id'])
              .where('id', '=', claims.userId)
              .executeTakeFirst()
          : undefined;
        if (!claims || !user || user.current_session_id !== claims.sessionId) {
          return reply.status(401).send({ message: 'Given token not valid for any token type' });
        }
        (req as unknown as { notifyUserId: number }).notifyUserId = user.id;
      },
    },
    (socket, req) => {
      const userId = (req as unknown as { notifyUserId: number }).notifyUserId;
      ctx.hub.add(userId, socket);
      socket.on('close', () => ctx.hub.remove(userId, socket));
      socket.on('message', () => {
        // The client only listens; incoming messages are ignored.
      });
    },
  );

  route(app, ctx, endpoints.sendNotification, async ({ auth, body }) => {
    if (auth.user.role !== 'admin') throw forbidden('Only admins can send notifications.');
    const user = await ctx.db
      .selectFrom('users')
      .select('id')
      .where('id', '=', body.user_id)
      .executeTakeFirst();
    if (!user) throw notFound('No such user.');
    const delivered = await ctx.hub.publish(user.id, {
      job_id: body.job_id,
      message: body.message,
      profileId: body.profileId,
    });
    return { message: 'Notification sent.', delivered };
  });
}
