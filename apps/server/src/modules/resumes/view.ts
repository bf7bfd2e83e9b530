/** A profile as a viewer sees it: the owner and access holders see everything; anyone else a public
 * profile with its contact fields and parsed data hidden. */
import type { Profile, ResumeFields } from '@talent/api';
import type { ProfileRow, User } from '../../db/schema';
import { fullNameOf } from './fields';

export type AccessKind = 'owner' | 'unlocked' | 'rented' | 'bought';
export interface ViewerAccess {
  kind: AccessKind;
  expires_at: string | null;
}
export const OWNER: ViewerAccess = { kind: 'owner', expires_at: null };

/** The API shape. Without access (not owner, not unlocked/rented/bought) the profile is locked: only what its
 * masked preview shows (the contract's lockedProfileSchema withholds the rest again). */
export function toProfile(row: ProfileRow, access: ViewerAccess | null, canResellCopies = false): Profile {
  const full = access !== null;
  const lastInitial = row.last_name ? `${row.last_name.slice(0, 1)}.` : null;
  return {
    id: row.id,
    profileId: row.id,
    owner_id: full ? row.owner_id : null,
    first_name: row.first_name,
    last_name: full ? row.last_name : lastInitial,
    full_name: full ? row.full_name : fullNameOf(row.first_name, lastInitial),
    email: full ? row.email : null,
    mobile: full ? row.mobile : null,
    city: row.city,
    state: row.state,
    Zipcode: full ? row.zipcode : null,
    job_title: row.job_title,
    experience_years: row.experience_years === null ? null : Number(row.experience_years),
    technicalSkill: row.technical_skill,
    industry: row.industry,
    resume_rating: Number(row.resume_rating),
    resume_price: row.price === null ? null : Number(row.price),
    is_public: row.is_public === 1,
    marked_public_on: row.marked_public_on,
    coin_earned: Number(row.coin_earned),
    isUnlocked: full,
    access: access?.kind ?? null,
    access_expires_at: access?.expires_at ?? null,
    is_copy: row.is_copy === 1,
    can_resell: access?.kind === 'owner' ? row.is_copy === 0 || canResellCopies : false,
    file_name: full ? row.file_name : null,
    pages: Number(row.pages),
    created_at: row.created_at,
    data: full ? (JSON.parse(row.data) as ResumeFields) : null,
  };
}
/** What a viewer's profiles need from storage: their access to each, and whether their plan may resell. */
export interface AccessReader {
  accessMap(viewerId: number, rows: ProfileRow[]): Promise<Map<number, ViewerAccess>>;
  canResell(user: User): Promise<boolean>;
}

/** The rows as `viewer` sees them. */
export async function profilesFor(repo: AccessReader, viewer: User, rows: ProfileRow[]): Promise<Profile[]> {
  const access = await repo.accessMap(viewer.id, rows);
  const resell = await repo.canResell(viewer);
  return rows.map((r) => toProfile(r, access.get(r.id) ?? null, resell));
}
