/** Socket tickets and sending a notification (the socket that delivers them is ../notifications.ts). */
import type { HttpHandler } from 'msw';
import { handle } from '../handle';

export const notificationHandlers: HttpHandler[] = [
  handle('socketTicket', () => ({ ticket: 'mock-socket-ticket', expires_in: 60 })),
  handle('sendNotification', () => ({ message: 'Sent.', delivered: 1 })),
];
