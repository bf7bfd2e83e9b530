import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-aria-components';
import { breakpoints } from '../../theme/tokens';
import type { LayoutSettings } from '../../theme/layoutSettings';
import { useLayoutSettings } from '../../theme/ThemeProvider';
import { toneClass } from '../../styles/tone.css';
import { cx } from '../../styles/cx';
import { useIsNarrow } from '../../hooks/useIsNarrow';
import { Icon } from '../../icons';
import { Button } from '../Button';
import { HorizontalMenu } from './HorizontalMenu';
import { SideMenu, type RenderLink } from './SideMenu';
import type { Can, MenuItem } from './menu';
import * as styles from './AppShell.css';

export interface AppShellProps {
  menu: readonly MenuItem[];
  can: Can;
  /** The navbar's content (usually <TopBar />). */
  topBar?: ReactNode;
  logo?: ReactNode;
  logoHref?: string;
  /** Product name next to the logo (hidden while the menu is collapsed). */
  appName?: string;
  currentPath?: string;
  renderLink?: RenderLink;
  footer?: ReactNode;
  /** Overrides of the layout settings from the surrounding ThemeProvider. */
  settings?: Partial<LayoutSettings>;
  /**
   * Below this width (of the shell itself, normally the window) the menu overlays the page and the
   * layout is forced vertical. Default 1200 (spec 000 section 9).
   */
  narrowBelow?: number;
  /** localStorage key under which the side menu remembers its open groups (see SideMenu). */
  menuOpenGroupsKey?: string;
  /** Labels of the shell's own controls. */
  labels?: Partial<typeof defaultLabels>;
  children: ReactNode;
}

const defaultLabels = {
  skipToContent: 'Skip to content',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  collapseMenu: 'Collapse menu',
  expandMenu: 'Expand menu',
  mainMenu: 'Main menu',
};

/**
 * The page frame: side or top menu filtered by abilities, navbar, content with a route transition,
 * footer. Every layout setting (spec 000 section 4) is honoured.
 */
export function AppShell({
  menu,
  can,
  topBar,
  logo,
  logoHref = '/',
  appName,
  currentPath,
  renderLink,
  footer,
  settings: overrides,
  labels: labelOverrides,
  menuOpenGroupsKey,
  narrowBelow = breakpoints.desktop,
  children,
}: AppShellProps) {
  const context = useLayoutSettings();
  const settings = { ...context.settings, ...overrides };
  const labels = { ...defaultLabels, ...labelOverrides };
  const [rootRef, isNarrow] = useIsNarrow<HTMLDivElement>(narrowBelow);
  // The overlay menu remembers the path it was opened on, so navigating closes it without an effect.
  const [overlayPath, setOverlayPath] = useState<string | null>(null);
  const isOverlayOpen = isNarrow && overlayPath === (currentPath ?? '');
  const setOverlayOpen = useCallback(
    (open: boolean) => setOverlayPath(open ? (currentPath ?? '') : null),
    [currentPath],
  );

  const layout = isNarrow ? 'vertical' : settings.menuLayout;
  const showSidebar = layout === 'vertical' && (isNarrow || !settings.menuHidden);
  const isCollapsed = layout === 'vertical' && !isNarrow && settings.menuCollapsed;
  const closeOverlay = useCallback(() => setOverlayOpen(false), [setOverlayOpen]);
  // On a narrow screen the menu waits off-canvas until opened. It is built when the user reaches for the
  // open button (hover, focus or the start of a press), a moment before it opens, so it still slides in,
  // and a phone's first load does not build a menu it does not show. Once built it stays.
  const [menuWanted, setMenuWanted] = useState(false);
  const wantMenu = useCallback(() => setMenuWanted(true), []);
  const buildMenu = !isNarrow || menuWanted || isOverlayOpen;

  useEffect(() => {
    if (!isOverlayOpen) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOverlayOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [isOverlayOpen, setOverlayOpen]);

  const brand = (
    <Link href={logoHref} className={styles.brandLink} aria-label={appName ? undefined : 'Home'}>
      {logo}
      {appName && !isCollapsed ? <span>{appName}</span> : null}
    </Link>
  );

  const sidebarBrand = (
    <div className={styles.brand}>
      {brand}
      {isNarrow ? (
        <Button variant="ghost" tone="neutral" size="sm" aria-label={labels.closeMenu} onPress={closeOverlay}>
          <Icon name="close" size={18} />
        </Button>
      ) : (
        <Button
          variant="ghost"
          tone="neutral"
          size="sm"
          aria-label={isCollapsed ? labels.expandMenu : labels.collapseMenu}
          aria-pressed={isCollapsed}
          onPress={() => context.updateSettings({ menuCollapsed: !settings.menuCollapsed })}
        >
          <Icon name={isCollapsed ? 'chevronEnd' : 'chevronStart'} size={18} />
        </Button>
      )}
    </div>
  );

  const navbarTone = settings.navbarColor === 'default' ? undefined : settings.navbarColor;

  return (
    <div
      ref={rootRef}
      className={styles.root}
      data-layout={layout}
      data-collapsed={isCollapsed || undefined}
      data-narrow={isNarrow || undefined}
      data-overlay-open={isOverlayOpen || undefined}
      data-navbar={settings.navbarType}
      data-footer={settings.footerType}
      data-width={settings.contentWidth}
      data-transition={settings.transition}
    >
      <a href="#main-content" className={styles.skipLink}>
        {labels.skipToContent}
      </a>

      {showSidebar ? (
        <div className={styles.sidebar} data-chrome="" inert={isNarrow && !isOverlayOpen}>
          {/* The logo row sits inside the menu's landmark, so no content of the page is outside one. */}
          {buildMenu ? (
            <SideMenu
              items={menu}
              can={can}
              currentPath={currentPath}
              renderLink={renderLink}
              isCollapsed={isCollapsed}
              label={labels.mainMenu}
              onNavigate={closeOverlay}
              openGroupsKey={menuOpenGroupsKey}
              header={sidebarBrand}
            />
          ) : (
            sidebarBrand
          )}
        </div>
      ) : null}

      {isOverlayOpen ? (
        <button
          type="button"
          tabIndex={-1}
          aria-label={labels.closeMenu}
          className={styles.backdrop}
          onClick={closeOverlay}
        />
      ) : null}

      <div className={styles.main}>
        {settings.navbarType !== 'hidden' ? (
          <header
            className={cx(
              styles.navbar,
              navbarTone && toneClass[navbarTone],
              navbarTone && styles.navbarColored,
            )}
          >
            {isNarrow ? (
              <Button
                variant="ghost"
                tone="neutral"
                aria-label={labels.openMenu}
                aria-expanded={isOverlayOpen}
                onHoverStart={wantMenu}
                onFocus={wantMenu}
                onPressStart={wantMenu}
                onPress={() => setOverlayOpen(true)}
              >
                <Icon name="menu" />
              </Button>
            ) : null}
            {layout === 'horizontal' ? brand : null}
            {topBar}
          </header>
        ) : null}
        {layout === 'horizontal' ? (
          <div className={styles.horizontalMenu} data-chrome="">
            <HorizontalMenu
              items={menu}
              can={can}
              currentPath={currentPath}
              renderLink={renderLink}
              label={labels.mainMenu}
            />
          </div>
        ) : null}
        <main id="main-content" tabIndex={-1} className={styles.content}>
          <div key={currentPath} className={styles.transition}>
            {children}
          </div>
        </main>
        {settings.footerType !== 'hidden' && footer ? (
          <footer className={styles.footer}>{footer}</footer>
        ) : null}
      </div>
    </div>
  );
}
