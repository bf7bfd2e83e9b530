import type { ReactNode } from 'react';
import type { Key } from 'react-aria-components';
import { Link } from 'react-aria-components';
import { Icon } from '../../icons';
import { useMediaQuery } from '../../hooks/useMediaQuery';
import { Avatar } from '../Avatar';
import { Button } from '../Button';
import { ActionMenu } from '../Menu';
import { BookmarkSearch } from './BookmarkSearch';
import type { Bookmark } from './bookmarks';
import { NotificationBell } from './NotificationBell';
import type { JobNotification } from './notifications';
import * as styles from './TopBar.css';

export interface TopBarUser {
  name: string;
  role?: string;
  avatar?: string | null;
}

export interface TopBarProps {
  user: TopBarUser;
  onLogout: () => void;
  /** Back button; hidden when absent. */
  onBack?: () => void;
  /**
   * The current plan label, for recruiter-type users only: pass the plan name, or null when the user
   * has none ("no Plan"). Leave undefined to hide the label (other roles).
   */
  planName?: string | null;
  bookmarks?: readonly Bookmark[];
  onBookmarkNavigate?: (bookmark: Bookmark) => void;
  /** A search of your own in place of the bookmark search (e.g. a GroupedSearch); hidden on phones too. */
  search?: ReactNode;
  notifications?: readonly JobNotification[];
  onNotificationOpen?: (entry: JobNotification) => void;
  profileHref?: string;
  plansHref?: string;
  /** Extra controls before the user menu (e.g. a skin toggle). */
  actions?: ReactNode;
  labels?: Partial<typeof defaultLabels>;
}

const defaultLabels = {
  back: 'Back',
  noPlan: 'no Plan',
  currentPlan: 'Current plan',
  search: 'Search pages',
  notifications: 'Notifications',
  userMenu: 'Account',
  profile: 'Profile',
  plans: 'Plans',
  logout: 'Logout',
};

/** The navbar content of spec 000 section 2.4: back, plan label, bookmark search, bell, user menu. */
export function TopBar({
  user,
  onLogout,
  onBack,
  planName,
  bookmarks,
  onBookmarkNavigate,
  search,
  notifications,
  onNotificationOpen,
  profileHref = '/pages/profile',
  plansHref = '/pages/pricing',
  actions,
  labels: labelOverrides,
}: TopBarProps) {
  const labels = { ...defaultLabels, ...labelOverrides };
  const isPhone = useMediaQuery(styles.narrow);
  const onUserAction = (id: Key) => {
    if (id === 'logout') onLogout();
  };
  return (
    <div className={styles.bar}>
      {onBack ? (
        <Button
          variant="ghost"
          tone="neutral"
          aria-label={labels.back}
          onPress={onBack}
          className={styles.back}
        >
          <Icon name="arrowBack" />
        </Button>
      ) : null}
      {/* Not even rendered on a phone, where it would be hidden: its combobox is costly to build. */}
      {search && !isPhone ? search : null}
      {!search && bookmarks && onBookmarkNavigate && !isPhone ? (
        <BookmarkSearch bookmarks={bookmarks} onNavigate={onBookmarkNavigate} label={labels.search} />
      ) : null}
      <span className={styles.spacer} />
      {planName !== undefined ? (
        <Link
          href={plansHref}
          className={styles.planLink}
          aria-label={`${labels.currentPlan}: ${planName ?? labels.noPlan}`}
        >
          {/* The full name as a tooltip too: a long one is cut with an ellipsis (react-aria's Link drops
              `title`, so the text carries it). */}
          <span title={planName ?? labels.noPlan}>{planName ?? labels.noPlan}</span>
        </Link>
      ) : null}
      {notifications && onNotificationOpen ? (
        <NotificationBell
          notifications={notifications}
          onOpen={onNotificationOpen}
          label={labels.notifications}
        />
      ) : null}
      {actions}
      <ActionMenu
        label={`${labels.userMenu}: ${user.name}`}
        trigger={
          <span className={styles.userTrigger}>
            <Avatar name={user.name} src={user.avatar} size="sm" isDecorative />
            <span className={styles.userText}>
              <span>{user.name}</span>
              {user.role ? <span className={styles.userRole}>{user.role}</span> : null}
            </span>
          </span>
        }
        items={[
          { id: 'profile', label: labels.profile, href: profileHref, icon: <Icon name="user" size={16} /> },
          { id: 'plans', label: labels.plans, href: plansHref, icon: <Icon name="file" size={16} /> },
          {
            id: 'logout',
            label: labels.logout,
            separatorBefore: true,
            icon: <Icon name="arrowBack" size={16} />,
          },
        ]}
        onAction={onUserAction}
      />
    </div>
  );
}
