/**
 * The gallery's demo abilities (spec 001 section 6), with CASL as the product uses it (`@talent/api/abilities`):
 * the rules come from the stored user data; with none stored the visitor reads Auth only.
 */
import { createMongoAbility, type MongoAbility } from '@casl/ability';
import type { GalleryEntry } from '../gallery';
import { GUEST_ABILITY, type DemoAbilityRule } from '../mocks/data/users';

/** What a gallery screen needs: the auth variants read Auth, access control reads ACL, the rest manage all. */
export type DemoSubject = 'Auth' | 'ACL' | 'all';
export type DemoAbility = MongoAbility<[string, string]>;

export interface GalleryCheck {
  action: 'read' | 'manage';
  subject: DemoSubject;
}

/** The screens everyone reaches: the gallery index and the page a refused route lands on. */
export const OPEN_PATHS: readonly string[] = ['/gallery', '/misc/not-authorized'];

/** The ability of the stored rules; none (or an empty list) is the spec's guest: read Auth. */
export function demoAbility(rules: readonly DemoAbilityRule[] | null | undefined): DemoAbility {
  const list = rules && rules.length > 0 ? rules : GUEST_ABILITY;
  return createMongoAbility<[string, string]>(list.map(({ action, subject }) => ({ action, subject })));
}

/** The check of a gallery entry, decided from its group (docs/decisions.md "Issue 22: auth"). */
export function checkOf(entry: Pick<GalleryEntry, 'id' | 'group'>): GalleryCheck {
  if (entry.group === 'Auth variants') return { action: 'read', subject: 'Auth' };
  if (entry.id === 'access-control') return { action: 'read', subject: 'ACL' };
  return { action: 'manage', subject: 'all' };
}

export function canOpen(ability: DemoAbility, entry: Pick<GalleryEntry, 'id' | 'group'>): boolean {
  const { action, subject } = checkOf(entry);
  return ability.can(action, subject);
}

/** The gallery entry a path belongs to (its own path or a route under it), for the route guard. */
export function entryOfPath<T extends Pick<GalleryEntry, 'path' | 'external'>>(
  entries: readonly T[],
  pathname: string,
): T | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  const exact = entries.find((e) => !e.external && e.path === path);
  if (exact) return exact;
  // "/apps/invoice/list" owns "/apps/invoice/preview/4987": match on the app's folder.
  return entries
    .filter((e) => !e.external)
    .map((e) => ({ e, root: e.path.split('/').slice(0, 3).join('/') }))
    .filter(({ root }) => root.split('/').length === 3 && root !== '/pages' && path.startsWith(`${root}/`))
    .map(({ e }) => e)[0];
}

/** May the current ability open this path? Open paths always; paths of no gallery entry need manage all. */
export function canOpenPath(
  ability: DemoAbility,
  entries: readonly Pick<GalleryEntry, 'id' | 'group' | 'path' | 'external'>[],
  pathname: string,
): boolean {
  if (OPEN_PATHS.includes(pathname)) return true;
  const entry = entryOfPath(entries, pathname);
  return entry ? canOpen(ability, entry) : ability.can('manage', 'all');
}
