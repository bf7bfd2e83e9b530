/** The gallery's demo session (src/auth/session.ts) and abilities (src/auth/abilities.ts), on the mock auth calls. */
import { decodeJwt } from 'jose';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { gallery } from '../src/gallery';
import { canOpen, canOpenPath, checkOf, demoAbility, entryOfPath } from '../src/auth/abilities';
import {
  DEMO_CREDENTIALS,
  DemoAuthError,
  DemoSessionStore,
  REFRESH_MARGIN_MS,
  SESSION_KEYS,
  expiresAt,
} from '../src/auth/session';
import { ADMIN_ABILITY, CLIENT_ABILITY } from '../src/mocks';
import './setup';

const START = new Date('2026-11-27T09:00:00Z');

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
}

let storage: ReturnType<typeof memoryStorage>;
let store: DemoSessionStore;

beforeEach(() => {
  // Only Date is faked: msw and fetch keep their real timers.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(START);
  storage = memoryStorage();
  store = new DemoSessionStore({ storage, origin: 'http://gallery.test', now: () => Date.now() });
});
afterEach(() => vi.useRealTimers());

describe('the demo session', () => {
  it('opens as the demo admin when nothing is stored, under the gallery own keys', async () => {
    const session = await store.start();
    expect(session?.userData).toMatchObject({ email: 'admin@demo.com', ability: ADMIN_ABILITY });
    expect([...storage.map.keys()].sort()).toEqual(
      [SESSION_KEYS.accessToken, SESSION_KEYS.refreshToken, SESSION_KEYS.userData].sort(),
    );
    // Never the product portal's keys.
    expect([...storage.map.keys()].every((key) => key.startsWith('talent.demo.'))).toBe(true);
    expect(store.current()).toBe(session);
  });

  it('stays signed out after a sign-out: no demo admin again, the guest reads Auth only', async () => {
    await store.start();
    store.signOut();
    expect(store.current()).toBeNull();
    expect(await store.start()).toBeNull();
    expect(storage.map.get(SESSION_KEYS.userData)).toBeUndefined();
    const guest = demoAbility(store.current()?.userData.ability);
    expect(guest.can('read', 'Auth')).toBe(true);
    expect(guest.can('read', 'ACL')).toBe(false);
    expect(guest.can('manage', 'all')).toBe(false);
  });

  it('signs in the client, whose ability reads ACL and Auth but not the rest', async () => {
    const { email, password } = DEMO_CREDENTIALS.client;
    const session = await store.signIn(email, password);
    expect(session.userData.ability).toEqual(CLIENT_ABILITY);
    const ability = demoAbility(session.userData.ability);
    expect(ability.can('read', 'ACL')).toBe(true);
    expect(ability.can('read', 'Auth')).toBe(true);
    expect(ability.can('manage', 'all')).toBe(false);
    // A new store over the same storage reads the same user back.
    const again = new DemoSessionStore({ storage, origin: 'http://gallery.test', now: () => Date.now() });
    expect(again.current()?.userData.email).toBe('client@demo.com');
  });

  it('turns the 400 of a wrong password into the spec message, and keeps nothing', async () => {
    await expect(store.signIn('admin@demo.com', 'nope')).rejects.toMatchObject({
      fields: { email: 'Email or Password is Invalid' },
      message: 'Email or Password is Invalid',
    });
    expect(store.current()).toBeNull();
  });

  it('registers an admin, and turns the 200 error object into field messages', async () => {
    const session = await store.register({ username: 'newbie', email: 'new@demo.com', password: 'secret' });
    expect(session.userData.ability).toEqual(ADMIN_ABILITY);
    expect(session.refreshToken).toBeNull();
    const error = await store
      .register({ username: 'johndoe', email: 'admin@demo.com', password: 'x' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DemoAuthError);
    expect((error as DemoAuthError).fields).toEqual({
      email: 'This email is already in use.',
      username: 'This username is already in use.',
    });
  });

  it('keeps the access token until a minute before it expires, then refreshes it', async () => {
    const first = await store.signIn(DEMO_CREDENTIALS.admin.email, DEMO_CREDENTIALS.admin.password);
    expect(expiresAt(first.accessToken) - START.getTime()).toBe(10 * 60_000);
    vi.setSystemTime(START.getTime() + 8 * 60_000);
    expect(await store.fresh()).toBe(first);
    vi.setSystemTime(expiresAt(first.accessToken) - REFRESH_MARGIN_MS + 1000);
    const next = await store.fresh();
    expect(next?.accessToken).not.toBe(first.accessToken);
    expect(decodeJwt(next!.accessToken).exp! * 1000).toBe(Date.now() - (Date.now() % 1000) + 10 * 60_000);
    expect(storage.map.get(SESSION_KEYS.accessToken)).toBe(next?.accessToken);
  });

  it('ends a session whose tokens expired (not a sign-out: the gallery opens as the admin again)', async () => {
    await store.signIn(DEMO_CREDENTIALS.client.email, DEMO_CREDENTIALS.client.password);
    vi.setSystemTime(START.getTime() + 11 * 60_000);
    expect(await store.fresh()).toBeNull();
    expect(storage.map.has(SESSION_KEYS.userData)).toBe(false);
    expect(store.isSignedOut()).toBe(false);
    expect((await store.start())?.userData.email).toBe('admin@demo.com');
  });

  it('ends the session when the server refuses the refresh token (401)', async () => {
    await store.signIn(DEMO_CREDENTIALS.admin.email, DEMO_CREDENTIALS.admin.password);
    storage.setItem(SESSION_KEYS.refreshToken, (await store.fresh())!.accessToken); // an access token: refused
    const forged = new DemoSessionStore({ storage, origin: 'http://gallery.test', now: () => Date.now() });
    vi.setSystemTime(START.getTime() + 9.5 * 60_000);
    expect(await forged.fresh()).toBeNull();
  });
});

describe('the gallery checks', () => {
  const admin = demoAbility(ADMIN_ABILITY);
  const client = demoAbility(CLIENT_ABILITY);
  const guest = demoAbility(null);

  it('derives each entry check from its group', () => {
    const byId = (id: string) => gallery.find((entry) => entry.id === id)!;
    expect(checkOf(byId('login-cover'))).toEqual({ action: 'read', subject: 'Auth' });
    expect(checkOf(byId('access-control'))).toEqual({ action: 'read', subject: 'ACL' });
    expect(checkOf(byId('email'))).toEqual({ action: 'manage', subject: 'all' });
    expect(checkOf(byId('mail-welcome'))).toEqual({ action: 'manage', subject: 'all' });
  });

  it('lets the client open the auth variants and access control only; the admin everything', () => {
    const clientIds = gallery.filter((entry) => canOpen(client, entry)).map((entry) => entry.id);
    expect(clientIds).toEqual([
      ...gallery.filter((entry) => entry.group === 'Auth variants').map((entry) => entry.id),
      'access-control',
    ]);
    expect(gallery.every((entry) => canOpen(admin, entry))).toBe(true);
    expect(gallery.filter((entry) => canOpen(guest, entry)).every((e) => e.group === 'Auth variants')).toBe(
      true,
    );
  });

  it('guards paths: routes under an app, open paths, unknown paths', () => {
    expect(entryOfPath(gallery, '/apps/invoice/preview/4987')?.id).toBe('invoice');
    expect(entryOfPath(gallery, '/apps/email/label/important')?.id).toBe('email');
    expect(canOpenPath(client, gallery, '/apps/invoice/preview/4987')).toBe(false);
    expect(canOpenPath(client, gallery, '/access-control')).toBe(true);
    expect(canOpenPath(guest, gallery, '/access-control')).toBe(false);
    expect(canOpenPath(guest, gallery, '/misc/not-authorized')).toBe(true);
    // The gallery index is open to all; "/" is the e-commerce dashboard, an admin screen.
    expect(canOpenPath(guest, gallery, '/gallery')).toBe(true);
    expect(canOpenPath(client, gallery, '/')).toBe(false);
    expect(canOpenPath(admin, gallery, '/')).toBe(true);
    expect(canOpenPath(client, gallery, '/nowhere')).toBe(false);
    expect(canOpenPath(admin, gallery, '/nowhere')).toBe(true);
  });
});
