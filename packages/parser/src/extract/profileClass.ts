/**
 * The profile's classification fields, chosen from the master data lists and the text (issue 23):
 * `industry`, `industry_sector`, `skill_type` and `targetJob`. Each is left `null` when the document does
 * not say it or the evidence is ambiguous: a wrong class is worse for search than none.
 */
import type { Line } from '../text/lines';
import { wordListRegExp } from '../text/lines';
import type { ResumeFields } from '../types';
import type { PreparedMaster } from './master';
import { titleScore } from './patterns';

/**
 * Evidence per industry of the default list (the server's `/api/industry` names): words of job titles and
 * work. An industry of the caller's list with no entry here is found by its own name.
 */
export const INDUSTRY_KEYWORDS: Record<string, readonly string[]> = {
  Accounting: [
    'accountant',
    'accounting',
    'cpa',
    'bookkeeping',
    'bookkeeper',
    'auditor',
    'audit',
    'tax',
    'gaap',
    'accounts payable',
    'accounts receivable',
    'quickbooks',
  ],
  'Aerospace & Defense': [
    'aerospace',
    'aircraft',
    'avionics',
    'defense',
    'defence',
    'missile',
    'satellite',
    'aviation',
  ],
  Agriculture: [
    'agriculture',
    'agricultural',
    'farm',
    'farming',
    'crop',
    'crops',
    'agronomy',
    'agronomist',
    'livestock',
  ],
  Automotive: ['automotive', 'vehicle', 'vehicles', 'powertrain', 'dealership'],
  Banking: ['bank', 'banking', 'teller', 'loan officer', 'mortgage', 'lending', 'credit union'],
  Biotechnology: [
    'biotech',
    'biotechnology',
    'genomics',
    'bioinformatics',
    'molecular biology',
    'assay',
    'assays',
  ],
  Construction: [
    'construction',
    'contractor',
    'carpenter',
    'carpentry',
    'foreman',
    'site supervisor',
    'estimator',
  ],
  Consulting: ['consultant', 'consulting', 'advisory'],
  'Consumer Goods': ['consumer goods', 'consumer products', 'cpg', 'fmcg'],
  Education: [
    'teacher',
    'teaching',
    'school',
    'curriculum',
    'classroom',
    'students',
    'tutor',
    'tutoring',
    'professor',
    'lecturer',
  ],
  Energy: ['oil', 'petroleum', 'drilling', 'renewable', 'renewables', 'solar', 'wind farm', 'refinery'],
  Engineering: [
    'mechanical engineer',
    'civil engineer',
    'electrical engineer',
    'structural engineer',
    'autocad',
    'solidworks',
    'cad',
  ],
  Entertainment: ['entertainment', 'film', 'television', 'music', 'gaming', 'game studio'],
  'Financial Services': [
    'financial analyst',
    'finance',
    'financial',
    'investment',
    'investments',
    'portfolio',
    'equity',
    'trading',
    'asset management',
    'wealth management',
    'fp&a',
  ],
  'Food & Beverage': ['restaurant', 'chef', 'culinary', 'kitchen', 'beverage', 'food service'],
  Government: ['government', 'federal', 'municipal', 'public sector', 'city council', 'ministry'],
  Healthcare: [
    'nurse',
    'nursing',
    'patient',
    'patients',
    'clinical',
    'hospital',
    'healthcare',
    'health care',
    'medical',
    'physician',
    'rn',
    'ehr',
    'emr',
    'hipaa',
    'icu',
  ],
  Hospitality: ['hotel', 'hospitality', 'front desk', 'resort', 'tourism', 'concierge'],
  'Information Technology': [
    'software',
    'developer',
    'programming',
    'devops',
    'cloud',
    'it support',
    'help desk',
    'database',
    'saas',
    'full stack',
    'frontend',
    'front end',
    'backend',
    'back end',
    'kubernetes',
    'microservices',
    'web applications',
    'data pipelines',
    'sql',
  ],
  Insurance: [
    'insurance',
    'underwriter',
    'underwriting',
    'claims adjuster',
    'actuary',
    'actuarial',
    'policyholders',
  ],
  Legal: ['attorney', 'lawyer', 'paralegal', 'legal', 'litigation', 'counsel', 'law firm'],
  'Logistics & Transportation': [
    'logistics',
    'supply chain',
    'warehouse',
    'shipping',
    'freight',
    'transportation',
    'fleet',
    'dispatcher',
  ],
  Manufacturing: [
    'manufacturing',
    'production line',
    'assembly line',
    'plant manager',
    'factory',
    'machining',
    'lean manufacturing',
    'six sigma',
  ],
  Media: ['journalist', 'journalism', 'newsroom', 'publishing', 'broadcast', 'broadcasting', 'editorial'],
  'Non-profit': ['non-profit', 'nonprofit', 'ngo', 'charity', 'fundraising'],
  Pharmaceuticals: [
    'pharmaceutical',
    'pharmaceuticals',
    'pharma',
    'pharmacist',
    'pharmacy',
    'clinical trials',
    'drug development',
  ],
  'Real Estate': ['real estate', 'realtor', 'property management', 'property manager', 'leasing agent'],
  Retail: ['retail', 'merchandising', 'cashier', 'store manager', 'sales associate', 'e-commerce'],
  'Staffing & Recruiting': [
    'recruiter',
    'recruiting',
    'recruitment',
    'staffing',
    'talent acquisition',
    'headhunter',
  ],
  Telecommunications: ['telecom', 'telecommunications', 'wireless', '5g', 'lte', 'fiber optics'],
  Utilities: ['utility', 'utilities', 'water treatment', 'power plant', 'electric grid'],
};

/** GICS sector of each industry of the default list; government and non-profits have none. */
export const INDUSTRY_SECTOR: Record<string, string> = {
  Accounting: 'Industrials',
  'Aerospace & Defense': 'Industrials',
  Agriculture: 'Consumer Staples',
  Automotive: 'Consumer Discretionary',
  Banking: 'Financials',
  Biotechnology: 'Health Care',
  Construction: 'Industrials',
  Consulting: 'Industrials',
  'Consumer Goods': 'Consumer Staples',
  Education: 'Consumer Discretionary',
  Energy: 'Energy',
  Engineering: 'Industrials',
  Entertainment: 'Communication Services',
  'Financial Services': 'Financials',
  'Food & Beverage': 'Consumer Staples',
  Healthcare: 'Health Care',
  Hospitality: 'Consumer Discretionary',
  'Information Technology': 'Information Technology',
  Insurance: 'Financials',
  Legal: 'Industrials',
  'Logistics & Transportation': 'Industrials',
  Manufacturing: 'Industrials',
  Media: 'Communication Services',
  Pharmaceuticals: 'Health Care',
  'Real Estate': 'Real Estate',
  Retail: 'Consumer Discretionary',
  'Staffing & Recruiting': 'Industrials',
  Telecommunications: 'Communication Services',
  Utilities: 'Utilities',
};

/** Skill type of the default skills that are not `Technical` (the rest of the default list is). */
const SKILL_TYPE_OF: Record<string, string> = {
  communication: 'Soft Skill',
  leadership: 'Soft Skill',
  'customer service': 'Soft Skill',
  'project management': 'Functional',
  'product management': 'Functional',
  accounting: 'Functional',
  sales: 'Functional',
  marketing: 'Functional',
  seo: 'Functional',
  agile: 'Functional',
  scrum: 'Functional',
  kanban: 'Functional',
  statistics: 'Domain',
  'data science': 'Domain',
  'data analysis': 'Domain',
  'machine learning': 'Domain',
  'deep learning': 'Domain',
  'computer vision': 'Domain',
  nlp: 'Domain',
  security: 'Domain',
  jira: 'Tool',
  confluence: 'Tool',
  figma: 'Tool',
  sketch: 'Tool',
  photoshop: 'Tool',
  illustrator: 'Tool',
  excel: 'Tool',
  tableau: 'Tool',
  'power bi': 'Tool',
  quickbooks: 'Tool',
  salesforce: 'Tool',
  sap: 'Tool',
  servicenow: 'Tool',
  git: 'Tool',
};

/** The type of a master-data skill: its entry above, else `Technical` (programming, platforms, methods). */
export function skillTypeOf(skill: string): string {
  return SKILL_TYPE_OF[skill.toLowerCase()] ?? 'Technical';
}

const LABEL_RE = (labels: string) => new RegExp(`^\\s*(?:${labels})\\s*[:\\-–—]\\s*(.+)$`, 'iu');
const INDUSTRY_LABEL = LABEL_RE('industry|industries');
const SECTOR_LABEL = LABEL_RE('(?:industry\\s+)?sector');
const TARGET_LABEL = LABEL_RE(
  'target(?:ed)?\\s+(?:job|role|position|title)|desired\\s+(?:position|role|job(?:\\s+title)?)|position\\s+(?:desired|sought|applied\\s+for)|job\\s+objective|career\\s+goal|objective',
);
/** A sentence that states the job sought: "Seeking a position as a Data Analyst", "looking for a UX role". */
const SEEKING_RE =
  /\b(?:seeking|looking\s+for|pursuing|to\s+obtain|to\s+secure|interested\s+in|applying\s+for|aspiring|aiming\s+to\s+(?:become|join))\b([^.;\n]{0,120})/iu;
const OBJECTIVE_HEADING =
  /^(?:(?:career|job|professional)\s+)?(?:objective|goal|target(?:\s+(?:job|role|position))?)s?:?$/iu;

const prepared = new WeakMap<readonly string[], RegExp | null>();
function listRe(list: readonly string[]): RegExp | null {
  if (!prepared.has(list)) prepared.set(list, wordListRegExp([...list], 'giu'));
  return prepared.get(list) ?? null;
}

function distinctHits(re: RegExp | null, text: string): Set<string> {
  const hits = new Set<string>();
  if (!re) return hits;
  re.lastIndex = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) hits.add(m[0].toLowerCase());
  return hits;
}

/** The list entry a labelled value names: exact, else the entry the value contains or that contains it. */
function entryNamed(value: string, list: readonly string[]): string | null {
  const v = value
    .trim()
    .replace(/[.;,]+$/, '')
    .toLowerCase();
  if (!v) return null;
  const exact = list.find((e) => e.toLowerCase() === v);
  if (exact) return exact;
  return (
    [...list]
      .sort((a, b) => b.length - a.length)
      .find((e) => v.includes(e.toLowerCase()) || (v.length >= 4 && e.toLowerCase().includes(v))) ?? null
  );
}

/**
 * Industry: a labelled line ("Industry: Healthcare") naming an entry of the list; else the entry with the
 * most evidence, where a keyword in a job title (the headline or a position) weighs 3 and a keyword in the
 * summary or the experience text weighs 1. At least 3 points and a clear lead are needed.
 */
export function chooseIndustry(
  lines: readonly Line[],
  titles: readonly string[],
  workText: string,
  industries: readonly string[],
): string | null {
  for (const l of lines.slice(0, 40)) {
    const m = INDUSTRY_LABEL.exec(l.text);
    const named = m ? entryNamed(m[1]!, industries) : null;
    if (named) return named;
  }
  const titleText = titles.join('\n');
  const scores: Array<[string, number]> = industries.map((industry) => {
    const words = INDUSTRY_KEYWORDS[industry] ?? [industry];
    const re = listRe(words);
    return [industry, distinctHits(re, titleText).size * 3 + distinctHits(re, workText).size];
  });
  scores.sort((a, b) => b[1] - a[1]);
  const [best, second] = scores;
  if (!best || best[1] < 3 || (second && second[1] === best[1])) return null;
  return best[0];
}

/** Sector: a labelled sector line naming an entry, else the GICS sector of the industry, if listed. */
export function chooseSector(
  lines: readonly Line[],
  industry: string | null,
  sectors: readonly string[],
): string | null {
  for (const l of lines.slice(0, 40)) {
    const m = SECTOR_LABEL.exec(l.text);
    const named = m ? entryNamed(m[1]!, sectors) : null;
    if (named) return named;
  }
  if (!industry) return null;
  const sector = INDUSTRY_SECTOR[industry];
  return sector && sectors.includes(sector) ? sector : null;
}

/** Skill type: the type most of the master-data skills found belong to (ties: the list's order). */
export function chooseSkillType(skills: readonly string[], types: readonly string[]): string | null {
  const counts = new Map<string, number>();
  for (const skill of skills) {
    const type = skillTypeOf(skill);
    if (types.includes(type)) counts.set(type, (counts.get(type) ?? 0) + 1);
  }
  let best: string | null = null;
  for (const type of types) if ((counts.get(type) ?? 0) > (best ? counts.get(best)! : 0)) best = type;
  return best;
}

/**
 * The job a phrase names ("a position as a data analyst at ..."): the phrase cut to its title words, in the
 * master data's spelling when it is a master title; else as written when it reads as a title; else the
 * longest master title inside it.
 */
function titleIn(phrase: string, m: PreparedMaster): string | null {
  const cleaned = phrase
    .replace(
      /^\s*(?:(?:a|an|the)\s+)?(?:(?:new|challenging|rewarding|full[-\s]time|senior-level)\s+)*(?:(?:position|role|job|opportunity)\s+(?:as|of)\s+)?(?:(?:a|an)\s+)?/iu,
      '',
    )
    .replace(/\s+(?:position|role|job|opportunity)\b.*$/iu, '')
    .replace(/\s+(?:at|with|in|where|that|to)\s+.*$/iu, '')
    .replace(/[.;,]+$/, '')
    .trim();
  const canonical = m.data.jobTitles.find((t) => t.toLowerCase() === cleaned.toLowerCase());
  if (canonical) return canonical;
  if (cleaned && cleaned.length <= 60 && cleaned.split(/\s+/).length <= 6 && titleScore(cleaned) > 0)
    return cleaned;
  if (!m.jobTitleRe) return null;
  const re = new RegExp(m.jobTitleRe.source, `${m.jobTitleRe.flags.replace('g', '')}g`);
  let best: string | null = null;
  for (let hit = re.exec(phrase); hit; hit = re.exec(phrase))
    if (!best || hit[0].length > best.length) best = hit[0];
  return best && (m.data.jobTitles.find((t) => t.toLowerCase() === best!.toLowerCase()) ?? best);
}

/**
 * Target job: a labelled line ("Target role: Data Engineer"), else the first sentence of an objective or
 * the summary that says what is sought ("Seeking a position as a Data Analyst"). Never the current title:
 * that is `job_title`.
 */
export function chooseTargetJob(
  lines: readonly Line[],
  summary: readonly Line[],
  m: PreparedMaster,
): string | null {
  for (const l of lines.slice(0, 60)) {
    const label = TARGET_LABEL.exec(l.text);
    if (!label) continue;
    const value = label[1]!;
    const sought = SEEKING_RE.exec(value);
    const title = titleIn(sought ? sought[1]! : value, m);
    if (title) return title.slice(0, 300);
  }
  // An objective section under its own heading, then the summary, then the top of the page.
  const objectiveAt = lines.findIndex((l) => OBJECTIVE_HEADING.test(l.text.trim()));
  const scopes = [
    objectiveAt >= 0 ? lines.slice(objectiveAt + 1, objectiveAt + 5) : [],
    summary,
    lines.slice(0, 20),
  ];
  for (const scope of scopes) {
    const sought = SEEKING_RE.exec(scope.map((l) => l.text).join(' '));
    const title = sought ? titleIn(sought[1]!, m) : null;
    if (title) return title.slice(0, 300);
  }
  return null;
}

/** Fills the four classification fields from what the other extractors found. */
export function classifyProfile(
  f: ResumeFields,
  lines: readonly Line[],
  summary: readonly Line[],
  workLines: readonly Line[],
  m: PreparedMaster,
): void {
  const titles = [f.job_title, ...f.experience.map((e) => e.position)].filter((t): t is string => !!t);
  const workText = [...summary, ...workLines].map((l) => l.text).join('\n');
  f.industry = chooseIndustry(lines, titles, workText, m.data.industries);
  f.industry_sector = chooseSector(lines, f.industry, m.data.industrySectors);
  f.skill_type = chooseSkillType(f.skillMatch, m.data.skillTypes);
  f.targetJob = chooseTargetJob(lines, summary, m);
}
