import { StrictMode, type ComponentType } from 'react';
import { ThemeProvider } from '@talent/ui';
import { PageReady } from '../app/boot';
import { SessionProvider } from '../app/session';
import LoginPage from '../pages/auth/LoginPage';
import { BlankLayout } from '../shell/BlankLayout';
import type { SignInPath } from './pages';

/** The page of each path in SIGN_IN_PATHS. */
export const signInPages: Record<SignInPath, ComponentType> = { '/login': LoginPage };

/**
 * A sign-in page as the sign-in entry renders it: the same page component and layout as in the full
 * app, without the router, the i18n runtime, the API client's axios instance or the abilities. Rendered
 * at build time (src/signin/prerender.tsx) and hydrated in the browser (src/signin/main.tsx).
 */
export function SignInApp({ path }: { path: SignInPath }) {
  const Page = signInPages[path];
  return (
    <StrictMode>
      <ThemeProvider>
        <SessionProvider>
          <BlankLayout>
            <Page />
          </BlankLayout>
          <PageReady />
        </SessionProvider>
      </ThemeProvider>
    </StrictMode>
  );
}
