/** The caller's master data (states, cities, skills, titles ...) as sets and regular expressions. */
import { wordListRegExp } from '../text/lines';
import type { MasterData } from '../types';

/** Master data prepared once per options object (sets and regular expressions). */
export interface PreparedMaster {
  data: MasterData;
  stateAbbrs: Set<string>;
  stateNames: Map<string, string>;
  cities: Map<string, string>;
  countries: Set<string>;
  skillRe: RegExp | null;
  skillCanonical: Map<string, string>;
  workAuthRe: RegExp | null;
  jobTitleRe: RegExp | null;
}

const prepared = new WeakMap<MasterData, PreparedMaster>();

export function prepareMaster(data: MasterData): PreparedMaster {
  const hit = prepared.get(data);
  if (hit) return hit;
  const p: PreparedMaster = {
    data,
    stateAbbrs: new Set(Object.keys(data.states).map((s) => s.toUpperCase())),
    stateNames: new Map(
      Object.entries(data.states).map(([abbr, name]) => [name.toLowerCase(), abbr.toUpperCase()]),
    ),
    cities: new Map(data.cities.map((c) => [c.toLowerCase(), c])),
    countries: new Set(data.countries.map((c) => c.toLowerCase())),
    skillRe: wordListRegExp(data.skills, 'giu'),
    skillCanonical: new Map(data.skills.map((s) => [s.toLowerCase(), s])),
    workAuthRe: wordListRegExp(data.workAuthorizations, 'iu'),
    jobTitleRe: wordListRegExp(data.jobTitles, 'iu'),
  };
  prepared.set(data, p);
  return p;
}
