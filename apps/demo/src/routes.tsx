import { Suspense, lazy } from 'react';
import { Outlet, type RouteObject } from 'react-router-dom';
import { LoadingScreen } from '@talent/ui';
import { gallery } from './gallery';
import { ComingSoon, NotFound } from './pages/ComingSoon';
import { GalleryHome } from './pages/GalleryHome';
import { DemoShell } from './shell/DemoShell';
import { AriaRouter } from './shell/AriaRouter';
import * as authArea from './routing/auth';
import * as dashboardsArea from './routing/dashboards';
import * as pagesArea from './routing/pages';
import * as showcaseArea from './routing/showcase';
import * as usersArea from './routing/users';

/** Issue 22's areas, each with its own routing module so that the areas grow apart. */
const areas = [usersArea, authArea, pagesArea, dashboardsArea, showcaseArea];

const EmailApp = lazy(() => import('./apps/email/EmailApp'));
const TodoApp = lazy(() => import('./apps/todo/TodoApp'));
const ChatApp = lazy(() => import('./apps/chat/ChatApp'));
const CalendarApp = lazy(() => import('./apps/calendar/CalendarApp'));
const InvoiceList = lazy(() => import('./apps/invoice/InvoiceList'));
const InvoicePreview = lazy(() => import('./apps/invoice/InvoicePreview'));
const InvoiceEditor = lazy(() => import('./apps/invoice/InvoiceEditor'));
const InvoicePrint = lazy(() => import('./apps/invoice/InvoicePrint'));
const EcommerceApp = lazy(() => import('./apps/ecommerce/EcommerceApp'));

/**
 * The built apps and the spec's variants of their paths (spec 001 section 2): e-mail by folder, by the
 * starred filter and by label; to-do by filter and by tag; chat; then issue 22's areas. Every gallery entry not yet built keeps a "coming soon" page on its path.
 */
const builtRoutes: RouteObject[] = [
  { path: 'apps/email', element: <EmailApp /> },
  { path: 'apps/email/:folder', element: <EmailApp /> },
  { path: 'apps/email/label/:label', element: <EmailApp /> },
  { path: 'apps/chat', element: <ChatApp /> },
  { path: 'apps/todo', element: <TodoApp /> },
  { path: 'apps/todo/:filter', element: <TodoApp /> },
  { path: 'apps/todo/tag/:tag', element: <TodoApp /> },
  { path: 'apps/calendar', element: <CalendarApp /> },
  { path: 'apps/invoice/list', element: <InvoiceList /> },
  { path: 'apps/invoice/preview', element: <InvoicePreview /> },
  { path: 'apps/invoice/preview/:id', element: <InvoicePreview /> },
  { path: 'apps/invoice/edit', element: <InvoiceEditor mode="edit" /> },
  { path: 'apps/invoice/edit/:id', element: <InvoiceEditor mode="edit" /> },
  { path: 'apps/invoice/add', element: <InvoiceEditor mode="add" /> },
  // E-commerce: shop, wishlist, product detail (by slug or id) and checkout; one element picks the screen.
  { path: 'apps/ecommerce/shop', element: <EcommerceApp /> },
  { path: 'apps/ecommerce/wishlist', element: <EcommerceApp /> },
  { path: 'apps/ecommerce/product-detail/:product', element: <EcommerceApp /> },
  { path: 'apps/ecommerce/checkout', element: <EcommerceApp /> },
  ...areas.flatMap((area) => area.shellRoutes),
];

/** Screens in the blank layout (spec 001: the invoice print page): no side menu, no top bar. */
const blankRoutes: RouteObject[] = [
  { path: 'apps/invoice/print', element: <InvoicePrint /> },
  { path: 'apps/invoice/print/:id', element: <InvoicePrint /> },
  ...areas.flatMap((area) => area.blankRoutes),
];

export function demoRoutes(): RouteObject[] {
  return [
    {
      element: <AriaRouter />,
      children: [
        {
          element: (
            <Suspense fallback={<LoadingScreen />}>
              <Outlet />
            </Suspense>
          ),
          children: blankRoutes,
        },
        {
          element: <DemoShell />,
          children: [
            // Spec 001: the e-commerce dashboard is the index; the gallery's index moved to /gallery.
            { index: true, element: <dashboardsArea.EcommerceDashboard /> },
            { path: 'gallery', element: <GalleryHome /> },
            ...builtRoutes,
            ...gallery
              .filter((entry) => !entry.external && !entry.built)
              .map((entry) => ({ path: entry.path.slice(1), element: <ComingSoon entry={entry} /> })),
            { path: '*', element: <NotFound /> },
          ],
        },
      ],
    },
  ];
}
