import { Suspense, lazy } from 'react';
import { Outlet, type RouteObject } from 'react-router-dom';
import { LoadingScreen } from '@talent/ui';
import { gallery } from './gallery';
import { ComingSoon, NotFound } from './pages/ComingSoon';
import { GalleryHome } from './pages/GalleryHome';
import { DemoShell } from './shell/DemoShell';
import { AriaRouter } from './shell/AriaRouter';

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
 * starred filter and by label; to-do by filter and by tag; chat. Every other gallery entry keeps a "coming soon" page on its path.
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
];

/** Screens in the blank layout (spec 001: the invoice print page): no side menu, no top bar. */
const blankRoutes: RouteObject[] = [
  { path: 'apps/invoice/print', element: <InvoicePrint /> },
  { path: 'apps/invoice/print/:id', element: <InvoicePrint /> },
];

export function demoRoutes(): RouteObject[] {
  const builtPaths = new Set(builtRoutes.map((route) => `/${route.path}`));
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
            { index: true, element: <GalleryHome /> },
            ...builtRoutes,
            ...gallery
              .filter((entry) => !builtPaths.has(entry.path))
              .map((entry) => ({ path: entry.path.slice(1), element: <ComingSoon entry={entry} /> })),
            { path: '*', element: <NotFound /> },
          ],
        },
      ],
    },
  ];
}
