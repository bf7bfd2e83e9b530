import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { publicApi, storage, type LoginSession, type StoredUserData } from '@talent/api/client';

export interface SessionValue {
  user: StoredUserData | null;
  /** "Login sets the user" (spec 4). */
  signIn(session: LoginSession): void;
  /** Replaces the stored user (after verification or a profile update). */
  updateUser(user: StoredUserData): void;
  /** Ends the session on the server (best effort) and clears all local storage (spec 4). */
  signOut(): Promise<void>;
  /** Drops the in-memory user after the client already cleared storage (401/406 paths). */
  forget(): void;
}

/**
 * Who is signed in. What they may do is `useAbility()` (ability.ts), kept apart so a page that only signs
 * in (the sign-in entry, src/signin) loads no casl.
 */
const SessionContext = createContext<SessionValue | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<StoredUserData | null>(() => storage.getUserData());

  const signIn = useCallback((session: LoginSession) => {
    storage.saveSession(session);
    setUser(storage.getUserData());
  }, []);

  const updateUser = useCallback((next: StoredUserData) => {
    // The client may have rotated the refresh token since this object was read: keep the stored one.
    storage.setUserData({ ...next, refreshToken: storage.getRefreshToken() ?? next.refreshToken });
    setUser(storage.getUserData());
  }, []);

  const signOut = useCallback(async () => {
    const refresh = storage.getRefreshToken();
    if (refresh) {
      try {
        await publicApi.logout({ refresh });
      } catch {
        // The session ends locally whatever the server says.
      }
    }
    storage.clearAll();
    setUser(null);
  }, []);

  const forget = useCallback(() => setUser(null), []);

  const value = useMemo(
    () => ({ user, signIn, updateUser, signOut, forget }),
    [user, signIn, updateUser, signOut, forget],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}
