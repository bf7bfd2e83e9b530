/**
 * The template demo screens of spec 001 section 2, in menu order. Each entry says whether the gallery has
 * built it yet; unbuilt ones show a "coming soon" card so the gallery never links to a dead page.
 */
export interface GalleryEntry {
  id: string;
  title: string;
  path: string;
  group: 'Apps' | 'Pages' | 'Dashboards' | 'Auth variants' | 'Misc';
  built: boolean;
}

export const gallery: readonly GalleryEntry[] = [
  { id: 'email', title: 'E-mail', path: '/apps/email', group: 'Apps', built: true },
  { id: 'chat', title: 'Chat', path: '/apps/chat', group: 'Apps', built: true },
  { id: 'todo', title: 'To-do', path: '/apps/todo', group: 'Apps', built: true },
  { id: 'calendar', title: 'Calendar', path: '/apps/calendar', group: 'Apps', built: true },
  { id: 'invoice', title: 'Invoices', path: '/apps/invoice/list', group: 'Apps', built: true },
  { id: 'ecommerce', title: 'E-commerce', path: '/apps/ecommerce/shop', group: 'Apps', built: true },
  { id: 'roles', title: 'Roles', path: '/apps/roles', group: 'Apps', built: false },
  { id: 'permissions', title: 'Permissions', path: '/apps/permissions', group: 'Apps', built: false },
  { id: 'users', title: 'Users', path: '/apps/user/list', group: 'Apps', built: false },
  { id: 'faq', title: 'FAQ', path: '/pages/faq', group: 'Pages', built: false },
  {
    id: 'knowledge-base',
    title: 'Knowledge base',
    path: '/pages/knowledge-base',
    group: 'Pages',
    built: false,
  },
  { id: 'pricing', title: 'Pricing', path: '/pages/pricing', group: 'Pages', built: false },
  { id: 'blog', title: 'Blog', path: '/pages/blog/list', group: 'Pages', built: false },
  {
    id: 'account-settings',
    title: 'Account settings',
    path: '/pages/account-settings',
    group: 'Pages',
    built: false,
  },
  { id: 'analytics', title: 'Analytics', path: '/dashboard/analytics', group: 'Dashboards', built: false },
  {
    id: 'ecommerce-dashboard',
    title: 'E-commerce dashboard',
    path: '/dashboard/ecommerce',
    group: 'Dashboards',
    built: false,
  },
  {
    id: 'login-basic',
    title: 'Login (basic)',
    path: '/pages/login-basic',
    group: 'Auth variants',
    built: false,
  },
  {
    id: 'login-cover',
    title: 'Login (cover)',
    path: '/pages/login-cover',
    group: 'Auth variants',
    built: false,
  },
  { id: 'coming-soon', title: 'Coming soon', path: '/misc/coming-soon', group: 'Misc', built: false },
  {
    id: 'not-authorized',
    title: 'Not authorized',
    path: '/misc/not-authorized',
    group: 'Misc',
    built: false,
  },
];

export function groupedGallery(
  entries: readonly GalleryEntry[] = gallery,
): Map<GalleryEntry['group'], GalleryEntry[]> {
  const groups = new Map<GalleryEntry['group'], GalleryEntry[]>();
  for (const entry of entries) {
    const list = groups.get(entry.group) ?? [];
    list.push(entry);
    groups.set(entry.group, list);
  }
  return groups;
}
