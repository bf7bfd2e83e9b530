/** msw WebSocket link for the notification socket: sends sample `{ job_id, message, profileId }` messages
 * after a client connects (Storybook, the demo app, tests). */
import { ws } from 'msw';
import { NOTIFICATION_SOCKET_PATH, type NotificationMessage } from '../contract';

export const sampleNotifications: NotificationMessage[] = [
  { job_id: 12, message: 'New profile received for Senior React Developer', profileId: 101 },
  { job_id: 12, message: 'New profile received for Senior React Developer', profileId: 102 },
  { job_id: 15, message: 'New profile received for Data Analyst', profileId: 205 },
];

export const notificationSocket = ws.link(`*${NOTIFICATION_SOCKET_PATH}`);

/** A handler that sends `messages` (default: the samples) to each client that connects with a token. */
export function notificationSocketHandler(messages: NotificationMessage[] = sampleNotifications) {
  return notificationSocket.addEventListener('connection', ({ client }) => {
    if (!new URL(client.url).searchParams.get('token')) {
      client.close(4401, 'Given token not valid for any token type');
      return;
    }
    for (const m of messages) client.send(JSON.stringify(m));
  });
}
