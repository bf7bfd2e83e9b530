/** The notification websocket at /api/notifications/?token=<one-time ticket>, the call that hands out
 * tickets, and the admin send call. */
import websocket from '@fastify/websocket';
import { NOTIFICATION_SOCKET_PATH, endpoints } from '@talent/api';
import { route } from '../../plugins/contract';
import type { AppModule } from '../module';
import { notifyRepo } from './repo';
import { notifyService } from './service';

const notifyModule: AppModule = async (app, { ctx }) => {
  const notify = notifyService(notifyRepo(ctx.db), ctx.tokens, ctx.hub, app.rateCounters);
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  // The socket's user, found before the upgrade and read by the socket handler of the same request.
  const socketUsers = new WeakMap<object, number>();

  app.get(
    NOTIFICATION_SOCKET_PATH,
    {
      websocket: true,
      // A socket without a valid, unused ticket is refused before the upgrade.
      preValidation: async (req, reply) => {
        const userId = await notify.socketUser((req.query as { token?: string }).token ?? '');
        if (userId === null)
          return reply.status(401).send({ message: 'Given token not valid for any token type' });
        socketUsers.set(req, userId);
      },
    },
    (socket, req) => {
      const userId = socketUsers.get(req);
      if (userId === undefined) return socket.close();
      ctx.hub.add(userId, socket);
      socket.on('close', () => ctx.hub.remove(userId, socket));
      socket.on('message', () => {
        // The client only listens; incoming messages are ignored.
      });
    },
  );

  route(app, ctx, endpoints.socketTicket, ({ auth }) => notify.ticket(auth.user.id, auth.sessionId));
  route(app, ctx, endpoints.sendNotification, ({ auth, body }) => notify.send(auth.user, body));
};
export default notifyModule;
