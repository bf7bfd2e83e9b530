/**
 * Business rules that the server, the portal, the design system's defaults and the parser options all need,
 * kept once (`@talent/api/rules`). Plain values and pure functions: no zod, no I/O, so any package can read
 * them (ui and parser take them through props and options, passed in by the portal).
 * docs/money.md explains the money rules; spec 000 section 9 gives the limits.
 */

// ---- Money ----------------------------------------------------------------------------------------------

/** 1 TAT = 10 TTT, both ways. */
export const TTT_PER_TAT = 10;

/** What a viewer can do with someone else's public profile. */
export type PurchaseMode = 'unlock' | 'rent' | 'buy';
export const PURCHASE_MODES = ['unlock', 'rent', 'buy'] as const satisfies readonly PurchaseMode[];

/** A rented profile stays open this many days. */
export const RENT_DAYS = 30;

/** The platform keeps this share of every marketplace charge (rounded down); the owner gets the rest. */
export const PLATFORM_FEE_PERCENT = 10;

/** The TAT a purchase costs for a profile priced `price`: unlock P, rent ceil(P/2), buy 2P. */
export function priceFor(mode: PurchaseMode, price: number): number {
  if (mode === 'rent') return Math.ceil(price / 2);
  if (mode === 'buy') return price * 2;
  return price;
}

/** The platform's share of a charge, in whole TAT. */
export function feeFor(charge: number): number {
  return Math.floor((charge * PLATFORM_FEE_PERCENT) / 100);
}

/** How a marketplace charge is split: what the profile's owner receives and the platform's share. The
 * ledger posts exactly these legs, and the purchase dialogs show them. */
export function splitCharge(charge: number): { owner: number; platform: number } {
  const platform = feeFor(charge);
  return { owner: charge - platform, platform };
}

// ---- Uploads --------------------------------------------------------------------------------------------

/** Spec 000 section 9: at most 5 files per drop. */
export const MAX_FILES_PER_DROP = 5;
/** Spec 000 section 9: at most 10 files or attachments per upload batch. */
export const MAX_FILES_PER_BATCH = 10;
/** The largest original file the server stores (and the parser is asked to read). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** Page images per upload (full pages, and as many contact-masked twins). */
export const MAX_PAGE_IMAGES = 20;
/** Pixels per page image the server decodes (25 MP: an A4 page at 300 dpi is 8.7 MP). Checked from the
 * image header before decoding, so a forged 65000x65000 header is refused without allocating it. */
export const MAX_PAGE_PIXELS = 25_000_000;
/** The largest id (and integer) a request may carry: ids are 32-bit integer columns on PostgreSQL. */
export const MAX_ID = 2_147_483_647;

/**
 * Resume files a drop and the server accept: spec 000 section 5 lists htm, html, docx, msg and pdf, and its
 * drop filter leaves out doc and eml. The parser still reads an eml found inside a message (an attachment);
 * it cannot read a legacy .doc at all (docs/decisions.md).
 */
export const ACCEPTED_EXTENSIONS = ['htm', 'html', 'docx', 'msg', 'pdf'] as const;
export type AcceptedExtension = (typeof ACCEPTED_EXTENSIONS)[number];
/** The same list as a file input's `accept` entries (".pdf", ...). */
export const ACCEPTED_FILE_TYPES: readonly string[] = ACCEPTED_EXTENSIONS.map((ext) => `.${ext}`);

/** The lower-cased extension of a file name when we accept it, otherwise null. */
export function acceptedExtension(name: string): AcceptedExtension | null {
  const ext = /\.([a-z0-9]+)$/i.exec(name.trim())?.[1]?.toLowerCase();
  return (ACCEPTED_EXTENSIONS as readonly string[]).includes(ext ?? '') ? (ext as AcceptedExtension) : null;
}

// ---- Lists ----------------------------------------------------------------------------------------------

/** Page sizes of spec 000 section 9; the first is the default. */
export const PAGE_SIZES = [10, 25, 50, 75] as const;
export const DEFAULT_PAGE_SIZE = PAGE_SIZES[0];
/** The largest page a list answers (issue 26): a bigger `limit` is answered with this many rows, so that
 * `limit=10000` cannot ask for megabytes. The master data lists are the exception (the spec loads them
 * whole with limit 10000000). */
export const MAX_PAGE_SIZE = Math.max(...PAGE_SIZES);
/** Above this many matches the marketplace search answers `count` = this and `count_capped` = true
 * ("1,000+"), because counting every match of a broad search costs more than the page itself. */
export const SEARCH_COUNT_CAP = 1000;

// ---- Plans ----------------------------------------------------------------------------------------------

/** A paid plan runs for this many days from the payment (a new payment for the same plan extends it). */
export const PLAN_PERIOD_DAYS = 30;

export interface PlanLimits {
  /** Profile uploads per UTC day; null is unlimited. */
  daily_upload_limit: number | null;
  /** Public profiles viewed, rented or bought per UTC day; null is unlimited. */
  daily_view_limit: number | null;
  /** Whether bought profiles can be published again for TAT. */
  can_resell: boolean;
}

/** Spec 000 section 9: the daily limits of the four plan tiers. */
export const PLAN_LIMITS = {
  1: { daily_upload_limit: 50, daily_view_limit: 40, can_resell: false },
  2: { daily_upload_limit: 100, daily_view_limit: 80, can_resell: false },
  3: { daily_upload_limit: 200, daily_view_limit: 160, can_resell: false },
  4: { daily_upload_limit: null, daily_view_limit: 500, can_resell: true },
} as const satisfies Record<1 | 2 | 3 | 4, PlanLimits>;
export type PlanTier = keyof typeof PLAN_LIMITS;

/**
 * Jobs a recruiter may have open (status open or paused) at once, per plan tier; null is unlimited.
 * Spec 000 section 6 leaves the server's rule "not shown" (docs/decisions.md).
 */
export const OPEN_JOB_LIMITS = { 1: 3, 2: 10, 3: 25, 4: null } as const satisfies Record<
  PlanTier,
  number | null
>;

/**
 * The one name a plan is shown by (issue 25, docs/decisions.md): its loginName, such as "TAT Kickstart"
 * (spec 000 section 3 "Plan card": the portal shows the loginName; section 9 pairs it with the homeName
 * "Starter Sparks"). The top-bar badge, the profile, the pricing cards, the license page, the checkout, the
 * sandbox checkout page and the invoices all use it. A plan known only by its combined name ("Starter Sparks
 * / TAT Kickstart", as older sessions stored it) shows the part after the last " / ".
 */
export function planDisplayName(plan: string | { name: string; login_name?: string | null }): string {
  if (typeof plan !== 'string') {
    const login = plan.login_name?.trim();
    if (login) return login;
    return planDisplayName(plan.name);
  }
  const parts = plan.split(' / ');
  return parts[parts.length - 1]?.trim() || plan.trim();
}

/** One thing a plan allows, from the limits the server enforces (`null` is unlimited). */
export type PlanAllowance =
  | { kind: 'uploads'; perDay: number | null }
  | { kind: 'views'; perDay: number | null }
  | { kind: 'publish' }
  | { kind: 'resell' }
  | { kind: 'open_jobs'; max: number | null }
  | { kind: 'messages'; perDay: number | null };

/** A tier the rules know; any other tier gets the lowest limits (as the server treats it). */
export function knownTier(tier: number): PlanTier {
  return tier in PLAN_LIMITS ? (tier as PlanTier) : 1;
}

/**
 * What a plan tier allows, in the order a plan card lists it: daily uploads and views (spec 000 section 9),
 * publishing own profiles for TAT (every plan), reselling bought profiles (the top tier), open jobs and
 * messages per day (the jobs and messaging issues). Texts are the portal's (i18n); this is the data.
 */
export function planAllowances(tier: number): PlanAllowance[] {
  const t = knownTier(tier);
  const limits = PLAN_LIMITS[t];
  const list: PlanAllowance[] = [
    { kind: 'uploads', perDay: limits.daily_upload_limit },
    { kind: 'views', perDay: limits.daily_view_limit },
    { kind: 'publish' },
  ];
  if (limits.can_resell) list.push({ kind: 'resell' });
  list.push({ kind: 'open_jobs', max: OPEN_JOB_LIMITS[t] });
  list.push({ kind: 'messages', perDay: DAILY_MESSAGE_LIMITS[t] });
  return list;
}

// ---- Jobs and applications ------------------------------------------------------------------------------

export const JOB_STATUSES = ['draft', 'open', 'paused', 'closed', 'filled'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** Which status a job may move to from each status (`job_status`); anything else answers 409. */
export const JOB_TRANSITIONS: Record<JobStatus, readonly JobStatus[]> = {
  draft: ['open', 'closed'],
  open: ['paused', 'closed', 'filled'],
  paused: ['open', 'closed', 'filled'],
  closed: ['open'],
  filled: ['closed'],
};

/** Statuses that count against the plan's open-job limit. */
export const LIVE_JOB_STATUSES = ['open', 'paused'] as const satisfies readonly JobStatus[];

export const WORK_LOCATIONS = ['onsite', 'remote', 'hybrid'] as const;
export type WorkLocation = (typeof WORK_LOCATIONS)[number];
export const EMPLOYMENT_TYPES = ['full_time', 'part_time', 'contract', 'temporary', 'internship'] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

/** The longest job description the server stores (HTML, after sanitising). */
export const MAX_JOB_DESCRIPTION = 20_000;

/** Spec 000 section 4: candidate application status codes and their labels, exactly as written. */
export const APPLICATION_STATUS = {
  1: 'Job Applied',
  2: 'Application viewed',
  3: 'Schedule Interview',
  4: 'Interview Complete',
  5: 'Shortlist',
  6: 'Reject',
  7: 'Offer Letter Provided',
  8: 'Offer Accepted',
  9: 'Archived',
} as const;
export type ApplicationStatus = keyof typeof APPLICATION_STATUS;
export const APPLICATION_STATUS_CODES = [
  1, 2, 3, 4, 5, 6, 7, 8, 9,
] as const satisfies readonly ApplicationStatus[];

/**
 * Allowed moves between application statuses (spec 000 section 4 says they are "not shown"; this table is
 * ours, docs/decisions.md gives the reasons). The server answers 409 for anything else; the UI offers only
 * these. Archived is the end; a rejection can only be archived.
 */
export const APPLICATION_TRANSITIONS: Record<ApplicationStatus, readonly ApplicationStatus[]> = {
  1: [2, 3, 5, 6, 9],
  2: [3, 5, 6, 9],
  3: [4, 5, 6, 7, 9],
  4: [5, 7, 6, 9],
  5: [3, 7, 6, 9],
  6: [9],
  7: [8, 6, 9],
  8: [9],
  9: [],
};

export function canMoveApplication(from: ApplicationStatus, to: ApplicationStatus): boolean {
  return APPLICATION_TRANSITIONS[from].includes(to);
}

export function canMoveJob(from: JobStatus, to: JobStatus): boolean {
  return JOB_TRANSITIONS[from].includes(to);
}

/**
 * A candidate may withdraw an application while it is below Offer Letter Provided and not rejected
 * (docs/decisions.md "Withdrawing an application"). Withdrawing moves it to Archived, the one status
 * every other can reach, so the recruiter's history keeps it and nobody can move it again.
 */
export const WITHDRAWABLE_STATUSES = [1, 2, 3, 4, 5] as const satisfies readonly ApplicationStatus[];
export const WITHDRAWN_STATUS = 9 satisfies ApplicationStatus;

export function canWithdraw(status: ApplicationStatus): boolean {
  return (WITHDRAWABLE_STATUSES as readonly number[]).includes(status);
}

/** The longest cover note an application carries. */
export const MAX_COVER_NOTE = 2000;

/** The "posted within" choices of the job search, in days. */
export const POSTED_WITHIN_DAYS = [1, 3, 7, 14, 30] as const;

/**
 * Guest applications (no account): per client address and per e-mail address, per hour. The file limit is
 * the signed-in upload's (MAX_UPLOAD_BYTES).
 */
export const GUEST_APPLY_LIMITS = {
  perAddress: { max: 10, windowMs: 60 * 60_000 },
  perEmail: { max: 3, windowMs: 60 * 60_000 },
} as const;

// ---- Freelance projects (issue 17) ----------------------------------------------------------------------

export const PROJECT_STATUSES = [
  'draft',
  'open',
  'awarded',
  'in_progress',
  'delivered',
  'completed',
  'cancelled',
  'disputed',
  'resolved',
] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

/**
 * Which status a project may move to from each status; anything else answers 409. Changes requested on a
 * delivery send it back to in_progress; an admin's resolution of a dispute ends it as resolved.
 */
export const PROJECT_TRANSITIONS: Record<ProjectStatus, readonly ProjectStatus[]> = {
  draft: ['open'],
  open: ['awarded', 'cancelled'],
  awarded: ['in_progress', 'cancelled'],
  in_progress: ['delivered'],
  delivered: ['completed', 'in_progress', 'disputed'],
  completed: [],
  cancelled: [],
  disputed: ['resolved'],
  resolved: [],
};

export function canMoveProject(from: ProjectStatus, to: ProjectStatus): boolean {
  return PROJECT_TRANSITIONS[from].includes(to);
}

/** The actions that move a project, each from the statuses it may start from (a subset of the table: a
 * freelancer's `start` cannot undo a delivery, which only the poster's `request_changes` sends back). */
export const PROJECT_ACTIONS = {
  publish: { from: ['draft'], to: 'open' },
  award: { from: ['open'], to: 'awarded' },
  start: { from: ['awarded'], to: 'in_progress' },
  deliver: { from: ['in_progress'], to: 'delivered' },
  accept: { from: ['delivered'], to: 'completed' },
  request_changes: { from: ['delivered'], to: 'in_progress' },
  cancel: { from: ['open', 'awarded'], to: 'cancelled' },
  dispute: { from: ['delivered'], to: 'disputed' },
  resolve: { from: ['disputed'], to: 'resolved' },
} as const satisfies Record<string, { from: readonly ProjectStatus[]; to: ProjectStatus }>;
export type ProjectAction = keyof typeof PROJECT_ACTIONS;

/** Whether `action` may be taken on a project in `status`. */
export function canTakeProjectAction(action: ProjectAction, status: ProjectStatus): boolean {
  return (PROJECT_ACTIONS[action].from as readonly ProjectStatus[]).includes(status);
}

/** A project's brief and files change while it is a draft or open (before the award; issue 40: the one rule
 * the server and the portal read). */
export const EDITABLE_PROJECT_STATUSES = ['draft', 'open'] as const satisfies readonly ProjectStatus[];

export function isProjectEditable(status: ProjectStatus): boolean {
  return (EDITABLE_PROJECT_STATUSES as readonly ProjectStatus[]).includes(status);
}

/** Projects holding TAT in escrow (awarded and not yet paid out or refunded). */
export const ESCROW_PROJECT_STATUSES = [
  'awarded',
  'in_progress',
  'delivered',
  'disputed',
] as const satisfies readonly ProjectStatus[];

export const PROPOSAL_STATUSES = ['pending', 'awarded', 'declined', 'withdrawn'] as const;
export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number];
/** A freelancer may withdraw a proposal only while it is pending (before the project is awarded). */
export const WITHDRAWABLE_PROPOSAL_STATUSES = ['pending'] as const satisfies readonly ProposalStatus[];

export const PROJECT_BUDGET_TYPES = ['fixed', 'hourly'] as const;
export type ProjectBudgetType = (typeof PROJECT_BUDGET_TYPES)[number];
export const PROJECT_VISIBILITIES = ['public', 'invited'] as const;
export type ProjectVisibility = (typeof PROJECT_VISIBILITIES)[number];

/** The largest budget (fixed price or hourly cap) and bid, in TAT. */
export const MAX_PROJECT_BUDGET = 1_000_000;
/** A bid may not exceed the project's budget (fixed price, or the hourly project's cap). */
export function bidCapFor(budget: number): number {
  return Math.min(budget, MAX_PROJECT_BUDGET);
}
/** The days to deliver a proposal may promise. */
export const MAX_DELIVERY_DAYS = 365;
/** The longest project description the server stores (HTML, after sanitising). */
export const MAX_PROJECT_DESCRIPTION = 20_000;
/** The longest cover letter, delivery message or change request. */
export const MAX_PROPOSAL_TEXT = 5000;
/** The platform's share of an accepted project: the marketplace's share (docs/money.md). */
export const PROJECT_FEE_PERCENT = PLATFORM_FEE_PERCENT;
/** The platform's share of a released escrow, in whole TAT (rounded down). */
export function projectFeeFor(amount: number): number {
  return Math.floor((amount * PROJECT_FEE_PERCENT) / 100);
}
/** Attachments of a project or a delivery: PDF or DOCX, at most this many, each at most this size. */
export const PROJECT_ATTACHMENT_EXTENSIONS = ['pdf', 'docx'] as const;
export const MAX_PROJECT_ATTACHMENTS = 5;
export const MAX_PROJECT_ATTACHMENT_BYTES = 5 * 1024 * 1024;
/** Portfolio links on a freelancer profile. */
export const MAX_PORTFOLIO_LINKS = 10;

// ---- Messaging (issue 18) -------------------------------------------------------------------------------

export const MESSAGE_CHANNELS = ['email', 'sms'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];
/** A message's life: queued (waiting, or waiting to retry), sending (claimed by a worker), sent, failed. */
export const MESSAGE_STATUSES = ['queued', 'sending', 'sent', 'failed'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];
/** Recipients of one send (one message each). */
export const MAX_MESSAGE_RECIPIENTS = 100;
export const MAX_MESSAGE_SUBJECT = 200;
export const MAX_MESSAGE_BODY = 10_000;
/** Messages a user may queue per UTC day, per plan tier (each recipient is one message); null is unlimited. */
export const DAILY_MESSAGE_LIMITS = { 1: 100, 2: 300, 3: 1000, 4: 5000 } as const satisfies Record<
  PlanTier,
  number | null
>;
/** Tries before a message fails for good; a failed message can be sent again by hand (resend). */
export const MESSAGE_MAX_ATTEMPTS = 5;
/** The wait before try `attempt + 1` after a failed try `attempt` (1-based): 30 s, 1 min, 2 min, 4 min, ...,
 * at most an hour. */
export function messageRetryDelayMs(attempt: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempt - 1), 3_600_000);
}

// ---- Resumes by e-mail (issue 18) ----------------------------------------------------------------------

/** What the inbox keeps from a message: the upload's types, and attached .eml messages (the browser
 * parser opens them like .msg files and uploads their resume attachments). */
export const INBOX_EXTENSIONS = [...ACCEPTED_EXTENSIONS, 'eml'] as const;
/** The largest message the inbound SMTP server takes (it answers 552 above). */
export const MAX_INBOUND_MESSAGE_BYTES = 25 * 1024 * 1024;
/** Files kept from one message; the rest are logged as skipped. */
export const MAX_INBOX_FILES_PER_MESSAGE = 10;
export const INBOX_SOURCES = ['email', 'imap', 'share'] as const;
export type InboxSource = (typeof INBOX_SOURCES)[number];
/** Files shared from a phone (the manifest's share target) wait this long for the signed-in upload page to
 * claim them into the user's inbox; then they are deleted. */
export const SHARE_CLAIM_TTL_MS = 60 * 60 * 1000;
/** Shares one address (IP) may post per window: a phone shares a few at a time, a script many. */
export const SHARE_RATE_LIMIT = { max: 30, windowMs: 10 * 60 * 1000 } as const;
/** The share target's form field that carries the files (the manifest's `share_target.params.files`). */
export const SHARE_FILES_FIELD = 'resumes';
/** Sending accounts (issue 18): the user's own SMTP and SMS provider accounts. */
export const SMTP_SECURITY = ['tls', 'starttls', 'none'] as const;
export type SmtpSecurity = (typeof SMTP_SECURITY)[number];
/** SMS provider APIs the server speaks; messages go to the outbox when the user has no account. */
export const SMS_PROVIDERS = ['twilio'] as const;
export type SmsProviderName = (typeof SMS_PROVIDERS)[number];
/** Accounts of one kind (SMTP or SMS) per user. */
export const MAX_SENDING_ACCOUNTS = 20;
/** A phone number in E.164 form: +, a country code, at most 15 digits in all. */
export const E164_PATTERN = /^\+[1-9]\d{6,14}$/;
/** A Twilio Account SID: AC and 32 hexadecimal digits. */
export const TWILIO_ACCOUNT_SID_PATTERN = /^AC[0-9a-fA-F]{32}$/;
/** A client's logo (issue 18): a PNG, JPEG or WebP image of at most this size (SVG is refused: it can
 * carry scripts). */
export const CLIENT_LOGO_TYPES = { png: 'image/png', jpeg: 'image/jpeg', webp: 'image/webp' } as const;
export type ClientLogoType = keyof typeof CLIENT_LOGO_TYPES;
export const MAX_CLIENT_LOGO_BYTES = 512 * 1024;
/** Contacts per client. */
export const MAX_CLIENT_CONTACTS = 20;
/** A phone number as people write it: an optional +, then digits with spaces, dots, dashes or brackets;
 * 7 to 15 digits in all (E.164 allows 15). */
export const PHONE_PATTERN = /^\+?[0-9 ().-]+$/;
export const PHONE_DIGITS = { min: 7, max: 15 } as const;
/** The company candidates see on a job with a client: its display name, else its name. */
export function shownClientName(client: { name: string; display_name: string | null }): string {
  return client.display_name?.trim() || client.name;
}

/**
 * A profile's mobile number as an SMS provider takes it (E.164): `+` and 8 to 15 digits kept as written; a
 * US-style 10-digit number (the spec's form) or 11 digits starting with 1 becomes +1...; anything else is
 * null, since the country cannot be guessed.
 */
export function smsAddress(mobile: string | null | undefined): string | null {
  const text = (mobile ?? '').trim();
  const digits = text.replace(/\D/g, '');
  if (text.startsWith('+')) return digits.length >= 8 && digits.length <= 15 ? `+${digits}` : null;
  if (digits.length === 10) return `+1${digits}`;
  if (digits.length === 11 && digits.startsWith('1')) return `+${digits}`;
  return null;
}
export * from './team';

export * from './invoices';
export * from './blog';
export * from './redirects';
export * from './search';
