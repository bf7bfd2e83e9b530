import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';

export const EcommerceDashboard = lazy(() => import('../dashboards/EcommerceDashboard'));
const AnalyticsDashboard = lazy(() => import('../dashboards/AnalyticsDashboard'));
const CardsPage = lazy(() => import('../cards/CardsPage'));
const DataTablesPage = lazy(() => import('../datatables/DataTablesPage'));

/**
 * The gallery's routes for the dashboards, the cards page and the data tables (issue 22): inside the demo
 * shell. The e-commerce dashboard is also the shell's index route (`/`, spec 001), set in `routes.tsx`.
 */
export const shellRoutes: RouteObject[] = [
  { path: 'dashboard/ecommerce', element: <EcommerceDashboard /> },
  { path: 'dashboard/analytics', element: <AnalyticsDashboard /> },
  { path: 'cards', element: <CardsPage /> },
  { path: 'datatables', element: <DataTablesPage /> },
];

/** Routes of this area in the blank layout (no side menu, no top bar). */
export const blankRoutes: RouteObject[] = [];
