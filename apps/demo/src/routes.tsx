import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { gallery } from './gallery';
import { ComingSoon, NotFound } from './pages/ComingSoon';
import { GalleryHome } from './pages/GalleryHome';
import { DemoShell } from './shell/DemoShell';
import { AriaRouter } from './shell/AriaRouter';

const EmailApp = lazy(() => import('./apps/email/EmailApp'));
const EcommerceApp = lazy(() => import('./apps/ecommerce/EcommerceApp'));

/**
 * The built apps and the spec's variants of their paths (spec 001 section 2): e-mail by folder, by the
 * starred filter and by label. Every other gallery entry keeps a "coming soon" page on its path.
 */
const builtRoutes: RouteObject[] = [
  { path: 'apps/email', element: <EmailApp /> },
  { path: 'apps/email/:folder', element: <EmailApp /> },
  { path: 'apps/email/label/:label', element: <EmailApp /> },
  // E-commerce: shop, wishlist, product detail (by slug or id) and checkout; one element picks the screen.
  { path: 'apps/ecommerce/shop', element: <EcommerceApp /> },
  { path: 'apps/ecommerce/wishlist', element: <EcommerceApp /> },
  { path: 'apps/ecommerce/product-detail/:product', element: <EcommerceApp /> },
  { path: 'apps/ecommerce/checkout', element: <EcommerceApp /> },
];

export function demoRoutes(): RouteObject[] {
  const builtPaths = new Set(builtRoutes.map((route) => `/${route.path}`));
  return [
    {
      element: <AriaRouter />,
      children: [
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
