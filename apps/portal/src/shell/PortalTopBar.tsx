import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ROLE_LABELS, isRecruiterType, isRole } from '@talent/api/abilities';
import { planDisplayName } from '@talent/api/rules';
import {
  TopBar,
  filterMenu,
  flattenMenu,
  type Bookmark,
  type Can,
  type JobNotification,
  type MenuItem,
} from '@talent/ui';
import { useNotificationFeed } from '../app/notifications';
import { useSession } from '../app/session';

interface PortalTopBarProps {
  menu: readonly MenuItem[];
  can: Can;
}

/**
 * Spec 2.4 "Top bar" on the ui TopBar: back button, the recruiter's plan label (or "no Plan"), bookmark
 * search over the pages this user may open, the notification bell (entries stored per job), and the user
 * menu (Profile, Plans, Logout). A job seeker's socket is open too (live application statuses), bell-less.
 */
export function PortalTopBar({ menu, can }: PortalTopBarProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user, signOut } = useSession();
  const bell = can('read', 'RA');
  // Job seekers have no bell, but their socket brings the status changes of their applications.
  const feed = useNotificationFeed(bell || can('read', 'J'), user?.id ?? null, { hasBell: bell });

  const bookmarks = useMemo<Bookmark[]>(
    () =>
      flattenMenu(filterMenu(menu, can)).map((item) => ({
        id: item.id,
        title: item.title,
        navLink: item.navLink ?? '/',
      })),
    [menu, can],
  );

  if (!user) return null;

  async function logout() {
    await signOut();
    await navigate('/login', { replace: true });
  }

  // navigate's promise settles once the next route has loaded; a failure shows in its errorElement, so the
  // handlers below do not wait on it.
  function openNotification(entry: JobNotification) {
    feed.remove(entry.job_id);
    void navigate(`/jobs/reveived/profiles/${entry.job_id}`);
  }

  return (
    <TopBar
      user={{
        name: user.full_name,
        role: isRole(user.role) ? t(ROLE_LABELS[user.role]) : user.role,
        avatar: user.avatar ?? null,
      }}
      onLogout={() => void logout()}
      onBack={() => void navigate(-1)}
      planName={
        isRecruiterType(user.role)
          ? user.current_plan
            ? planDisplayName(user.current_plan[1])
            : null
          : undefined
      }
      bookmarks={bookmarks}
      onBookmarkNavigate={(bookmark) => void navigate(bookmark.navLink)}
      notifications={bell ? feed.notifications : undefined}
      onNotificationOpen={openNotification}
      labels={{
        back: t('Back'),
        noPlan: t('no Plan'),
        currentPlan: t('Current plan'),
        search: t('Search pages'),
        notifications: t('Notifications'),
        userMenu: t('Account'),
        profile: t('Profile'),
        plans: t('Plans'),
        logout: t('Logout'),
      }}
    />
  );
}
