export { AppShell, type AppShellProps } from './AppShell';
export { PAGE_TRANSITION_MS } from './pageTransition';
export { SideMenu, type MenuLinkProps, type RenderLink, type SideMenuProps } from './SideMenu';
export { HorizontalMenu, type HorizontalMenuProps } from './HorizontalMenu';
export {
  canSee,
  compactMenu,
  containsActive,
  filterMenu,
  flattenMenu,
  isLinkActive,
  type Can,
  type MenuItem,
  type OpenGroups,
} from './menu';
