/**
 * The gallery's demo session: the signed-in demo user and the mock tokens, kept in localStorage under the
 * gallery's own keys (never the product portal's), refreshed through /jwt/refresh-token before the access
 * token expires, cleared on sign-out. With nothing stored the gallery signs in as the demo admin
 * (docs/decisions.md "Issue 22: auth"): with the spec's guest default, read Auth, a visitor would see
 * almost nothing. A visitor who signed out stays signed out.
 */
import { decodeJwt } from 'jose';
import type { DemoUserData } from '../mocks/data/users';

export const SESSION_KEYS = {
  userData: 'talent.demo.userData',
  accessToken: 'talent.demo.accessToken',
  refreshToken: 'talent.demo.refreshToken',
  /** Written by an explicit sign-out, so the gallery does not sign in as the demo admin again. */
  signedOut: 'talent.demo.signedOut',
} as const;

/** The demo credentials written on the login pages (the mock layer's two users). */
export const DEMO_CREDENTIALS = {
  admin: { email: 'admin@demo.com', password: 'admin' },
  client: { email: 'client@demo.com', password: 'client' },
} as const;

/** Refresh when the access token has less than this left, so the 10-minute refresh token is still valid. */
export const REFRESH_MARGIN_MS = 60_000;

export interface DemoSession {
  userData: DemoUserData;
  accessToken: string;
  /** Registration answers no refresh token (spec 001 section 7): that session ends with its access token. */
  refreshToken: string | null;
}

/** A refused sign-in or registration, with the spec's message per field. */
export class DemoAuthError extends Error {
  constructor(readonly fields: Partial<Record<'email' | 'username' | 'password', string>>) {
    super(Object.values(fields)[0] ?? 'Something went wrong');
    this.name = 'DemoAuthError';
  }
}

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface SessionDeps {
  storage: KeyValueStorage;
  /** Prefix of the mock calls ('' in the browser, where msw answers the page's own origin). */
  origin: string;
  now: () => number;
}

/** When a token expires (ms since the epoch), or 0 when it cannot be read. */
export function expiresAt(token: string): number {
  try {
    const { exp } = decodeJwt(token);
    return typeof exp === 'number' ? exp * 1000 : 0;
  } catch {
    return 0;
  }
}

function firstMessage(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
  return undefined;
}

function errorFields(body: unknown): DemoAuthError['fields'] | null {
  if (typeof body !== 'object' || body === null || !('error' in body)) return null;
  const error = body.error;
  if (typeof error !== 'object' || error === null)
    return { email: firstMessage(error) ?? 'Something went wrong' };
  const record = error as Record<string, unknown>;
  const fields: DemoAuthError['fields'] = {};
  for (const key of ['email', 'username', 'password'] as const) {
    const message = firstMessage(record[key]);
    if (message) fields[key] = message;
  }
  return Object.keys(fields).length > 0 ? fields : { email: 'Something went wrong' };
}

export class DemoSessionStore {
  private listeners = new Set<() => void>();
  private snapshot: DemoSession | null | undefined;
  private refreshing: Promise<DemoSession | null> | null = null;

  constructor(private readonly deps: SessionDeps) {}

  /** For useSyncExternalStore: the same object until the session changes. */
  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly current = (): DemoSession | null => {
    if (this.snapshot === undefined) this.snapshot = this.read();
    return this.snapshot;
  };

  private read(): DemoSession | null {
    const { storage } = this.deps;
    const raw = storage.getItem(SESSION_KEYS.userData);
    const accessToken = storage.getItem(SESSION_KEYS.accessToken);
    if (!raw || !accessToken) return null;
    try {
      const userData = JSON.parse(raw) as DemoUserData;
      return { userData, accessToken, refreshToken: storage.getItem(SESSION_KEYS.refreshToken) };
    } catch {
      return null;
    }
  }

  private write(session: DemoSession | null, signedOut: boolean) {
    const { storage } = this.deps;
    if (session) {
      storage.setItem(SESSION_KEYS.userData, JSON.stringify(session.userData));
      storage.setItem(SESSION_KEYS.accessToken, session.accessToken);
      if (session.refreshToken) storage.setItem(SESSION_KEYS.refreshToken, session.refreshToken);
      else storage.removeItem(SESSION_KEYS.refreshToken);
    } else {
      for (const key of [SESSION_KEYS.userData, SESSION_KEYS.accessToken, SESSION_KEYS.refreshToken]) {
        storage.removeItem(key);
      }
    }
    if (signedOut) storage.setItem(SESSION_KEYS.signedOut, 'true');
    else storage.removeItem(SESSION_KEYS.signedOut);
    this.snapshot = session;
    for (const listener of this.listeners) listener();
  }

  private async post(path: string, body: unknown): Promise<{ status: number; body: unknown }> {
    const response = await fetch(`${this.deps.origin}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: await response.json().catch(() => null) };
  }

  /** POST /jwt/login; a refusal throws DemoAuthError ('Email or Password is Invalid'). */
  async signIn(email: string, password: string): Promise<DemoSession> {
    const answer = await this.post('/jwt/login', { email, password });
    const fields = errorFields(answer.body);
    if (answer.status !== 200 || fields) throw new DemoAuthError(fields ?? { email: 'Something went wrong' });
    const session = answer.body as DemoSession;
    this.write(session, false);
    return session;
  }

  /** POST /jwt/register; a used e-mail or username (a 200 error object) throws DemoAuthError. */
  async register(input: { username: string; email: string; password: string }): Promise<DemoSession> {
    const answer = await this.post('/jwt/register', input);
    const fields = errorFields(answer.body);
    if (answer.status !== 200 || fields) throw new DemoAuthError(fields ?? { email: 'Something went wrong' });
    const { user, accessToken } = answer.body as { user: DemoUserData; accessToken: string };
    const session = { userData: user, accessToken, refreshToken: null };
    this.write(session, false);
    return session;
  }

  signOut() {
    this.write(null, true);
  }

  /** True when the visitor signed out (the gallery then shows the guest's abilities). */
  isSignedOut(): boolean {
    return this.deps.storage.getItem(SESSION_KEYS.signedOut) === 'true';
  }

  /** When the current access token should be refreshed (ms since the epoch), or null with no session. */
  refreshDueAt(): number | null {
    const session = this.current();
    return session ? expiresAt(session.accessToken) - REFRESH_MARGIN_MS : null;
  }

  /**
   * The session with a fresh access token: refreshed through /jwt/refresh-token when it is due. A refused
   * refresh (or an expired session with no refresh token) ends the session; it is not a sign-out, so the
   * gallery's default applies again.
   */
  async fresh(): Promise<DemoSession | null> {
    const session = this.current();
    if (!session) return null;
    const due = this.refreshDueAt() ?? 0;
    if (this.deps.now() < due) return session;
    if (this.refreshing) return this.refreshing;
    this.refreshing = (async () => {
      const refreshToken = session.refreshToken;
      const usable = refreshToken && expiresAt(refreshToken) > this.deps.now();
      const answer = usable ? await this.post('/jwt/refresh-token', { refreshToken }) : null;
      if (answer?.status === 200) {
        const next = answer.body as DemoSession;
        this.write(next, false);
        return next;
      }
      // Registration's session has no refresh token: while its access token lasts it stays.
      if (!refreshToken && expiresAt(session.accessToken) > this.deps.now()) return session;
      this.write(null, false);
      return null;
    })().finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  /**
   * The gallery's start: a stored session is refreshed when due; with nothing stored (and no sign-out) the
   * gallery signs in as the demo admin.
   */
  async start(): Promise<DemoSession | null> {
    const session = await this.fresh();
    if (session || this.isSignedOut()) return session;
    try {
      return await this.signIn(DEMO_CREDENTIALS.admin.email, DEMO_CREDENTIALS.admin.password);
    } catch {
      return null;
    }
  }
}

/** The gallery's session (in the browser; tests build their own store). */
export const demoSession = new DemoSessionStore({
  get storage() {
    return window.localStorage;
  },
  origin: '',
  now: () => Date.now(),
});
