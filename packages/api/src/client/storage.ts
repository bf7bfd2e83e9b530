/**
 * Browser storage for the session, under the exact keys of spec 000 section 3.
 * Everything goes through these helpers so the key names live in one place.
 */

export const STORAGE_KEYS = {
  userData: 'userData',
  isEmailVerified: 'is_email_verified',
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
  firstTimeLog: 'first_time_log',
  paymentDetails: 'payment_details',
  notifications: 'notifications',
  /** Plan picked before sign-up; a verified recruiter with one proceeds to payment (spec 4). */
  selectedPlan: 'selected_plan',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** `[planId, planName]`: the second item is the plan name (spec 3). */
export type CurrentPlan = [number | string, string] | null;

export interface StoredAbilityRule {
  action: string;
  subject: string;
}

export interface StoredUserData {
  id: number | string;
  full_name: string;
  role: string;
  avatar?: string | null;
  email: string;
  is_email_verified: boolean;
  /** Whether the mobile number was verified with a code (older stored sessions may lack it). */
  is_phone_verified?: boolean;
  current_plan?: CurrentPlan;
  refreshToken?: string;
  hire_visa_candidates_statement?: string | null;
  about_company_statement?: string | null;
  equal_employee_opportunity?: string | null;
  sub_user?: boolean | number | string | null;
  userType?: string | null;
  mobile?: string | null;
  talentru_coin?: number | string | null;
  ability?: StoredAbilityRule[];
  /** The held role's name and whether it is a custom role (issue 19). */
  role_name?: string;
  custom_role?: boolean;
}

export interface PaymentDetails {
  subscription: number | string;
  success: string;
  fail: string;
}

/** A single e-mail notification group: profile ids received for one job. */
export interface StoredNotification {
  job_id: number | string;
  message: string;
  seekersIds: Array<number | string>;
  isClick?: boolean;
}

function store(): Storage | undefined {
  return typeof globalThis.localStorage === 'undefined' ? undefined : globalThis.localStorage;
}

function readJson<T>(key: StorageKey): T | null {
  const raw = store()?.getItem(key);
  if (raw == null || raw === '' || raw === 'undefined') return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

function writeJson(key: StorageKey, value: unknown): void {
  store()?.setItem(key, JSON.stringify(value));
}

function readText(key: StorageKey): string | null {
  const value = store()?.getItem(key);
  return value == null || value === '' ? null : value;
}

export function getUserData(): StoredUserData | null {
  return readJson<StoredUserData>(STORAGE_KEYS.userData);
}

export function setUserData(user: StoredUserData): void {
  writeJson(STORAGE_KEYS.userData, user);
  store()?.setItem(STORAGE_KEYS.isEmailVerified, JSON.stringify(Boolean(user.is_email_verified)));
}

export function getAccessToken(): string | null {
  return readText(STORAGE_KEYS.accessToken);
}

export function getRefreshToken(): string | null {
  return readText(STORAGE_KEYS.refreshToken);
}

/** Stores a new token pair; the refresh token is mirrored into userData as the spec keeps it there too. */
export function setTokens(accessToken: string, refreshToken?: string | null): void {
  const s = store();
  if (!s) return;
  s.setItem(STORAGE_KEYS.accessToken, accessToken);
  if (refreshToken) {
    s.setItem(STORAGE_KEYS.refreshToken, refreshToken);
    const user = getUserData();
    if (user) writeJson(STORAGE_KEYS.userData, { ...user, refreshToken });
  }
}

export interface LoginSession {
  userData: StoredUserData;
  accessToken: string;
  refreshToken: string;
}

/** "Login sets the user" (spec 4): user, both tokens and the verified flag. */
export function saveSession(session: LoginSession): void {
  setUserData({ ...session.userData, refreshToken: session.refreshToken });
  setTokens(session.accessToken, session.refreshToken);
}

export function isEmailVerified(): boolean {
  const user = getUserData();
  if (user) return Boolean(user.is_email_verified);
  return readJson<boolean>(STORAGE_KEYS.isEmailVerified) === true;
}

/** Marks the stored user as verified (spec 4, Email verification: on success). */
export function markEmailVerified(): void {
  const user = getUserData();
  if (user) setUserData({ ...user, is_email_verified: true });
  else writeJson(STORAGE_KEYS.isEmailVerified, true);
}

export function hasSession(): boolean {
  return getUserData() !== null || getAccessToken() !== null;
}

export function getFirstTimeLog(): boolean {
  return readJson<boolean>(STORAGE_KEYS.firstTimeLog) === true;
}

export function setFirstTimeLog(value: boolean): void {
  writeJson(STORAGE_KEYS.firstTimeLog, value);
}

export function getPaymentDetails(): PaymentDetails | null {
  return readJson<PaymentDetails>(STORAGE_KEYS.paymentDetails);
}

export function setPaymentDetails(details: PaymentDetails): void {
  writeJson(STORAGE_KEYS.paymentDetails, details);
}

export function getSelectedPlan(): string | null {
  return readText(STORAGE_KEYS.selectedPlan);
}

export function setSelectedPlan(planId: string | number | null): void {
  if (planId == null) store()?.removeItem(STORAGE_KEYS.selectedPlan);
  else store()?.setItem(STORAGE_KEYS.selectedPlan, String(planId));
}

export function getNotifications(): StoredNotification[] {
  return readJson<StoredNotification[]>(STORAGE_KEYS.notifications) ?? [];
}

export function setNotifications(list: StoredNotification[]): void {
  writeJson(STORAGE_KEYS.notifications, list);
}

/** "Logout clears all local storage" (spec 4). */
export function clearAll(): void {
  store()?.clear();
}
