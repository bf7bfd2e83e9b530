/** Pure rules of the profile searches and purchases (spec 000 sections 4, 5 and 8; docs/money.md). */
import { AxiosError } from 'axios';
import type { ProfileFilters, Profile } from '@talent/api/contract';
import type { PurchaseMode } from '@talent/api/rules';

export type SearchType = 'OR' | 'AND';

export const SEARCH_TEXTS = {
  required: 'Enter something to search for.',
  failed: 'Something went wrong!',
  callFailed: 'An error occurred while searching',
} as const;

/** Spec 5: filter lists drop entries whose value is undefined, zero or null (and empty text). */
export function cleanFilters(filters: ProfileFilters): ProfileFilters {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined || value === null || value === 0 || value === '') continue;
    if (typeof value === 'number' && Number.isNaN(value)) continue;
    if (typeof value === 'string' && value.trim() === '') continue;
    out[key] = typeof value === 'string' ? value.trim() : value;
  }
  return out as ProfileFilters;
}

/**
 * Spec 8: when the server answers with an error its message is kept, else "Something went wrong!";
 * when the call itself fails (no answer) the text is "An error occurred while searching".
 */
export function searchErrorMessage(error: unknown): string {
  if (error instanceof AxiosError) {
    if (!error.response) return SEARCH_TEXTS.callFailed;
    const body = error.response.data as { message?: unknown } | undefined;
    return typeof body?.message === 'string' && body.message ? body.message : SEARCH_TEXTS.failed;
  }
  return SEARCH_TEXTS.callFailed;
}

/** Which purchases a profile still offers to this viewer. */
export function availableModes(profile: Pick<Profile, 'access' | 'resume_price'>): PurchaseMode[] {
  if (profile.resume_price == null) return [];
  switch (profile.access) {
    case 'owner':
    case 'bought':
      return [];
    case 'unlocked':
      return ['buy'];
    case 'rented':
      return ['unlock', 'buy'];
    default:
      return ['unlock', 'rent', 'buy'];
  }
}

/** Spec 4: full images when the profile is unlocked or the screen is /purchase-resume or /resume-search. */
export function showsFullImages(profile: Pick<Profile, 'isUnlocked'>, pathname: string): boolean {
  return profile.isUnlocked || pathname === '/purchase-resume' || pathname === '/resume-search';
}
