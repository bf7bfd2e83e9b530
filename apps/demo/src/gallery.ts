/**
 * The template demo screens of spec 001 section 2, in menu order and grouped the way the original template
 * groups them. Each entry says whether the gallery has built it yet; unbuilt ones show a "coming soon" card
 * so the gallery never links to a dead page. `external` entries (the mail templates) leave the app.
 */
export type GalleryGroup =
  | 'Dashboards'
  | 'Apps'
  | 'Pages'
  | 'Auth variants'
  | 'Mail templates'
  | 'Misc'
  | 'User interface'
  | 'Forms and tables'
  | 'Charts';

export interface GalleryEntry {
  id: string;
  title: string;
  path: string;
  group: GalleryGroup;
  built: boolean;
  /** A plain link out of the app (opens in a new tab), not a route of the gallery. */
  external?: boolean;
}

const entry = (
  id: string,
  title: string,
  path: string,
  group: GalleryGroup,
  built = false,
  external = false,
): GalleryEntry => ({ id, title, path, group, built, ...(external ? { external } : {}) });

export const gallery: readonly GalleryEntry[] = [
  entry('ecommerce-dashboard', 'E-commerce dashboard', '/dashboard/ecommerce', 'Dashboards', true),
  entry('analytics', 'Analytics', '/dashboard/analytics', 'Dashboards', true),

  entry('email', 'E-mail', '/apps/email', 'Apps', true),
  entry('chat', 'Chat', '/apps/chat', 'Apps', true),
  entry('todo', 'To-do', '/apps/todo', 'Apps', true),
  entry('calendar', 'Calendar', '/apps/calendar', 'Apps', true),
  entry('invoice', 'Invoices', '/apps/invoice/list', 'Apps', true),
  entry('ecommerce', 'E-commerce', '/apps/ecommerce/shop', 'Apps', true),
  entry('users', 'Users', '/apps/user/list', 'Apps', true),
  entry('user-view', 'User view', '/apps/user/view/1', 'Apps', true),
  entry('roles', 'Roles', '/apps/roles', 'Apps', true),
  entry('permissions', 'Permissions', '/apps/permissions', 'Apps', true),

  entry('account-settings', 'Account settings', '/pages/account-settings', 'Pages', true),
  entry('profile', 'Profile', '/pages/profile', 'Pages', true),
  entry('faq', 'FAQ', '/pages/faq', 'Pages', true),
  entry('knowledge-base', 'Knowledge base', '/pages/knowledge-base', 'Pages', true),
  entry('pricing', 'Pricing', '/pages/pricing', 'Pages', true),
  entry('blog-list', 'Blog', '/pages/blog/list', 'Pages', true),
  entry('blog-detail', 'Blog post', '/pages/blog/detail', 'Pages', true),
  entry('blog-edit', 'Blog edit', '/pages/blog/edit', 'Pages', true),
  entry('license', 'License', '/pages/license', 'Pages', true),
  entry('api-key', 'API key', '/pages/api-key', 'Pages', true),
  entry('modal-examples', 'Modal examples', '/pages/modal-examples', 'Pages', true),

  entry('login-basic', 'Login (basic)', '/pages/login-basic', 'Auth variants', true),
  entry('login-cover', 'Login (cover)', '/pages/login-cover', 'Auth variants', true),
  entry('register-cover', 'Register (cover)', '/pages/register-cover', 'Auth variants', true),
  entry(
    'forgot-password-cover',
    'Forgot password (cover)',
    '/pages/forgot-password-cover',
    'Auth variants',
    true,
  ),
  entry(
    'reset-password-cover',
    'Reset password (cover)',
    '/pages/reset-password-cover',
    'Auth variants',
    true,
  ),
  entry('verify-email-basic', 'Verify e-mail (basic)', '/pages/verify-email-basic', 'Auth variants', true),
  entry('verify-email-cover', 'Verify e-mail (cover)', '/pages/verify-email-cover', 'Auth variants', true),
  entry('two-steps-basic', 'Two steps (basic)', '/pages/two-steps-basic', 'Auth variants', true),
  entry('two-steps-cover', 'Two steps (cover)', '/pages/two-steps-cover', 'Auth variants', true),

  entry('mail-welcome', 'Welcome', '/mail-templates/welcome.html', 'Mail templates', true, true),
  entry('mail-reset', 'Reset password', '/mail-templates/reset-password.html', 'Mail templates', true, true),
  entry('mail-verify', 'Verify e-mail', '/mail-templates/verify-email.html', 'Mail templates', true, true),
  entry(
    'mail-deactivate',
    'Deactivate account',
    '/mail-templates/deactivate-account.html',
    'Mail templates',
    true,
    true,
  ),
  entry('mail-invoice', 'Invoice', '/mail-templates/invoice.html', 'Mail templates', true, true),
  entry('mail-promotional', 'Promotional', '/mail-templates/promotional.html', 'Mail templates', true, true),

  entry('coming-soon', 'Coming soon', '/misc/coming-soon', 'Misc', true),
  entry('not-authorized', 'Not authorized', '/misc/not-authorized', 'Misc', true),
  entry('maintenance', 'Maintenance', '/misc/maintenance', 'Misc', true),
  entry('error', 'Error', '/misc/error', 'Misc', true),
  entry('access-control', 'Access control', '/access-control', 'Misc', true),

  entry('ui-element', 'UI elements', '/ui-element', 'User interface', true),
  entry('colors', 'Colors', '/colors', 'User interface', true),
  entry('icons', 'Icons', '/icons', 'User interface', true),
  entry('cards', 'Cards', '/cards', 'User interface', true),
  entry('components', 'Components', '/components', 'User interface', true),
  entry('extensions', 'Extensions', '/extensions', 'User interface', true),
  entry('page-layout', 'Page layouts', '/page-layout', 'User interface', true),

  entry('forms', 'Forms', '/forms', 'Forms and tables', true),
  entry('tables', 'Tables', '/tables', 'Forms and tables', true),
  entry('datatables', 'Data tables', '/datatables', 'Forms and tables', true),

  entry('charts', 'Charts', '/charts', 'Charts', true),
];

export function groupedGallery(
  entries: readonly GalleryEntry[] = gallery,
): Map<GalleryGroup, GalleryEntry[]> {
  const groups = new Map<GalleryGroup, GalleryEntry[]>();
  for (const item of entries) {
    const list = groups.get(item.group) ?? [];
    list.push(item);
    groups.set(item.group, list);
  }
  return groups;
}
