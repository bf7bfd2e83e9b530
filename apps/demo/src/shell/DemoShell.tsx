import { Suspense, useCallback, useMemo } from 'react';
import { Link, Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import {
  AppShell,
  LoadingScreen,
  ScrollToTop,
  ThemeCustomizer,
  TopBar,
  defaultLogo,
  type TopBarUser,
} from '@talent/ui';
import { canOpenPath } from '../auth/abilities';
import { demoSession, type DemoSession, type DemoSessionStore } from '../auth/session';
import { useDemoAbility, useDemoSession, useSessionStart } from '../auth/useDemoSession';
import { gallery } from '../gallery';
import { BookmarkStars } from './BookmarkStars';
import { demoMenu } from './menu';
import { TopSearch } from './TopSearch';

/** Where a refused route lands (the Misc page of spec 001 section 2). */
export const NOT_AUTHORIZED_PATH = '/misc/not-authorized';
export const SIGN_IN_PATH = '/pages/login-basic';

const roleLabel = (role: string) => role.charAt(0).toUpperCase() + role.slice(1);

function topBarUser(session: DemoSession | null): TopBarUser {
  if (!session) return { name: 'Guest', role: 'Signed out', avatar: null };
  const { fullName, username, role, avatar } = session.userData;
  return { name: fullName || username, role: roleLabel(role), avatar: avatar || null };
}

/**
 * The product's shell around the gallery: the side menu (what the demo user may read, spec 001 section 6),
 * the top bar (grouped search, bookmark stars, the demo user and "Sign out") and the theme customizer, so
 * designers review the templates in every skin, layout and direction. A route the demo user may not read
 * goes to the not-authorized page.
 */
export function DemoShell({ store = demoSession }: { store?: DemoSessionStore }) {
  const location = useLocation();
  const navigate = useNavigate();
  const ready = useSessionStart(store);
  const session = useDemoSession(store);
  const ability = useDemoAbility(store);
  const menu = useMemo(() => demoMenu(), []);
  const can = useCallback((action: string, subject: string) => ability.can(action, subject), [ability]);
  if (!ready) return <LoadingScreen />;
  if (!canOpenPath(ability, gallery, location.pathname)) {
    return <Navigate to={NOT_AUTHORIZED_PATH} replace />;
  }
  return (
    <AppShell
      menu={menu}
      can={can}
      currentPath={location.pathname}
      logo={defaultLogo}
      appName="Templates"
      logoHref="/gallery"
      menuOpenGroupsKey="demo.menuOpenGroups"
      renderLink={(item, content, props) => (
        <Link to={item.navLink ?? '/'} {...props}>
          {content}
        </Link>
      )}
      topBar={
        <TopBar
          user={topBarUser(session)}
          onLogout={() => {
            if (session) store.signOut();
            void navigate(SIGN_IN_PATH);
          }}
          onBack={() => void navigate(-1)}
          search={<TopSearch can={can} />}
          actions={ability.can('manage', 'all') ? <BookmarkStars /> : null}
          labels={{ logout: session ? 'Sign out' : 'Sign in' }}
        />
      }
    >
      <Suspense fallback={<LoadingScreen isFullScreen={false} />}>
        <Outlet />
      </Suspense>
      <ScrollToTop label="Scroll to top" />
      <ThemeCustomizer label="Theme Customizer" />
    </AppShell>
  );
}
