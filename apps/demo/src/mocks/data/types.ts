/** The demo entities of spec 001 section 3, as the mock layer stores and answers them. */

export const emailFolders = ['inbox', 'sent', 'draft', 'spam', 'trash'] as const;
export type EmailFolder = (typeof emailFolders)[number];
/** The e-mail list's filter variant besides the folders (the template's /apps/email/starred). */
export const emailFilters = ['starred'] as const;
export const emailLabels = ['private', 'company', 'personal', 'important'] as const;
export type EmailLabel = (typeof emailLabels)[number];

export interface EmailAddress {
  name: string;
  email: string;
}

export interface EmailAttachment {
  fileName: string;
  thumbnail: string;
  url: string;
  size: string;
}

export interface Email {
  id: number;
  from: EmailAddress & { avatar: string };
  to: EmailAddress[];
  cc: string[];
  bcc: string[];
  subject: string;
  /** HTML. */
  message: string;
  attachments: EmailAttachment[];
  isStarred: boolean;
  labels: EmailLabel[];
  /** ISO date-time. */
  time: string;
  replies: Email[];
  folder: EmailFolder;
  isRead: boolean;
}

export interface EmailsMeta {
  /** Unread e-mails in the inbox. */
  inbox: number;
  /** All drafts. */
  draft: number;
  /** Unread e-mails in spam. */
  spam: number;
}

export const taskTags = ['update', 'team', 'high', 'medium', 'low'] as const;
export type TaskTag = (typeof taskTags)[number];
export const taskFilters = ['important', 'completed', 'deleted'] as const;
export type TaskFilter = (typeof taskFilters)[number];
export const taskSorts = ['latest', 'title-asc', 'title-desc', 'assignee', 'due-date'] as const;
export type TaskSort = (typeof taskSorts)[number];

export interface Assignee {
  fullName: string;
  avatar: string;
}

export interface Task {
  id: number;
  title: string;
  /** ISO date (YYYY-MM-DD). */
  dueDate: string;
  description: string;
  assignee: Assignee | null;
  tags: TaskTag[];
  isCompleted: boolean;
  isDeleted: boolean;
  isImportant: boolean;
}

export const contactStatuses = ['online', 'offline', 'busy', 'away'] as const;
export type ContactStatus = (typeof contactStatuses)[number];

export interface ChatContact {
  id: number;
  fullName: string;
  role: string;
  about: string;
  avatar: string;
  status: ContactStatus;
}

export interface ChatMessage {
  message: string;
  /** ISO date-time. */
  time: string;
  senderId: number;
}

export interface Chat {
  id: number;
  userId: number;
  unseenMsgs: number;
  chat: ChatMessage[];
}

export interface ProfileUser {
  id: number;
  fullName: string;
  avatar: string;
  role: string;
  about: string;
  status: ContactStatus;
  settings: { isTwoStepAuthVerificationEnabled: boolean; isNotificationsOn: boolean };
}

/** The calendar's categories (spec 001 section 3), in the order the filter lists them. */
export const calendarNames = ['Business', 'Holiday', 'Personal', 'ETC', 'Family'] as const;
export type CalendarName = (typeof calendarNames)[number];

/**
 * A calendar event as FullCalendar reads it. `start` and `end` are local ("floating") ISO strings:
 * `YYYY-MM-DD` for all-day events, `YYYY-MM-DDTHH:mm:ss` otherwise; an all-day event's end is exclusive.
 */
export interface CalendarEvent {
  id: number;
  url: string;
  title: string;
  start: string;
  end: string;
  allDay: boolean;
  extendedProps: {
    calendar: CalendarName;
    /** E-mail addresses (the template's optional guests). */
    guests: string[];
    description: string;
  };
}

export const invoiceStatuses = [
  'Paid',
  'Downloaded',
  'Sent',
  'Draft',
  'Partial Payment',
  'Past Due',
] as const;
export type InvoiceStatus = (typeof invoiceStatuses)[number];

export interface InvoiceClient {
  address: string;
  company: string;
  companyEmail: string;
  country: string;
  contact: string;
  name: string;
}

export interface Invoice {
  id: number;
  /** ISO date (YYYY-MM-DD). */
  issuedDate: string;
  client: InvoiceClient;
  service: string;
  /** Dollars. */
  total: number;
  avatar: string;
  invoiceStatus: InvoiceStatus;
  /** What is still owed, in dollars (0 when paid). */
  balance: number;
  /** ISO date (YYYY-MM-DD). */
  dueDate: string;
}

export interface PaymentDetails {
  totalDue: string;
  bankName: string;
  country: string;
  iban: string;
  swiftCode: string;
}
