import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';

const ShowcasePage = lazy(() => import('../showcase/ShowcasePage'));
const FormsPage = lazy(() => import('../showcase/FormsPage'));
const ColorsPage = lazy(() => import('../showcase/ColorsPage'));
const IconsPage = lazy(() => import('../showcase/IconsPage'));

/**
 * The gallery's routes for the showcase pages generated from the design system's stories (issue 22): inside
 * the demo shell. Each page loads only its own story files (see showcase/stories.ts).
 */
export const shellRoutes: RouteObject[] = [
  { path: 'ui-element', element: <ShowcasePage page="ui-element" /> },
  { path: 'colors', element: <ColorsPage /> },
  { path: 'icons', element: <IconsPage /> },
  { path: 'components', element: <ShowcasePage page="components" /> },
  { path: 'extensions', element: <ShowcasePage page="extensions" /> },
  { path: 'page-layout', element: <ShowcasePage page="page-layout" /> },
  { path: 'forms', element: <FormsPage /> },
  { path: 'tables', element: <ShowcasePage page="tables" /> },
  { path: 'charts', element: <ShowcasePage page="charts" /> },
];

/** Routes of this area in the blank layout (no side menu, no top bar). */
export const blankRoutes: RouteObject[] = [];
