import { emailFixtures } from './data/emails';
import { chatFixtures } from './data/chat';
import { invoiceFixtures } from './data/invoices';
import { taskFixtures } from './data/tasks';
import { userFixtures, type DemoUser } from './data/users';
import { permissionFixtures, type Permission } from './data/permissions';
import { listedUserFixtures, type ListedUser } from './data/listedUsers';
import { roleFixtures, type Role } from './data/roles';
import { bookmarkFixtures, type BookmarkItem } from './data/search';
import { calendarFixtures } from './data/calendar';
import type { CalendarEvent, Chat, ChatContact, Email, Invoice, ProfileUser, Task } from './data/types';
import {
  productFixtures,
  shopperFixtures,
  type CartItem,
  type StoredProduct,
  type WishlistItem,
} from './data/products';

/**
 * The demo layer's state: kept in memory for the life of the page (one browser session), as spec 001
 * asks: an added task stays until reload, a deleted one is only flagged, an e-mail moved to spam is in spam.
 */
export interface DemoDb {
  emails: Email[];
  tasks: Task[];
  chats: Chat[];
  contacts: ChatContact[];
  profileUser: ProfileUser;
  events: CalendarEvent[];
  invoices: Invoice[];
  products: StoredProduct[];
  wishlist: WishlistItem[];
  cart: CartItem[];
  users: DemoUser[];
  permissions: Permission[];
  listedUsers: ListedUser[];
  roles: Role[];
  bookmarks: BookmarkItem[];
}

function seed(): DemoDb {
  return {
    emails: emailFixtures(),
    tasks: taskFixtures(),
    ...chatFixtures(),
    events: calendarFixtures(),
    invoices: invoiceFixtures(),
    products: productFixtures(),
    ...shopperFixtures(),
    users: userFixtures(),
    permissions: permissionFixtures(),
    listedUsers: listedUserFixtures(),
    roles: roleFixtures(),
    bookmarks: bookmarkFixtures(),
  };
}

let db: DemoDb = seed();

export function demoDb(): DemoDb {
  return db;
}

/** Back to the sample data (each story and unit test starts from it). */
export function resetDemoData(): void {
  db = seed();
}
