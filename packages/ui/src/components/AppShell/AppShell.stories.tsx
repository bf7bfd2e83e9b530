import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ThemeProvider } from '../../theme/ThemeProvider';
import { SkinGrid, storyLocale } from '../../storybook';
import type { Direction } from '../../theme/layoutSettings';
import { Card } from '../Card';
import { AppShell, type AppShellProps } from './AppShell';
import { jobseekerCan, recruiterCan, sampleMenu } from './AppShell.fixtures';

const logo = (
  <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true">
    <rect width="28" height="28" rx="8" fill="currentColor" opacity="0.2" />
    <path d="M8 10h12M14 10v10" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
  </svg>
);

const base: AppShellProps = {
  menu: sampleMenu,
  can: recruiterCan,
  logo,
  appName: 'Talent',
  currentPath: '/dashboard',
  topBar: <span>Top bar content</span>,
  footer: <span>© 2026 Talent</span>,
  children: (
    <Card title="Dashboard">
      <p>Page content.</p>
    </Card>
  ),
};

const meta = {
  title: 'Templates/AppShell',
  component: AppShell,
  args: base,
  parameters: { layout: 'fullscreen' },
  render: (args, { globals }) => (
    <ThemeProvider
      persist={false}
      applyToDocument={false}
      initialSettings={{ locale: storyLocale(globals.direction as Direction | undefined) }}
    >
      <AppShell {...args} />
    </ThemeProvider>
  ),
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main menu' });
    const menu = within(nav);
    await expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    // Job seeker-only entries are hidden for a recruiter.
    await expect(menu.queryByRole('link', { name: 'Search Job' })).toBeNull();
    const group = menu.getByRole('button', { name: /Profile Management/ });
    await expect(group).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(group);
    await expect(group).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', { name: /Market Place/ })).toBeVisible();
    await expect(menu.getByRole('link', { name: /Help Center/ })).toHaveAttribute('target', '_blank');
  },
};

/** A job seeker sees only J entries; groups whose children are all hidden disappear. */
export const JobSeekerMenu: Story = {
  args: { can: jobseekerCan, currentPath: '/search_job' },
  play: async ({ canvas }) => {
    const menu = within(canvas.getByRole('navigation', { name: 'Main menu' }));
    await expect(menu.getByRole('link', { name: 'Search Job' })).toHaveAttribute('aria-current', 'page');
    await expect(menu.queryByRole('link', { name: 'Dashboard' })).toBeNull();
    await expect(menu.queryByRole('button', { name: /Profile Management/ })).toBeNull();
    await expect(menu.queryByRole('button', { name: /Job Management/ })).toBeNull();
  },
};

/** The active page's group opens by itself. */
export const ActiveGroup: Story = {
  args: { currentPath: '/job-applications' },
  play: async ({ canvas }) => {
    const menu = within(canvas.getByRole('navigation', { name: 'Main menu' }));
    await expect(menu.getByRole('button', { name: /Job Management/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(menu.getByRole('link', { name: /Job Applications/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** Open groups are remembered under `menuOpenGroupsKey` (issue 25): the next visit finds them as left. */
export const RememberedGroups: Story = {
  args: { menuOpenGroupsKey: 'story-menu-groups' },
  beforeEach: () => {
    localStorage.removeItem('story-menu-groups');
    return () => localStorage.removeItem('story-menu-groups');
  },
  play: async ({ canvas }) => {
    const menu = within(canvas.getByRole('navigation', { name: 'Main menu' }));
    const group = menu.getByRole('button', { name: /Profile Management/ });
    await expect(group).toHaveAttribute('aria-expanded', 'false');
    // A closed group's entries take no room (its list's display must not override `hidden`).
    await expect(menu.getByText('Search My Profile')).not.toBeVisible();
    await userEvent.click(group);
    await expect(group).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByText('Search My Profile')).toBeVisible();
    await expect(JSON.parse(localStorage.getItem('story-menu-groups') ?? '{}')).toEqual({ profiles: true });
    // A keyboard user sees where the focus is on a menu link, a plain anchor without react-aria's attribute.
    await userEvent.tab();
    await expect(menu.getByRole('link', { name: /Search My Profile/ })).toHaveFocus();
    await expect(getComputedStyle(document.activeElement as Element).outlineStyle).toBe('solid');
  },
};

export const Collapsed: Story = {
  render: (args) => (
    <ThemeProvider persist={false} applyToDocument={false} initialSettings={{ menuCollapsed: true }}>
      <AppShell {...args} />
    </ThemeProvider>
  ),
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Expand menu' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(toggle);
    await expect(canvas.getByRole('button', { name: 'Collapse menu' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  },
};

export const Horizontal: Story = {
  args: { settings: { menuLayout: 'horizontal', navbarType: 'sticky' } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Profile Management/ }));
    const menu = await within(document.body).findByRole('menu', { name: 'Profile Management' });
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: /Market Place/ })).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('menu')).toBeNull());
  },
};

/** Below 1200 px the menu overlays the page and the layout is vertical, even when horizontal is chosen. */
export const Narrow: Story = {
  args: { settings: { menuLayout: 'horizontal' } },
  render: (args) => (
    <div style={{ maxWidth: 800, transform: 'translateZ(0)', minHeight: 500 }}>
      <ThemeProvider persist={false} applyToDocument={false}>
        <AppShell {...args} />
      </ThemeProvider>
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    const open = await canvas.findByRole('button', { name: 'Open menu' });
    await expect(canvas.queryByRole('menu')).toBeNull();
    // The off-canvas menu is not built until the user reaches for the button: here, pointing at it.
    await expect(canvasElement.querySelector('nav')).toBeNull();
    await userEvent.hover(open);
    await waitFor(() => expect(canvasElement.querySelector('nav')).not.toBeNull());
    await expect(open).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(open);
    const dashboard = canvas.getByRole('link', { name: 'Dashboard' });
    await waitFor(() => expect(dashboard).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(open).toHaveAttribute('aria-expanded', 'false'));
  },
};

/** The route transition follows the setting and stays still under reduced motion (as in these tests). */
export const Transition: Story = {
  args: { settings: { transition: 'zoomIn' } },
  play: async ({ canvas }) => {
    const main = canvas.getByRole('main');
    await expect(main.closest('[data-transition]')).toHaveAttribute('data-transition', 'zoomIn');
    const page = main.firstElementChild as HTMLElement;
    await expect(getComputedStyle(page).animationName).toBe('none');
  },
};

export const NavbarAndFooterTypes: Story = {
  args: {
    settings: { navbarType: 'static', navbarColor: 'accent', footerType: 'sticky', contentWidth: 'full' },
  },
};

export const Skins: Story = {
  parameters: {
    a11y: {
      // Four shells on one page repeat the main landmark by design of this story only.
      config: {
        rules: [
          'landmark-no-duplicate-main',
          'landmark-no-duplicate-banner',
          'landmark-no-duplicate-contentinfo',
          'landmark-unique',
        ].map((id) => ({ id, enabled: false })),
      },
    },
  },
  render: (args) => (
    <SkinGrid stacked>
      {(skin) => (
        <ThemeProvider persist={false} applyToDocument={false}>
          <AppShell
            {...args}
            narrowBelow={0}
            labels={{ mainMenu: `Main menu (${skin})`, skipToContent: `Skip to content (${skin})` }}
          />
        </ThemeProvider>
      )}
    </SkinGrid>
  ),
};

export const RTL: Story = {
  globals: { direction: 'rtl' },
  args: { currentPath: '/market-place' },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main menu' });
    // The menu sits at the inline start, which is the right edge in RTL.
    const rect = nav.getBoundingClientRect();
    await expect(rect.left).toBeGreaterThan(window.innerWidth / 2);
  },
};
