/** Renders one of the dashboard/upload/profile pages inside a data router, the session and the toast
 * region, against msw (unit tests only). */
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { abilityRulesFor, type Role } from '@talent/api/abilities';
import { storage, useRevalidateAfterWrites } from '@talent/api/client';
import { userDataFixture } from '@talent/api/msw';
import { ToastRegion } from '@talent/ui';
import { SessionProvider } from '../src/app/session';
import { routes } from '../src/routes/table';

export function signIn(role: Role = 'recruiter') {
  storage.saveSession({
    userData: { ...userDataFixture(role), ability: abilityRulesFor(role) },
    accessToken: `mock-access-${role}`,
    refreshToken: `mock-refresh-${role}`,
  });
}

/** As the app does (App.tsx): a write's `call()` revalidates the reads it changes in this cache. */
function RevalidateAfterWrites({ children }: { children: ReactNode }) {
  useRevalidateAfterWrites();
  return children;
}

export function renderPage(path: string, element: ReactNode, pattern = path) {
  const def = routes.find((r) => r.path === pattern);
  const router = createMemoryRouter(
    [
      { path: pattern, element, handle: def },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <RevalidateAfterWrites>
        <SessionProvider>
          <RouterProvider router={router} />
          <ToastRegion />
        </SessionProvider>
      </RevalidateAfterWrites>
    </SWRConfig>,
  );
  return { router, ...view };
}
