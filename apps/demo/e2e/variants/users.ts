/** Routes of users, user view, roles and permissions (issue 22) beyond each gallery entry's own path, keyed by gallery id; the smoke test opens each. */
export const variants: Record<string, string[]> = {
  'user-view': [
    '/apps/user/view',
    '/apps/user/view/2',
    '/apps/user/view/2?tab=security',
    '/apps/user/view/3?tab=billing',
    '/apps/user/view/4?tab=notifications',
    '/apps/user/view/5?tab=connections',
  ],
};
