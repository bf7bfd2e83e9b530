/** Master data lists (spec 000 section 3 "Master data lists", spec 001 "Lookups"). All GET with
 * limit/offset (the client asks limit 10000000 offset 0) and an optional `search`. */
import { z } from 'zod';
import { endpoint, listOf, masterDataQuery } from './core';

const signedIn = { action: 'read', subject: 'Auth' } as const;

/** A list item: `id` and `name`, plus list-specific fields (code, abbreviation, state, zipcodes ...). */
export const lookupItemSchema = z.object({ id: z.number().int(), name: z.string() }).catchall(z.unknown());
export type LookupItem = z.infer<typeof lookupItemSchema>;

export const cityItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  state: z.string(),
  state_name: z.string(),
  zipcodes: z.array(z.string()),
  area_codes: z.array(z.string()),
});

function lookup<P extends string>(path: P, summary: string) {
  return endpoint({
    method: 'GET',
    path,
    summary,
    query: masterDataQuery,
    response: listOf(lookupItemSchema),
    access: signedIn,
  });
}

const cityQuery = masterDataQuery.extend({
  areacode: z
    .string()
    .regex(/^\d{3}$/, { message: 'An area code has 3 digits.' })
    .optional(),
  state: z.string().max(40).optional(),
  zipcode: z
    .string()
    .regex(/^\d{5}$/, { message: 'A ZIP code has 5 digits.' })
    .optional(),
});

function cityLookup<P extends string>(path: P, summary: string) {
  return endpoint({
    method: 'GET',
    path,
    summary,
    query: cityQuery,
    response: listOf(cityItemSchema),
    access: signedIn,
  });
}

export const lookupEndpoints = {
  skillSet: lookup('/api/skill_set', 'Skill sets.'),
  skillType: lookup('/api/skill_type', 'Skill types.'),
  skillTypeType: lookup('/api/skill_type_type', 'Skill type groups.'),
  skillMatch: lookup('/api/skill_match', 'Skill match levels.'),
  allSkill: lookup('/api/all_skill', 'Every skill (technical skills and skill sets).'),
  technicalSkill: lookup('/api/technical_skill', 'Technical skills.'),
  cityName: cityLookup(
    '/api/city_name',
    'US cities with ZIP and area codes; `?areacode=212` finds the cities of an area code.',
  ),
  cityView: cityLookup('/api/city_view', 'US cities (same data as city_name).'),
  cityNameView: cityLookup('/api/city_name_view', 'US cities (same data as city_name).'),
  stateView: lookup('/api/state', 'US states with their abbreviation.'),
  countryAndStateView: lookup(
    '/api/country_and_state_view',
    'Countries (ISO code, phone code) with their states where known.',
  ),
  workAuthorizationView: lookup('/api/work_authorization_view', 'Work authorizations (code and data).'),
  prepositionView: lookup('/api/preposition_view', 'Prepositions the parser ignores.'),
  industry: lookup('/api/industry', 'Industries.'),
  industrySector: lookup('/api/industry_sector', 'Industry sectors.'),
  education: lookup('/api/education', 'Education levels and degrees.'),
  jobTitle: lookup('/api/job_title', 'Job titles.'),
  workSector: lookup('/api/work_sector', 'Work sectors.'),
  metro: lookup('/api/metro', 'US metropolitan areas.'),
  company: lookup('/api/company', 'Companies.'),
  getLocationAttitude: endpoint({
    invalidates: 'none',
    method: 'POST',
    path: '/api/get_location_attitude',
    summary: 'Latitude and longitude of a US ZIP code, or of a city and state.',
    body: z
      .object({
        zipcode: z
          .string()
          .regex(/^\d{5}$/, { message: 'A ZIP code has 5 digits.' })
          .optional(),
        city: z.string().max(80).optional(),
        state: z.string().max(40).optional(),
      })
      .refine((b) => b.zipcode || (b.city && b.state), {
        message: 'Give a zipcode, or a city and a state.',
        path: ['zipcode'],
      }),
    response: z.object({
      latitude: z.number(),
      longitude: z.number(),
      city: z.string(),
      state: z.string(),
      zipcode: z.string(),
    }),
    errors: { 404: 'Location not found' },
    access: signedIn,
  }),
} as const;
