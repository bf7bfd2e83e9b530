import { Suspense, lazy, useEffect, useMemo, type ReactNode } from 'react';
import { RouterProvider, createBrowserRouter, type DataRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from '@talent/ui';
import { configureApiClient, useRevalidateAfterWrites } from '@talent/api/client';
import { buildRouteObjects } from '../routes/router';
import { AlertHost, showAlert } from './alerts';
import { i18n } from './i18n';
import { SessionProvider, useSession } from './session';
import { useUserRefresh } from './userRefresh';

const ToastHost = lazy(() => import('./ToastHost'));

export interface AppProps {
  /** A router made by the caller (tests pass a memory router). */
  router?: DataRouter;
  /** Base host of the API ('' = same origin). */
  apiBaseUrl?: string;
}

/** Connects the API client's injected callbacks to this app: alerts, navigation, forgetting the user. */
function ClientBridge({ router, apiBaseUrl }: { router: DataRouter; apiBaseUrl?: string }) {
  const { forget } = useSession();
  useEffect(() => {
    configureApiClient({
      baseURL: apiBaseUrl,
      hooks: {
        alert: ({ title, message }) => showAlert({ title, message }),
        navigate: (path) => void router.navigate(path, { replace: true }),
        onSessionEnd: forget,
      },
    });
  }, [router, apiBaseUrl, forget]);
  return null;
}

/** Keeps the stored user (plan label, verification) in step with the server (userRefresh.ts). */
function UserRefresh() {
  const { user, updateUser } = useSession();
  useUserRefresh(user ? user.id : null, updateUser);
  return null;
}

/** Lets a write's `call()` revalidate the reads it changes in this session's cache (issue 41). */
function RevalidateAfterWrites({ children }: { children: ReactNode }) {
  useRevalidateAfterWrites();
  return children;
}

/**
 * SWR's cache belongs to one session: signing out or in as someone else starts an empty cache, so no
 * answer of the previous user is ever shown to the next.
 */
function SessionCache({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const sessionKey = user ? `${user.id}:${user.email}` : 'anonymous';
  return (
    <SWRConfig
      key={sessionKey}
      value={{ provider: () => new Map(), revalidateOnFocus: false, shouldRetryOnError: false }}
    >
      <RevalidateAfterWrites>{children}</RevalidateAfterWrites>
    </SWRConfig>
  );
}

export function App({ router: given, apiBaseUrl }: AppProps) {
  const router = useMemo(() => given ?? createBrowserRouter(buildRouteObjects()), [given]);
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider>
        <SessionProvider>
          <ClientBridge router={router} apiBaseUrl={apiBaseUrl} />
          <UserRefresh />
          <SessionCache>
            <RouterProvider router={router} />
          </SessionCache>
          <AlertHost />
          <Suspense fallback={null}>
            <ToastHost />
          </Suspense>
        </SessionProvider>
      </ThemeProvider>
    </I18nextProvider>
  );
}
