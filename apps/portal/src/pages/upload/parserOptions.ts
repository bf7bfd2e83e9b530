/**
 * The parser's options from the server: the user's exclusion lists (blocked keywords, blocked domains,
 * keyword exclusions), the Extraction Keyword list (experience_view: headings and terms that open the
 * work history) and master data. Each list is loaded with limit 10000000 and offset 0 (spec 7);
 * a list that fails is only logged and the page carries on (spec 8).
 */
import { call } from '@talent/api/client';

export interface ParserOptionsFromServer {
  blockedKeywords?: string[];
  blockedDomains?: string[];
  excludedTerms?: string[];
  experienceKeywords?: string[];
  masterData?: {
    states?: Record<string, string>;
    cities?: string[];
    countries?: string[];
    skills?: string[];
    jobTitles?: string[];
    workAuthorizations?: string[];
    industries?: string[];
    industrySectors?: string[];
    skillTypes?: string[];
  };
}

const ALL = { limit: 10_000_000, offset: 0 } as const;

type ListName =
  | 'listBlockKeyword'
  | 'listBlockDomain'
  | 'listKeywordExclusion'
  | 'listExperienceKeyword'
  | 'stateView'
  | 'cityName'
  | 'countryAndStateView'
  | 'allSkill'
  | 'jobTitle'
  | 'workAuthorizationView'
  | 'industry'
  | 'industrySector'
  | 'skillType';

async function list(name: ListName): Promise<Array<Record<string, unknown>> | undefined> {
  try {
    const read = call as (
      n: ListName,
      o: { query: typeof ALL },
    ) => Promise<{ results?: Array<Record<string, unknown>> }>;
    const answer = await read(name, { query: ALL });
    if (!answer.results?.length) {
      console.warn(`Error fetching data: ${name}`);
      return undefined;
    }
    return answer.results;
  } catch (error) {
    console.warn(`Error fetching data: ${name}`, error);
    return undefined;
  }
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);
const column = (rows: Array<Record<string, unknown>> | undefined, key: string) => {
  const values = rows?.map((row) => text(row[key])).filter((v): v is string => v !== null);
  return values?.length ? [...new Set(values)] : undefined;
};

/**
 * Loads every list in parallel; a list missing from the answer keeps the parser's default. The exclusion
 * lists belong to the exclusion pages (read RAE): a role without them (a job seeker) keeps the defaults
 * and does not ask, so the server's 403 never shows up as noise.
 */
export async function loadParserOptions({
  exclusionLists = true,
}: { exclusionLists?: boolean } = {}): Promise<ParserOptionsFromServer> {
  const skip = async () => undefined;
  const [
    keywords,
    domains,
    exclusions,
    experienceTerms,
    states,
    cities,
    countries,
    skills,
    titles,
    workAuth,
    industries,
    sectors,
    skillTypes,
  ] = await Promise.all([
    exclusionLists ? list('listBlockKeyword') : skip(),
    exclusionLists ? list('listBlockDomain') : skip(),
    exclusionLists ? list('listKeywordExclusion') : skip(),
    exclusionLists ? list('listExperienceKeyword') : skip(),
    list('stateView'),
    list('cityName'),
    list('countryAndStateView'),
    list('allSkill'),
    list('jobTitle'),
    list('workAuthorizationView'),
    list('industry'),
    list('industrySector'),
    list('skillType'),
  ]);
  const stateMap = states
    ? Object.fromEntries(
        states
          .map((row) => [text(row.abbreviation), text(row.name)] as const)
          .filter((pair): pair is readonly [string, string] => pair[0] !== null && pair[1] !== null),
      )
    : undefined;
  const masterData: NonNullable<ParserOptionsFromServer['masterData']> = {};
  if (stateMap && Object.keys(stateMap).length) masterData.states = stateMap;
  const cityNames = column(cities, 'name');
  if (cityNames) masterData.cities = cityNames;
  const countryNames = column(countries, 'name');
  if (countryNames) masterData.countries = countryNames;
  const skillNames = column(skills, 'name');
  if (skillNames) masterData.skills = skillNames;
  const titleNames = column(titles, 'name');
  if (titleNames) masterData.jobTitles = titleNames;
  const workAuthorizations = column(workAuth, 'data') ?? column(workAuth, 'name');
  if (workAuthorizations) masterData.workAuthorizations = workAuthorizations;
  const industryNames = column(industries, 'name');
  if (industryNames) masterData.industries = industryNames;
  const sectorNames = column(sectors, 'name');
  if (sectorNames) masterData.industrySectors = sectorNames;
  const skillTypeNames = column(skillTypes, 'name');
  if (skillTypeNames) masterData.skillTypes = skillTypeNames;

  const options: ParserOptionsFromServer = {};
  const blockedKeywords = column(keywords, 'keyword');
  if (blockedKeywords) options.blockedKeywords = blockedKeywords;
  const blockedDomains = column(domains, 'domain');
  if (blockedDomains) options.blockedDomains = blockedDomains;
  const excludedTerms = column(exclusions, 'keyword');
  if (excludedTerms) options.excludedTerms = excludedTerms;
  const experienceKeywords = column(experienceTerms, 'keyword');
  if (experienceKeywords) options.experienceKeywords = experienceKeywords;
  if (Object.keys(masterData).length) options.masterData = masterData;
  return options;
}
