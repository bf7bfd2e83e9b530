import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';

const UserList = lazy(() => import('../apps/user/UserList'));
const UserView = lazy(() => import('../apps/user/UserView'));
const RolesPage = lazy(() => import('../apps/roles/RolesPage'));
const PermissionsPage = lazy(() => import('../apps/permissions/PermissionsPage'));

/** The gallery's routes for users, user view, roles and permissions (issue 22): inside the demo shell. */
export const shellRoutes: RouteObject[] = [
  { path: 'apps/user/list', element: <UserList /> },
  // Without an id: user 1, the gallery entry's user.
  { path: 'apps/user/view', element: <UserView /> },
  { path: 'apps/user/view/:id', element: <UserView /> },
  { path: 'apps/roles', element: <RolesPage /> },
  { path: 'apps/permissions', element: <PermissionsPage /> },
];

/** Routes of this area in the blank layout (no side menu, no top bar). */
export const blankRoutes: RouteObject[] = [];
