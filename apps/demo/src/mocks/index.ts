/**
 * The template gallery's fake HTTP layer (spec 001 section 7, "Mock calls"): msw handlers on the spec's
 * paths, one module per demo app, state in memory (store.ts). Kept apart from the product's contract
 * handlers (`@talent/api/msw`): this is sample behaviour, not the product's API.
 * Used by the gallery (`setupWorker`), its stories (msw-storybook-addon) and unit tests (`setupServer`).
 */
import type { HttpHandler } from 'msw';
import { authHandlers } from './handlers/auth';
import { calendarHandlers } from './handlers/calendar';
import { cardHandlers } from './handlers/cards';
import { chatHandlers } from './handlers/chat';
import { contentHandlers } from './handlers/content';
import { ecommerceHandlers } from './handlers/ecommerce';
import { emailHandlers } from './handlers/email';
import { invoiceHandlers } from './handlers/invoice';
import { pagesHandlers } from './handlers/pages';
import { permissionHandlers } from './handlers/permissions';
import { roleHandlers } from './handlers/roles';
import { searchHandlers } from './handlers/search';
import { tableHandlersAll } from './handlers/tables';
import { todoHandlers } from './handlers/todo';
import { userHandlers } from './handlers/users';

export { resetDemoData, demoDb } from './store';
export * from './data/types';
export { CALENDAR_REFERENCE_DATE } from './data/calendar';
export * from './data/products';
export * from './data/users';
export * from './data/pages';
export * from './data/permissions';
export * from './data/listedUsers';
export * from './data/roles';
export * from './data/tables';
export * from './data/search';
export * from './data/content';
export * from './data/cards';

export const demoHandlers: HttpHandler[] = [
  ...authHandlers,
  ...emailHandlers,
  ...todoHandlers,
  ...chatHandlers,
  ...calendarHandlers,
  ...invoiceHandlers,
  ...ecommerceHandlers,
  ...pagesHandlers,
  ...permissionHandlers,
  ...roleHandlers,
  ...userHandlers,
  ...tableHandlersAll,
  ...searchHandlers,
  ...contentHandlers,
  ...cardHandlers,
];
