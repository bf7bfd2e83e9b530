/** Profile columns from the parsed fields of a resume, and its rating (spec 000 sections 3 and 5). */
import type { ResumeFields } from '@talent/api';

/** Spec 000 section 5: 9 points minus one per missing item; 1 when the e-mail is missing. */
export function rateResume(f: ResumeFields): {
  resume_rating: number;
  score: number;
  out_of: 9;
  stars: number;
  missing: string[];
} {
  const has = (v: unknown) => v !== undefined && v !== null && String(v).trim() !== '';
  const checks: Array<[string, boolean]> = [
    ['mobile', has(f.mobile)],
    ['name', has(f.first_name) || has(f.last_name)],
    ['address', has(f.address) || has(f.city)],
    ['skill', has(f.technicalSkill)],
    ['experience', has(f.experience) || has(f.experience_years) || has(f.work_experience)],
    ['work authorization', has(f.work_status) || has(f.citizenship)],
    ['relocate', has(f.relocate)],
  ];
  const missing = checks.filter(([, ok]) => !ok).map(([name]) => name);
  const score = has(f.email) ? 9 - missing.length : 1;
  if (!has(f.email)) missing.unshift('email');
  const resume_rating = Math.round((score / 9) * 10000) / 100;
  return {
    resume_rating,
    score,
    out_of: 9,
    stars: Math.round((resume_rating / 100) * 5 * 100) / 100,
    missing,
  };
}

const clean = (v: string | null | undefined) =>
  v === undefined || v === null || v.trim() === '' ? null : v.trim();

export function fullNameOf(first: string | null, last: string | null): string {
  return [first, last].filter(Boolean).join(' ').trim() || 'Unnamed profile';
}

/** Words of a profile for the full-text index: the non-empty values, lower case, single spaces. */
const searchWords = (values: Array<string | null | undefined>): string =>
  values
    .filter((v) => v !== undefined && v !== null && String(v).trim() !== '')
    .join(' ')
    .toLowerCase()
    .replace(/\s+/g, ' ');

export function searchTextOf(f: ResumeFields): string {
  return searchWords([
    f.first_name,
    f.last_name,
    f.job_title,
    f.technicalSkill,
    f.industry,
    f.industry_sector,
    f.city,
    f.state,
    f.Zipcode,
    f.company,
    f.education,
    f.occupation,
    f.targetJob,
    f.desired_job,
    f.work_status,
    f.security_clearance,
    f.experience?.slice(0, 2000),
  ]);
}

const escapeRegExp = (v: string) => v.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What a locked profile may be found by (issue 24, low "oracles"): the first name its preview shows and the
 * non-identifying fields (titles, skills, industry, place down to the state, experience), never the last
 * name, contacts or ZIP. The experience text loses the last name, e-mail addresses, phone numbers and the
 * ZIP it may quote. */
export function publicSearchTextOf(f: ResumeFields): string {
  const secrets = [f.last_name, f.email, f.mobile, f.Zipcode]
    .map((v) => clean(v ?? null))
    .filter((v): v is string => v !== null);
  let experience = (f.experience ?? '').slice(0, 2000);
  experience = experience.replace(/[^\s@]+@[^\s@]+/g, ' ').replace(/\+?\d[\d\s().-]{6,}\d/g, ' ');
  for (const secret of secrets) {
    const word = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(secret)}(?![\\p{L}\\p{N}])`, 'giu');
    experience = experience.replace(word, ' ');
  }
  return searchWords([
    f.first_name,
    f.job_title,
    f.technicalSkill,
    f.industry,
    f.industry_sector,
    f.city,
    f.state,
    f.company,
    f.education,
    f.occupation,
    f.targetJob,
    f.desired_job,
    f.work_status,
    f.security_clearance,
    experience,
  ]).trim();
}

/** Columns of a profile row derived from the parsed fields. */
export function columnsFrom(f: ResumeFields) {
  const first = clean(f.first_name);
  const last = clean(f.last_name);
  return {
    first_name: first,
    last_name: last,
    full_name: fullNameOf(first, last),
    email: clean(f.email)?.toLowerCase() ?? null,
    mobile: clean(f.mobile),
    city: clean(f.city),
    state: clean(f.state),
    zipcode: clean(f.Zipcode),
    job_title: clean(f.job_title),
    experience_years: f.experience_years ?? null,
    technical_skill: clean(f.technicalSkill),
    industry: clean(f.industry),
    work_status: clean(f.work_status),
    security_clearance: clean(f.security_clearance),
    relocate: clean(f.relocate),
    resume_rating: rateResume(f).resume_rating,
    search_text: searchTextOf(f),
    public_search_text: publicSearchTextOf(f),
    data: JSON.stringify(f),
  };
}
