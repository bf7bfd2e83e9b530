import axios, {
  AxiosError,
  AxiosHeaders,
  type AxiosInstance,
  type AxiosRequestConfig,
  type InternalAxiosRequestConfig,
} from 'axios';
import * as storage from './storage';
import { configurePublicCalls } from './publicCalls';

/** Texts of spec 000 section 8 (rows HTTP 401 and HTTP 406). */
export const SESSION_TEXTS = {
  refreshFailed: {
    title: 'Session Expired',
    message: 'Your session has expired. Please log in again.',
  },
  otherDevice: {
    title: 'Session Expired',
    message: 'You are logged in on a different device, so your session has expired.',
  },
} as const;

export type SessionEndReason = keyof typeof SESSION_TEXTS;

export interface SessionAlert {
  reason: SessionEndReason;
  title: string;
  message: string;
}

/**
 * What the client needs from the app around it. Injected so the client never imports ui or a router.
 * `alert` resolves when the user presses OK.
 */
export interface ClientHooks {
  alert(alert: SessionAlert): Promise<void>;
  navigate(path: string): void;
  /** Called after stored data is cleared, so the app can drop its in-memory user. */
  onSessionEnd?(reason: SessionEndReason): void;
}

export interface ClientConfig {
  /** Base host; '' means same origin (paths already start with /api). */
  baseURL?: string;
  hooks?: Partial<ClientHooks>;
  /** Adapter override for tests (`'fetch'` under msw/node). */
  adapter?: AxiosRequestConfig['adapter'];
}

export const REFRESH_PATH = '/api/refreshToken';
export const LOGIN_PATH = '/login';

/** Calls where a 401 means "bad credentials", never "refresh and retry". */
const NO_REFRESH_PATHS = [
  /\/api\/login\/?$/,
  /\/api\/refreshToken\/?$/,
  /\/api\/auth\/register\/?$/,
  /\/api\/get_otp\/?$/,
];

interface TrackedConfig extends InternalAxiosRequestConfig {
  /** Access token this request was sent with, to tell a stale 401 from a fresh one. */
  _sentToken?: string | null;
  _replayed?: boolean;
}

export interface ApiClient {
  http: AxiosInstance;
  configure(config: ClientConfig): void;
  /** Ends the session locally: clears stored data and goes to /login (no alert). */
  endSessionLocally(): void;
  /**
   * Tells `listener` the moment the session is known to have ended (a 406, a failed refresh, a local end),
   * before the alert is answered, so long-lived connections (the notification socket) stop at once instead
   * of retrying with a session that is gone. Answers the unsubscribe function.
   */
  onSessionEnding(listener: (reason: SessionEndReason) => void): () => void;
  /**
   * Tells `listener` each time the access token was refreshed (after the new tokens are stored), so the app
   * can read again what the server may have changed meanwhile: a role's rules take effect at the next token
   * refresh at the latest (issue 19). Answers the unsubscribe function.
   */
  onTokenRefreshed(listener: () => void): () => void;
}

function defaultAlert(alert: SessionAlert): Promise<void> {
  if (typeof window !== 'undefined' && typeof window.alert === 'function') {
    window.alert(`${alert.title}\n${alert.message}`);
  }
  return Promise.resolve();
}

function defaultNavigate(path: string): void {
  if (typeof window !== 'undefined') window.location.assign(path);
}

/**
 * Builds the axios instance of spec 000 section 4 (Session) and section 8 (401, 406):
 * - every request carries `Authorization: Bearer <accessToken>` from storage;
 * - on 401 with a refresh token: exactly one refresh call, concurrent 401s wait for it and are replayed;
 * - refresh failure: the "session has expired" alert, then logout;
 * - 406: the "Session Expired" alert once, then all stored data is cleared and the app goes to /login.
 */
export function createApiClient(initial: ClientConfig = {}): ApiClient {
  let hooks: ClientHooks = { alert: defaultAlert, navigate: defaultNavigate };
  let refreshing: Promise<string> | null = null;
  let ending: Promise<void> | null = null;
  const endingListeners = new Set<(reason: SessionEndReason) => void>();
  const refreshedListeners = new Set<() => void>();

  function announceRefreshed(): void {
    for (const listener of [...refreshedListeners]) {
      try {
        listener();
      } catch (error) {
        console.error('A token-refresh listener failed', error);
      }
    }
  }

  function announceEnding(reason: SessionEndReason): void {
    for (const listener of [...endingListeners]) {
      try {
        listener(reason);
      } catch (error) {
        // One listener failing must not keep the session from ending.
        console.error('A session-end listener failed', error);
      }
    }
  }

  const http = axios.create({ baseURL: initial.baseURL ?? '', adapter: initial.adapter });
  // A bare instance for the refresh call itself, so it never recurses through the interceptors.
  const bare = axios.create({ baseURL: initial.baseURL ?? '', adapter: initial.adapter });

  function configure(config: ClientConfig): void {
    if (config.baseURL !== undefined) {
      http.defaults.baseURL = config.baseURL;
      bare.defaults.baseURL = config.baseURL;
    }
    if (config.adapter !== undefined) {
      http.defaults.adapter = config.adapter;
      bare.defaults.adapter = config.adapter;
    }
    if (config.hooks) hooks = { ...hooks, ...config.hooks };
  }
  configure({ hooks: initial.hooks });

  function endSessionLocally(reason: SessionEndReason = 'refreshFailed'): void {
    announceEnding(reason);
    storage.clearAll();
    hooks.onSessionEnd?.(reason);
    hooks.navigate(LOGIN_PATH);
  }

  /** One alert for any number of calls ending the same session; none once the session is gone. */
  function endSession(reason: SessionEndReason): Promise<void> {
    if (ending) return ending;
    if (!storage.hasSession()) return Promise.resolve();
    const texts = SESSION_TEXTS[reason];
    announceEnding(reason);
    ending = (async () => {
      try {
        await hooks.alert({ reason, title: texts.title, message: texts.message });
      } finally {
        endSessionLocally(reason);
      }
    })().finally(() => {
      ending = null;
    });
    return ending;
  }

  function refreshOnce(): Promise<string> {
    if (refreshing) return refreshing;
    const refresh = storage.getRefreshToken();
    refreshing = (async () => {
      try {
        const res = await bare.post<{ access: string; refresh?: string }>(REFRESH_PATH, { refresh });
        const access = res.data?.access;
        if (!access) throw new Error('refresh answer without access token');
        storage.setTokens(access, res.data.refresh ?? refresh);
        return access;
      } finally {
        refreshing = null;
      }
    })();
    // Listeners hear of it once the refresh is over (`refreshing` cleared), so a call they make goes out with
    // the new token and a 401 it meets starts a refresh of its own rather than waiting on this one.
    refreshing.then(announceRefreshed, () => undefined);
    return refreshing;
  }

  http.interceptors.request.use((config: TrackedConfig) => {
    const token = storage.getAccessToken();
    config.headers = AxiosHeaders.from(config.headers);
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    else config.headers.delete('Authorization');
    config._sentToken = token;
    return config;
  });

  http.interceptors.response.use(undefined, async (error: unknown) => {
    if (!(error instanceof AxiosError) || !error.response || !error.config) throw error;
    const config = error.config as TrackedConfig;
    const status = error.response.status;
    const url = config.url ?? '';

    if (status === 401 && !config._replayed && !NO_REFRESH_PATHS.some((re) => re.test(url))) {
      if (!storage.getRefreshToken()) throw error;
      const current = storage.getAccessToken();
      // Another call already refreshed while this one was in flight: replay without a new refresh.
      if (!refreshing && current && config._sentToken && current !== config._sentToken) {
        config._replayed = true;
        return http.request(config);
      }
      try {
        await refreshOnce();
      } catch (refreshError) {
        // A refresh token of a session ended by a login elsewhere answers 406: say so, not "expired".
        const reason =
          refreshError instanceof AxiosError &&
          refreshError.response?.status === 406 &&
          isSessionElsewhere(refreshError.response.data)
            ? 'otherDevice'
            : 'refreshFailed';
        await endSession(reason);
        throw error;
      }
      config._replayed = true;
      return http.request(config);
    }

    // 406 also answers uploads (bad file type, duplicate, daily limit) with a message to show; only the
    // server's `session_elsewhere` code means the session was ended by a login on another device.
    if (status === 406 && isSessionElsewhere(error.response.data)) {
      await endSession('otherDevice');
    }
    throw error;
  });

  function onSessionEnding(listener: (reason: SessionEndReason) => void): () => void {
    endingListeners.add(listener);
    return () => {
      endingListeners.delete(listener);
    };
  }

  function onTokenRefreshed(listener: () => void): () => void {
    refreshedListeners.add(listener);
    return () => {
      refreshedListeners.delete(listener);
    };
  }

  return {
    http,
    configure,
    endSessionLocally: () => endSessionLocally(),
    onSessionEnding,
    onTokenRefreshed,
  };
}

/** The server marks a 406 that ends the session with `code: "session_elsewhere"` (docs/api.md). */
export function isSessionElsewhere(body: unknown): boolean {
  return (
    typeof body === 'object' && body !== null && (body as { code?: unknown }).code === 'session_elsewhere'
  );
}

/** The app-wide client; the portal configures its base URL and hooks at start. */
export const apiClient = createApiClient();
export const http = apiClient.http;
/** Subscribes to the end of the app-wide client's session (see `ApiClient.onSessionEnding`). */
export const onSessionEnding = (listener: (reason: SessionEndReason) => void) =>
  apiClient.onSessionEnding(listener);
/** Subscribes to the app-wide client's token refreshes (see `ApiClient.onTokenRefreshed`). */
export const onTokenRefreshed = (listener: () => void) => apiClient.onTokenRefreshed(listener);

/** Configures the app-wide client, and the base URL of the session-less fetch calls (publicCalls.ts). */
export function configureApiClient(config: ClientConfig): void {
  apiClient.configure(config);
  configurePublicCalls(config);
}
