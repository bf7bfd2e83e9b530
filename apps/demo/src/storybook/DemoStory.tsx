import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { ToastRegion } from '@talent/ui';
import { demoHandlers, resetDemoData } from '../mocks';

/**
 * A gallery screen in a story: a memory router at `path` (with the app's route `pattern`s, so params resolve),
 * a fresh SWR cache, the toast region, and the demo layer's handlers from the sample data.
 */
export function DemoStory({
  path,
  patterns,
  children,
}: {
  path: string;
  patterns: readonly string[];
  children: ReactNode;
}) {
  return (
    <SWRConfig value={{ provider: () => new Map(), revalidateOnFocus: false, shouldRetryOnError: false }}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          {patterns.map((pattern) => (
            <Route key={pattern} path={pattern} element={children} />
          ))}
        </Routes>
      </MemoryRouter>
      <ToastRegion label="Notifications" />
    </SWRConfig>
  );
}

/** msw parameters for a demo story: the demo layer's handlers (per-story overrides go first). */
export const demoMsw = (overrides: readonly unknown[] = []) => ({
  msw: { handlers: { demo: [...overrides, ...demoHandlers] } },
});

/** Every story starts from the sample data (the handlers' state lives for the page). */
export const resetData = () => resetDemoData();
