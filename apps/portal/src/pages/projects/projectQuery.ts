/**
 * The /freework search as URL search params, so back, forward and a shared link restore it: `q` the words,
 * `skill` (repeated), `budget_min`, `budget_max`, `due` (deadline on or before, YYYY-MM-DD), `saved`
 * (saved only), `tab` (`mine`: the poster's own projects), `page` and `size`. Defaults are left out of the
 * URL; anything unreadable falls back to its default instead of failing the search.
 */
import type { QueryOf } from '@talent/api/contract';
import type { Endpoints } from '@talent/api/contract';
import { DEFAULT_PAGE_SIZE, MAX_PROJECT_BUDGET, PAGE_SIZES } from '@talent/api/rules';

export type ProjectTab = 'open' | 'mine';

export interface ProjectFilters {
  skills?: string[];
  budget_min?: number;
  budget_max?: number;
  /** YYYY-MM-DD. */
  deadline_before?: string;
}

export interface ProjectQuery {
  text: string;
  filters: ProjectFilters;
  savedOnly: boolean;
  tab: ProjectTab;
  page: number;
  size: number;
}

export const EMPTY_PROJECT_QUERY: ProjectQuery = {
  text: '',
  filters: {},
  savedOnly: false,
  tab: 'open',
  page: 1,
  size: DEFAULT_PAGE_SIZE,
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar date YYYY-MM-DD that exists, or undefined. */
export function calendarDay(text: string | null | undefined): string | undefined {
  const value = text?.trim();
  if (!value || !DAY.test(value)) return undefined;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value ? value : undefined;
}

/** A whole number of TAT from 0 to the largest budget, or undefined. */
export function tatAmount(text: string | null | undefined): number | undefined {
  const value = text?.trim();
  if (!value || !/^\d+$/.test(value)) return undefined;
  const amount = Number(value);
  return amount <= MAX_PROJECT_BUDGET ? amount : undefined;
}

function positive(text: string | null): number | undefined {
  if (text === null || !/^\d+$/.test(text)) return undefined;
  const value = Number(text);
  return value > 0 ? value : undefined;
}

/** The filters without their empty entries (the URL and the request carry only what is chosen). */
export function cleanProjectFilters(filters: ProjectFilters): ProjectFilters {
  const out: ProjectFilters = {};
  const skills = [...new Set((filters.skills ?? []).map((s) => s.trim()).filter(Boolean))];
  if (skills.length) out.skills = skills;
  if (filters.budget_min !== undefined) out.budget_min = filters.budget_min;
  if (filters.budget_max !== undefined) out.budget_max = filters.budget_max;
  const due = calendarDay(filters.deadline_before);
  if (due) out.deadline_before = due;
  return out;
}

export function readProjectQuery(params: URLSearchParams): ProjectQuery {
  const size = positive(params.get('size'));
  return {
    text: (params.get('q') ?? '').slice(0, 500),
    filters: cleanProjectFilters({
      skills: params
        .getAll('skill')
        .map((s) => s.slice(0, 100))
        .slice(0, 20),
      budget_min: tatAmount(params.get('budget_min')),
      budget_max: tatAmount(params.get('budget_max')),
      deadline_before: params.get('due') ?? undefined,
    }),
    savedOnly: params.get('saved') === '1',
    tab: params.get('tab') === 'mine' ? 'mine' : 'open',
    page: positive(params.get('page')) ?? 1,
    size: size !== undefined && (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
  };
}

export function writeProjectQuery(query: ProjectQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.tab === 'mine') params.set('tab', 'mine');
  const text = query.text.trim();
  if (text) params.set('q', text);
  const f = cleanProjectFilters(query.filters);
  for (const skill of f.skills ?? []) params.append('skill', skill);
  if (f.budget_min !== undefined) params.set('budget_min', String(f.budget_min));
  if (f.budget_max !== undefined) params.set('budget_max', String(f.budget_max));
  if (f.deadline_before) params.set('due', f.deadline_before);
  if (query.savedOnly) params.set('saved', '1');
  if (query.page > 1) params.set('page', String(query.page));
  if (query.size !== DEFAULT_PAGE_SIZE) params.set('size', String(query.size));
  return params;
}

/** The query of GET api/project_search for a search. */
export function searchQuery(query: ProjectQuery): QueryOf<Endpoints['projectSearch']> {
  const f = cleanProjectFilters(query.filters);
  const text = query.text.trim();
  return {
    limit: query.size,
    offset: (query.page - 1) * query.size,
    ...(text ? { search: text } : {}),
    ...(f.skills ? { skills: f.skills.join(',') } : {}),
    ...(f.budget_min !== undefined ? { budget_min: f.budget_min } : {}),
    ...(f.budget_max !== undefined ? { budget_max: f.budget_max } : {}),
    ...(f.deadline_before ? { deadline_before: f.deadline_before } : {}),
    ...(query.savedOnly ? { saved_only: 'true' as const } : {}),
  };
}

export function hasProjectFilters(query: ProjectQuery): boolean {
  return (
    query.text.trim() !== '' || query.savedOnly || Object.keys(cleanProjectFilters(query.filters)).length > 0
  );
}

/** A project's page. */
export function projectPath(id: number): string {
  return `/freework/project_details/${id}`;
}
