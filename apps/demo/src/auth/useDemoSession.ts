import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { demoAbility, type DemoAbility } from './abilities';
import { demoSession, type DemoSession, type DemoSessionStore } from './session';

/** The current demo session; re-renders on sign-in, refresh and sign-out. */
export function useDemoSession(store: DemoSessionStore = demoSession): DemoSession | null {
  return useSyncExternalStore(store.subscribe, store.current, store.current);
}

/** The CASL ability of the current demo user (the guest's, read Auth, when nobody is signed in). */
export function useDemoAbility(store: DemoSessionStore = demoSession): DemoAbility {
  const session = useDemoSession(store);
  const rules = session?.userData.ability;
  return useMemo(() => demoAbility(rules), [rules]);
}

/**
 * Starts the session once (the demo admin when nothing is stored, a refresh when due) and keeps the access
 * token fresh while the gallery is open. False until the start has settled.
 */
export function useSessionStart(store: DemoSessionStore = demoSession): boolean {
  const [ready, setReady] = useState(false);
  const session = useDemoSession(store);
  useEffect(() => {
    let live = true;
    void store.start().finally(() => {
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
  }, [store]);
  useEffect(() => {
    if (!ready || !session) return;
    const due = store.refreshDueAt();
    if (due === null) return;
    const timer = window.setTimeout(() => void store.fresh(), Math.max(0, due - Date.now()));
    return () => window.clearTimeout(timer);
  }, [ready, session, store]);
  return ready;
}
