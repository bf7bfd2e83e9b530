import { Icon } from '../../icons';
import type { Can, MenuItem } from './menu';

/** A trimmed recruiter/job seeker menu (spec 000 section 2.4) with resource codes of section 6. */
export const sampleMenu: MenuItem[] = [
  {
    id: 'dashboard',
    title: 'Dashboard',
    icon: <Icon name="circle" />,
    navLink: '/dashboard',
    resource: 'RAE',
  },
  {
    id: 'search-job',
    title: 'Search Job',
    icon: <Icon name="search" />,
    navLink: '/search_job',
    resource: 'J',
  },
  {
    id: 'upload',
    title: 'Upload Profile',
    icon: <Icon name="upload" />,
    navLink: '/create-my-resume',
    resource: 'RAEF',
  },
  {
    id: 'profiles',
    title: 'Profile Management',
    icon: <Icon name="user" />,
    children: [
      { id: 'search-my-profile', title: 'Search My Profile', navLink: '/resume-search', resource: 'RA' },
      { id: 'market-place', title: 'Market Place', navLink: '/market-place', resource: 'RU', badge: 'New' },
      { id: 'rented', title: 'My Rented Profile', navLink: '/rented-resume', resource: 'RU' },
    ],
  },
  {
    id: 'jobs',
    title: 'Job Management',
    icon: <Icon name="file" />,
    children: [
      { id: 'job-template', title: 'Job Template', navLink: '/job-template', resource: 'RU' },
      {
        id: 'job-list',
        title: 'Job Applications',
        navLink: '/job-applications',
        resource: 'RU',
        badge: 3,
        badgeTone: 'critical',
      },
    ],
  },
  {
    id: 'wallet',
    title: 'Wallet',
    icon: <Icon name="settings" />,
    children: [
      { id: 'wallet-home', title: 'Wallet', navLink: '/wallet', resource: 'RAEF' },
      { id: 'purchase', title: 'Purchase TAT', navLink: '/purchase-tat', resource: 'RU', disabled: true },
    ],
  },
  {
    id: 'docs',
    title: 'Help Center',
    icon: <Icon name="external" />,
    navLink: 'https://example.com/help',
    externalLink: true,
    newTab: true,
  },
];

/** An ability check from the resource codes a role reads (what @talent/api's abilities compute). */
export function canFrom(subjects: readonly string[]): Can {
  const set = new Set(subjects);
  return (action, subject) => action === 'read' && set.has(subject);
}

export const recruiterCan = canFrom(['RAE', 'RA', 'RU', 'RAEF', 'Auth', 'ACL']);
export const jobseekerCan = canFrom(['J', 'JF', 'Auth', 'ACL']);
