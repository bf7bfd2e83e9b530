/**
 * What a request carries down to code that has no handle on it (issue 19): who acted (a team member acting
 * in the owner's account, so the ledger records them on every transfer without each module passing it) and
 * the app's clock (so plan and limit overrides end by the clock tests move). Set once per request by
 * `route()` in plugins/contract.ts.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { systemClock } from './clock';

export interface RequestContext {
  /** The signed-in user who made the request (the member, not the account they work in). */
  actorId: number | null;
  now: () => number;
  /** The request's id (its log lines' reqId), for lines logged by code below it (issue 42). */
  reqId?: string;
}

const store = new AsyncLocalStorage<RequestContext>();

export function runInRequest<T>(context: RequestContext, work: () => T): T {
  return store.run(context, work);
}

/** The signed-in user behind the current request, when there is one. */
export function currentActor(): number | null {
  return store.getStore()?.actorId ?? null;
}

/** The app's clock inside a request; the wall clock elsewhere (workers, seeds). */
export function clockNow(): number {
  return store.getStore()?.now() ?? systemClock();
}

/** The id of the request being served, when there is one. */
export function currentRequestId(): string | undefined {
  return store.getStore()?.reqId;
}
