import { Suspense, useMemo } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router-dom';
import {
  AppShell,
  LoadingScreen,
  ScrollToTop,
  ThemeCustomizer,
  TopBar,
  defaultLogo,
  flattenMenu,
  type Bookmark,
} from '@talent/ui';
import { demoMenu } from './menu';

/** The gallery shows every screen: no ability hides anything. */
const canAll = () => true;

/** The demo's signed-in sample user (spec 001 "User (mock)"). */
const demoUser = { name: 'John Doe', role: 'Admin', avatar: null };

/**
 * The product's shell around the gallery: side menu, top bar (bookmark search over the gallery's screens)
 * and the theme customizer, so designers review the templates in every skin, layout and direction.
 */
export function DemoShell() {
  const location = useLocation();
  const navigate = useNavigate();
  const menu = useMemo(() => demoMenu(), []);
  const bookmarks = useMemo<Bookmark[]>(
    () => flattenMenu(menu).map((item) => ({ id: item.id, title: item.title, navLink: item.navLink ?? '/' })),
    [menu],
  );
  return (
    <AppShell
      menu={menu}
      can={canAll}
      currentPath={location.pathname}
      logo={defaultLogo}
      appName="Templates"
      logoHref="/"
      menuOpenGroupsKey="demo.menuOpenGroups"
      renderLink={(item, content, props) => (
        <Link to={item.navLink ?? '/'} {...props}>
          {content}
        </Link>
      )}
      topBar={
        <TopBar
          user={demoUser}
          onLogout={() => void navigate('/')}
          onBack={() => void navigate(-1)}
          bookmarks={bookmarks}
          onBookmarkNavigate={(bookmark) => void navigate(bookmark.navLink)}
          labels={{ logout: 'Back to the gallery' }}
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
