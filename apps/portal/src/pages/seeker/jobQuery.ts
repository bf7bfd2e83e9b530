/**
 * The job search as URL search params, so back, forward and a shared link restore it: `q` the words,
 * `type` OR/AND, the filters, `sort`, `page` and `size`. Defaults are left out of the URL; anything
 * unreadable falls back to its default instead of failing the search.
 */
import type { JobSearchBody, JobSearchFilters } from '@talent/api/contract';
import {
  DEFAULT_PAGE_SIZE,
  EMPLOYMENT_TYPES,
  PAGE_SIZES,
  POSTED_WITHIN_DAYS,
  WORK_LOCATIONS,
} from '@talent/api/rules';

export type JobSort = 'relevance' | 'date';

export interface JobQuery {
  text: string;
  type: 'OR' | 'AND';
  filters: JobSearchFilters;
  sort: JobSort;
  page: number;
  size: number;
}

export const EMPTY_JOB_QUERY: JobQuery = {
  text: '',
  type: 'OR',
  filters: {},
  sort: 'relevance',
  page: 1,
  size: DEFAULT_PAGE_SIZE,
};

function oneOf<T extends string | number>(list: readonly T[], value: T | null | undefined): T | undefined {
  return value !== null && value !== undefined && list.includes(value) ? value : undefined;
}

function positive(text: string | null): number | undefined {
  if (text === null || !/^\d+$/.test(text)) return undefined;
  const value = Number(text);
  return value > 0 ? value : undefined;
}

/** The filters without their empty entries (the URL and the request carry only what is chosen). */
export function cleanJobFilters(filters: JobSearchFilters): JobSearchFilters {
  const out: JobSearchFilters = {};
  const city = filters.city?.trim();
  const state = filters.state?.trim();
  if (city) out.city = city;
  if (state) out.state = state;
  if (filters.work_location) out.work_location = filters.work_location;
  if (filters.employment_type) out.employment_type = filters.employment_type;
  if (filters.salary_min) out.salary_min = filters.salary_min;
  const skills = [...new Set((filters.skills ?? []).map((s) => s.trim()).filter(Boolean))];
  if (skills.length) out.skills = skills;
  if (filters.posted_within_days) out.posted_within_days = filters.posted_within_days;
  return out;
}

export function readJobQuery(params: URLSearchParams): JobQuery {
  const filters = cleanJobFilters({
    city: params.get('city')?.slice(0, 100) ?? undefined,
    state: params.get('state')?.slice(0, 100) ?? undefined,
    work_location: oneOf(WORK_LOCATIONS, params.get('work_location') as (typeof WORK_LOCATIONS)[number]),
    employment_type: oneOf(
      EMPLOYMENT_TYPES,
      params.get('employment_type') as (typeof EMPLOYMENT_TYPES)[number],
    ),
    salary_min: positive(params.get('salary_min')),
    skills: params
      .getAll('skill')
      .map((s) => s.slice(0, 100))
      .slice(0, 20),
    posted_within_days: oneOf(POSTED_WITHIN_DAYS, positive(params.get('posted')) as 1),
  });
  return {
    text: (params.get('q') ?? '').slice(0, 500),
    type: params.get('type') === 'AND' ? 'AND' : 'OR',
    filters,
    sort: params.get('sort') === 'date' ? 'date' : 'relevance',
    page: positive(params.get('page')) ?? 1,
    size: oneOf(PAGE_SIZES, positive(params.get('size')) as 10) ?? DEFAULT_PAGE_SIZE,
  };
}

export function writeJobQuery(query: JobQuery): URLSearchParams {
  const params = new URLSearchParams();
  const text = query.text.trim();
  if (text) params.set('q', text);
  if (query.type === 'AND') params.set('type', 'AND');
  const f = cleanJobFilters(query.filters);
  if (f.city) params.set('city', f.city);
  if (f.state) params.set('state', f.state);
  if (f.work_location) params.set('work_location', f.work_location);
  if (f.employment_type) params.set('employment_type', f.employment_type);
  if (f.salary_min) params.set('salary_min', String(f.salary_min));
  for (const skill of f.skills ?? []) params.append('skill', skill);
  if (f.posted_within_days) params.set('posted', String(f.posted_within_days));
  if (query.sort === 'date') params.set('sort', 'date');
  if (query.page > 1) params.set('page', String(query.page));
  if (query.size !== DEFAULT_PAGE_SIZE) params.set('size', String(query.size));
  return params;
}

/** The body of POST api/search_job/ for a query. */
export function searchBody(query: JobQuery): JobSearchBody {
  return {
    search: query.text.trim(),
    search_type: query.type,
    filters: cleanJobFilters(query.filters),
    sort: query.sort,
  };
}

export function hasFilters(query: JobQuery): boolean {
  return query.text.trim() !== '' || Object.keys(cleanJobFilters(query.filters)).length > 0;
}

/** Where a job seeker applies to a job. */
export function applyPath(jobId: number): string {
  return `/search_job/apply_job?job=${jobId}`;
}

/** The shareable public page of a job. */
export function publicJobPath(jobId: number): string {
  return `/public-job/${jobId}`;
}
