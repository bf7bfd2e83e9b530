import type { Rating, ResumeFields } from './types';

export const RATING_MAX = 9;

/** The seven items whose absence costs one point each (spec 000 section 5, Resume rating). */
export const RATED_ITEMS = [
  'mobile',
  'name',
  'address',
  'skill',
  'experience',
  'work authorization',
  'relocate',
] as const;
export type RatedItem = (typeof RATED_ITEMS)[number];

export function missingItems(
  f: Pick<
    ResumeFields,
    | 'mobile'
    | 'first_name'
    | 'last_name'
    | 'address'
    | 'city'
    | 'state'
    | 'Zipcode'
    | 'technicalSkill'
    | 'experience'
    | 'work_authorization'
    | 'relocate'
  >,
): RatedItem[] {
  const present: Record<RatedItem, boolean> = {
    mobile: !!f.mobile,
    name: !!(f.first_name || f.last_name),
    // A street address, or failing that a postal location (city, state or ZIP), counts as the address.
    address: !!(f.address || f.city || f.state || f.Zipcode),
    skill: f.technicalSkill.length > 0,
    experience: f.experience.length > 0,
    'work authorization': !!f.work_authorization,
    relocate: !!f.relocate,
  };
  return RATED_ITEMS.filter((k) => !present[k]);
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * Score out of 9, minus 1 per missing item; 1 when the e-mail is missing. Percent is the share of 9,
 * stars are percent / 100 * 5.
 */
export function rateResume(f: Parameters<typeof missingItems>[0] & { email: string | null }): Rating {
  const score = !f.email ? 1 : RATING_MAX - missingItems(f).length;
  const percent = round2((score / RATING_MAX) * 100);
  const stars = round2((percent / 100) * 5);
  return { score, percent, stars };
}
