/**
 * The world city list (npm `city-timezones`, MIT: 7,300 cities with their country and province, 1.9 MB
 * of JSON), loaded lazily on the first parse and kept for the realm. It serves locations outside the US
 * ("Seoul, South Korea", "Pune, Maharashtra"): the city is kept (at most 17 characters, spec 5) and the
 * state stays null, because the spec's state is a US abbreviation.
 */
interface CityRow {
  city: string;
  city_ascii?: string;
  country: string;
  province: string;
  iso2: string;
  pop: number;
}

export interface WorldCity {
  city: string;
  country: string;
  province: string;
  iso2: string;
  pop: number;
}

interface WorldIndex {
  byName: Map<string, WorldCity[]>;
  countries: Set<string>;
}

let index: WorldIndex | null = null;
let loading: Promise<void> | null = null;

/** Country names as resumes write them, beside the list's own names. */
const COUNTRY_ALIASES: Record<string, string> = {
  uk: 'united kingdom',
  'u.k.': 'united kingdom',
  england: 'united kingdom',
  scotland: 'united kingdom',
  wales: 'united kingdom',
  korea: 'south korea',
  'republic of korea': 'south korea',
  uae: 'united arab emirates',
  usa: 'united states of america',
  us: 'united states of america',
  'united states': 'united states of america',
  'the netherlands': 'netherlands',
  'czech republic': 'czechia',
};

export function country(s: string): string {
  const k = s.trim().toLowerCase().replace(/\.$/, '');
  return COUNTRY_ALIASES[k] ?? k;
}

export function buildWorldIndex(rows: CityRow[]): WorldIndex {
  const byName = new Map<string, WorldCity[]>();
  const countries = new Set<string>();
  for (const r of rows) {
    const c: WorldCity = {
      city: r.city,
      country: r.country.toLowerCase(),
      province: (r.province ?? '').toLowerCase(),
      iso2: r.iso2,
      pop: r.pop,
    };
    countries.add(c.country);
    for (const name of new Set([r.city, r.city_ascii ?? r.city])) {
      const k = name.toLowerCase();
      const list = byName.get(k);
      if (list) list.push(c);
      else byName.set(k, [c]);
    }
  }
  for (const list of byName.values()) list.sort((a, b) => b.pop - a.pop);
  return { byName, countries };
}

/** Loads the list once (a separate chunk in the browser worker). Later calls are free. */
export function loadWorldCities(): Promise<void> {
  loading ??= import('city-timezones/data/cityMap.json')
    .then((m) => {
      const rows = ((m as { default?: CityRow[] }).default ?? m) as unknown as CityRow[];
      index = buildWorldIndex(rows);
    })
    .catch(() => {
      // Without the list, the US master data still works.
      index = { byName: new Map(), countries: new Set() };
    });
  return loading;
}

/** For tests: the index in use (null before loadWorldCities resolves). */
export function worldIndex(): WorldIndex | null {
  return index;
}

/**
 * "City, Region", "City, Country", "City, Region, Country" where the list has that city in that region
 * or country (both parts must agree, so "Company, Inc" or "Smith, John" never pass). Answers the
 * city as the list spells it, or null.
 */
export function worldPlace(part: string): { city: string; iso2: string } | null {
  if (!index) return null;
  const pieces = part
    .split(/\s*,\s*/)
    .map((p) => p.trim())
    .filter(Boolean);
  if (pieces.length < 2 || pieces.length > 3) return null;
  const cands = index.byName.get(pieces[0]!.toLowerCase());
  if (!cands) return null;
  const rest = pieces.slice(1).map((p) => p.toLowerCase());
  for (const c of cands) {
    const ok = rest.every((r) => r === c.province || country(r) === c.country);
    if (ok) return { city: c.city, iso2: c.iso2 };
  }
  return null;
}
