import { useCallback, useId, useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-aria-components';
import { cx } from '../../styles/cx';
import { Icon } from '../../icons';
import { Badge } from '../Badge';
import {
  containsActive,
  filterMenu,
  isLinkActive,
  readOpenGroups,
  writeOpenGroups,
  type Can,
  type MenuItem,
  type OpenGroups,
} from './menu';
import * as styles from './SideMenu.css';

/** What a custom link renderer must put on its element to look and behave like the built-in one. */
export interface MenuLinkProps {
  className: string;
  'aria-current'?: 'page';
  onClick?: () => void;
}

/**
 * Renders a menu link with the app's router (e.g. react-router's <Link to={item.navLink}>).
 * Without it, react-aria's Link is used, which follows a surrounding RouterProvider.
 */
export type RenderLink = (item: MenuItem, children: ReactNode, linkProps: MenuLinkProps) => ReactNode;

export interface SideMenuProps {
  items: readonly MenuItem[];
  can: Can;
  currentPath?: string;
  renderLink?: RenderLink;
  /** Icons only; titles stay readable by screen readers. */
  isCollapsed?: boolean;
  /** Accessible name of the navigation landmark (default "Main menu"). */
  label?: string;
  /** Called after a link is followed (closes the overlay menu on small screens). */
  onNavigate?: () => void;
  /**
   * Remember which groups are open under this localStorage key. Without it the state lives for the page.
   * A group the user has not opened or closed is open while it holds the current page.
   */
  openGroupsKey?: string;
  /** Shown above the entries inside the navigation landmark (the shell's logo row). */
  header?: ReactNode;
  className?: string;
}

export function ItemContent({ item }: { item: MenuItem }) {
  return (
    <>
      <span className={styles.icon}>{item.icon ?? <Icon name="circle" size={12} />}</span>
      <span className={cx(styles.title, styles.collapsedText)}>{item.title}</span>
      {item.badge !== undefined ? (
        <Badge
          tone={item.badgeTone ?? 'accent'}
          variant="solid"
          className={cx(styles.badge, styles.collapsedText)}
        >
          {item.badge}
        </Badge>
      ) : null}
      {item.externalLink && item.newTab ? (
        <span className={styles.collapsedText}>
          <Icon name="external" size={14} />
        </span>
      ) : null}
    </>
  );
}

export interface ItemProps {
  item: MenuItem;
  currentPath?: string;
  renderLink?: RenderLink;
  onNavigate?: () => void;
}

interface GroupState {
  openGroups: OpenGroups;
  onToggle: (id: string, open: boolean) => void;
}

export function LeafItem({ item, currentPath, renderLink, onNavigate }: ItemProps) {
  const current = isLinkActive(item.navLink, currentPath) ? ('page' as const) : undefined;
  const content = <ItemContent item={item} />;
  const target = item.newTab ? '_blank' : undefined;
  const rel = item.newTab ? 'noopener noreferrer' : undefined;

  if (item.disabled || !item.navLink) {
    return (
      <Link isDisabled className={styles.link}>
        {content}
      </Link>
    );
  }
  if (item.externalLink) {
    return (
      <a href={item.navLink} target={target} rel={rel} className={styles.link}>
        {content}
      </a>
    );
  }
  if (renderLink) {
    return (
      <>
        {renderLink(item, content, { className: styles.link, 'aria-current': current, onClick: onNavigate })}
      </>
    );
  }
  return (
    <Link
      href={item.navLink}
      target={target}
      rel={rel}
      aria-current={current}
      onPress={onNavigate}
      className={styles.link}
    >
      {content}
    </Link>
  );
}

function GroupItem(props: ItemProps & GroupState & { items: readonly MenuItem[] }) {
  const { item, currentPath, openGroups, onToggle } = props;
  const active = containsActive(item, currentPath);
  const isOpen = openGroups[item.id] ?? active;
  const listId = useId();
  return (
    <>
      <button
        type="button"
        aria-expanded={isOpen}
        aria-controls={listId}
        onClick={() => onToggle(item.id, !isOpen)}
        className={cx(styles.link, isOpen && styles.groupOpen, active && styles.groupActive)}
      >
        <ItemContent item={item} />
        <span className={cx(styles.chevron, styles.collapsedText)}>
          <Icon name="chevronDown" size={16} />
        </span>
      </button>
      <ul id={listId} hidden={!isOpen} className={cx(styles.list, styles.nested)}>
        {props.items.map((child) => (
          <MenuEntry key={child.id} {...props} item={child} />
        ))}
      </ul>
    </>
  );
}

function MenuEntry(props: ItemProps & GroupState) {
  const { item } = props;
  return <li>{item.children ? <GroupItem {...props} items={item.children} /> : <LeafItem {...props} />}</li>;
}

/** The vertical navigation: groups open and close, the current page is marked, forbidden entries are gone. */
export function SideMenu({
  items,
  can,
  currentPath,
  renderLink,
  isCollapsed = false,
  label = 'Main menu',
  onNavigate,
  openGroupsKey,
  header,
  className,
}: SideMenuProps) {
  const visible = useMemo(() => filterMenu(items, can), [items, can]);
  const [openGroups, setOpenGroups] = useState<OpenGroups>(() =>
    openGroupsKey ? readOpenGroups(openGroupsKey) : {},
  );
  const onToggle = useCallback(
    (id: string, open: boolean) =>
      setOpenGroups((groups) => {
        const next = { ...groups, [id]: open };
        if (openGroupsKey) writeOpenGroups(openGroupsKey, next);
        return next;
      }),
    [openGroupsKey],
  );
  return (
    <nav aria-label={label} className={cx(styles.nav, isCollapsed && styles.collapsed, className)}>
      {header}
      <ul className={styles.list}>
        {visible.map((item) => (
          <MenuEntry
            key={item.id}
            item={item}
            currentPath={currentPath}
            renderLink={renderLink}
            onNavigate={onNavigate}
            openGroups={openGroups}
            onToggle={onToggle}
          />
        ))}
      </ul>
    </nav>
  );
}
