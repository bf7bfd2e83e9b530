/** Sending a notification (the socket that delivers them is ../notifications.ts). */
import type { HttpHandler } from 'msw';
import { handle } from '../handle';

export const notificationHandlers: HttpHandler[] = [
  handle('sendNotification', () => ({ message: 'Sent.', delivered: 1 })),
];
