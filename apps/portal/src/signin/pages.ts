/**
 * Paths the sign-in entry (src/signin/main.tsx) serves when opened from outside the app: their
 * prerendered HTML loads that small bundle instead of the whole app. Inside the app (after a sign-out, a
 * redirect) the full app renders them as usual. apps/portal/README.md#performance tells why.
 */
export const SIGN_IN_PATHS = ['/login'] as const;

export type SignInPath = (typeof SIGN_IN_PATHS)[number];

export const isSignInPath = (path: string): path is SignInPath =>
  (SIGN_IN_PATHS as readonly string[]).includes(path);
