/**
 * The stored user goes stale: a plan bought in another tab (or a webhook that landed after the success page)
 * leaves the top bar's plan label on the old plan until the next sign-in. The portal reads the account again
 * from GET /api/user_detail when it starts, whenever the tab becomes visible again (issue 25), and after each
 * token refresh: the account carries the stored rules (`ability`) that the menu and the route guards read, so
 * a role changed by an admin reaches them at the next token refresh at the latest (issue 19).
 */
import { useEffect } from 'react';
import { call, onTokenRefreshed, storage, type StoredUserData } from '@talent/api/client';

/**
 * What must be there for an answer to count as the account (a mock or a proxy may answer anything).
 * Checked by hand rather than with the contract's zod schema: this runs in the shell on every page, which
 * keeps zod (and the contract) out of its first load.
 */
function isAccount(answer: unknown): answer is Pick<StoredUserData, 'id' | 'role' | 'email'> {
  if (typeof answer !== 'object' || answer === null) return false;
  const a = answer as Record<string, unknown>;
  const plan = a.current_plan;
  return (
    typeof a.id === 'number' &&
    typeof a.role === 'string' &&
    typeof a.email === 'string' &&
    typeof a.is_email_verified === 'boolean' &&
    (plan === null ||
      (Array.isArray(plan) &&
        plan.length === 2 &&
        typeof plan[0] === 'number' &&
        typeof plan[1] === 'string'))
  );
}

/**
 * The stored user updated from a `user_detail` answer, or null when nothing changes (or the answer is not
 * the signed-in account: another sign-in happened meanwhile). The stored refresh token is kept: the answer
 * leaves it empty.
 */
export function mergeUserDetail(current: StoredUserData, answer: unknown): StoredUserData | null {
  if (!isAccount(answer) || String(answer.id) !== String(current.id)) return null;
  const next = { ...current, ...(answer as Partial<StoredUserData>), refreshToken: current.refreshToken };
  return JSON.stringify(next) === JSON.stringify(current) ? null : next;
}

/** Refreshes the stored user at start, on each return to the tab and after each token refresh, one request
 * at a time. */
export function useUserRefresh(
  userId: StoredUserData['id'] | null,
  updateUser: (user: StoredUserData) => void,
): void {
  useEffect(() => {
    if (userId === null) return;
    // Read here, not as a default parameter: the build prerenders the app where there is no document.
    const doc = document;
    let stopped = false;
    let inFlight = false;
    const refresh = async () => {
      if (inFlight) return;
      inFlight = true;
      try {
        const answer = await call('getUserDetail');
        const current = storage.getUserData();
        const next = current && !stopped ? mergeUserDetail(current, answer) : null;
        if (next) updateUser(next);
      } catch {
        // A 401 is refreshed and a 406 ends the session in the client; otherwise the stored user stays.
      } finally {
        inFlight = false;
      }
    };
    const onVisibility = () => {
      if (doc.visibilityState === 'visible') void refresh();
    };
    void refresh();
    doc.addEventListener('visibilitychange', onVisibility);
    const stopListening = onTokenRefreshed(() => void refresh());
    return () => {
      stopped = true;
      doc.removeEventListener('visibilitychange', onVisibility);
      stopListening();
    };
  }, [userId, updateUser]);
}
