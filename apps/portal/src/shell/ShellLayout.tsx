import { Suspense, lazy, useCallback, useMemo, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  AppShell,
  Footer,
  ScrollToTop,
  compactMenu,
  defaultLogo,
  filterMenu,
  type MenuItem,
} from '@talent/ui';
import { useAbility } from '../app/ability';
import { useSession } from '../app/session';
import { homeFor } from '../routes/guards';
import { EmailVerificationGate } from '../verify/EmailVerification';
import { DeletionBanner } from '../pages/account/KeepAccount';
import { MENU_OPEN_GROUPS_KEY, MIN_ENTRIES_FOR_SECTIONS, menuFor } from './menu';
import { PortalTopBar } from './PortalTopBar';

const ThemeCustomizerHost = lazy(() => import('./ThemeCustomizerHost'));

/**
 * The page shell: side menu filtered by the user's abilities, top bar, the verification overlay, footer, the
 * scroll-to-top button (after 300 px) and the theme customizer (spec 2.4).
 */
export function ShellLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const ability = useAbility();
  const location = useLocation();
  const can = useCallback(
    (action: string, subject: string) => ability.can(action as 'read', subject as 'Auth'),
    [ability],
  );
  // Sections only for a long menu: what the role may see decides whether it is grouped (issue 25).
  const menu = useMemo<MenuItem[]>(
    () =>
      compactMenu(
        filterMenu(menuFor(user?.role, user?.custom_role === true), can),
        MIN_ENTRIES_FOR_SECTIONS,
      ).map((entry) => translateItem(entry, t)),
    [user?.role, user?.custom_role, can, t],
  );
  return (
    <AppShell
      menu={menu}
      can={can}
      currentPath={location.pathname}
      logo={defaultLogo}
      appName={t('Talent Marketplace')}
      logoHref={homeFor(user)}
      menuOpenGroupsKey={MENU_OPEN_GROUPS_KEY}
      renderLink={(item, content, props) => (
        <Link to={item.navLink ?? '/'} {...props}>
          {content}
        </Link>
      )}
      topBar={<PortalTopBar menu={menu} can={can} />}
      footer={
        <Footer
          brand={t('Talent Marketplace')}
          linksLabel={t('Footer links')}
          links={[
            { label: t('FAQ'), href: '/pages/faq' },
            { label: t('Privacy Policy: Sharing Data'), href: '/privacy/policy/sharing-data' },
          ]}
        />
      }
    >
      {user ? <DeletionBanner /> : null}
      <EmailVerificationGate>{children}</EmailVerificationGate>
      <ScrollToTop label={t('Scroll to top')} />
      <Suspense fallback={null}>
        <ThemeCustomizerHost />
      </Suspense>
    </AppShell>
  );
}

function translateItem(item: MenuItem, t: (key: string) => string): MenuItem {
  return {
    ...item,
    title: t(item.title),
    children: item.children?.map((child) => translateItem(child, t)),
  };
}
