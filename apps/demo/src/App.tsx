import { useMemo } from 'react';
import { RouterProvider, createBrowserRouter, type DataRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { ThemeProvider, ToastRegion } from '@talent/ui';
import { demoRoutes } from './routes';

/** The gallery lives under this base (served by the product server at /demo/, and by `vite` alone). */
export const basename = import.meta.env.BASE_URL.replace(/\/$/, '');

export function App({ router: given }: { router?: DataRouter }) {
  const router = useMemo(() => given ?? createBrowserRouter(demoRoutes(), { basename }), [given]);
  return (
    <ThemeProvider>
      <SWRConfig value={{ revalidateOnFocus: false, shouldRetryOnError: false }}>
        <RouterProvider router={router} />
      </SWRConfig>
      <ToastRegion label="Notifications" />
    </ThemeProvider>
  );
}
