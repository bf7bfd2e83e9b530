import { Suspense, createElement, lazy, type ReactNode } from 'react';
import { Navigate, Outlet, type RouteObject } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LoadingScreen } from '@talent/ui';
import { PageReady } from '../app/boot';
import { useAbility } from '../app/ability';
import { useSession } from '../app/session';
import { BlankLayout } from '../shell/BlankLayout';
import { pageLoading } from '../shell/layout.css';
import { AriaRouter } from './AriaRouter';
import { RouteError } from './RouteError';
import { useDocumentTitle } from './useDocumentTitle';
import { decide, homeFor } from './guards';
import { lazyPage, preloadPage } from './pages';
import { useRouteDef } from './useRouteDef';
import { NOT_AUTHORIZED_PATH, routes, type RouteDef, type RouteLayout } from './table';

/**
 * The shell (menu, top bar, notifications, verification overlay) is its own chunk: the sign-in and other
 * blank-layout pages never load it.
 */
const ShellLayout = lazy(() => import('../shell/ShellLayout').then((m) => ({ default: m.ShellLayout })));

/** Runs the guards of spec 2.1 for the matched route, then renders its layout around the page. */
function Gate({ layout }: { layout: RouteLayout }) {
  const def = useRouteDef();
  const { user } = useSession();
  const ability = useAbility();
  const { t } = useTranslation();
  useDocumentTitle(def?.title);
  if (!def) return <Navigate to="/misc/error" replace />;
  const decision = decide(def, user, ability);
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  const loading = <LoadingScreen label={t('Loading')} />;
  const page = (fallback: ReactNode) => (
    <Suspense fallback={fallback}>
      <Outlet />
      <PageReady />
    </Suspense>
  );
  if (layout === 'blank') return <BlankLayout>{page(loading)}</BlankLayout>;
  preloadPage(def.page);
  // Inside the shell a page loads in the content area, a screen high: the menu and top bar stay, and the
  // footer does not jump up into view while the page's chunk arrives.
  const inShell = <LoadingScreen label={t('Loading')} isFullScreen={false} className={pageLoading} />;
  return (
    <Suspense fallback={loading}>
      <ShellLayout>{page(inShell)}</ShellLayout>
    </Suspense>
  );
}

/** The public landing page (issue 20): its own chunk, never loaded for a signed-in user. */
const LandingPage = lazy(() => import('../pages/landing/LandingPage'));

/** `/`: the role's home for a signed-in user; the landing page for a visitor. */
function Home() {
  const { user } = useSession();
  const { t } = useTranslation();
  if (!user)
    return (
      <Suspense fallback={<LoadingScreen label={t('Loading')} />}>
        <LandingPage />
        <PageReady />
      </Suspense>
    );
  const home = homeFor(user);
  return <Navigate to={home === '/' ? NOT_AUTHORIZED_PATH : home} replace />;
}

function toRouteObject(def: RouteDef): RouteObject {
  return { path: def.path, handle: def, element: createElement(lazyPage(def.page)) };
}

export function buildRouteObjects(table: RouteDef[] = routes): RouteObject[] {
  return [
    {
      element: <AriaRouter />,
      errorElement: <RouteError />,
      children: [
        { path: '/', element: <Home /> },
        {
          element: <Gate layout="blank" />,
          children: table.filter((r) => r.layout === 'blank').map(toRouteObject),
        },
        {
          element: <Gate layout="shell" />,
          children: table.filter((r) => r.layout === 'shell').map(toRouteObject),
        },
        { path: '*', element: <Navigate to="/misc/error" replace /> },
      ],
    },
  ];
}
