import type { Line, RawDocument } from '../text/lines';
import { wordListRegExp } from '../text/lines';
import type { ContactBox, DocumentKind, Heading, MasterData, ResumeFields } from '../types';
import { EMAIL_RE, LINKEDIN_RE, US_PHONE_RE, ZIP_RE, titleScore } from './patterns';
import {
  extractEducation,
  extractExperience,
  extractSkillItems,
  splitSections,
  type Section,
} from './sections';

/** Spec 000 section 5 limits. */
export const TOP_LINES_FOR_EMAIL = 10;
export const LAST_NAME_MAX = 10;
export const CITY_MAX = 17;
export const HTML_ADDRESS_MAX = 20;

export interface Hit {
  field: ContactBox['field'];
  line: Line;
  match: string;
}

export interface Extraction {
  fields: ResumeFields;
  headings: Heading[];
  hits: Hit[];
}

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

// ---------- location ----------

export interface Location {
  city: string | null;
  state: string | null;
  zip: string | null;
  address: string | null;
}

function cleanCity(s: string): string | null {
  const c = s
    .replace(/^(?:location|address|city|based in|lives in)\s*[:-]?\s*/i, '')
    .replace(/^[\s,.]+|[\s,.]+$/g, '');
  if (!c || c.length > CITY_MAX) return null; // spec: a city match longer than 17 characters is rejected
  if (!/^[\p{Lu}][\p{L}.' -]*$/u.test(c)) return null;
  return c;
}

/** The city part before ", ST": the longest known city at the end, else the last 1-3 capitalised words. */
function cityBefore(before: string, m: PreparedMaster): { city: string | null; address: string | null } {
  const commaParts = before.split(/,\s*/);
  const last = (commaParts.pop() ?? '').trim();
  const words = last.split(/\s+/);
  for (let n = Math.min(4, words.length); n >= 1; n--) {
    const cand = words.slice(words.length - n).join(' ');
    if (m.cities.has(cand.toLowerCase())) {
      const rest = [...commaParts, words.slice(0, words.length - n).join(' ')].filter(Boolean).join(', ');
      return {
        city: cleanCity(m.cities.get(cand.toLowerCase()) ?? cand),
        address: /\d/.test(rest) ? rest : null,
      };
    }
  }
  if (commaParts.length > 0 || words.length <= 3) {
    const city = cleanCity(last);
    const rest = commaParts.join(', ');
    return { city, address: /\d/.test(rest) ? rest : null };
  }
  return { city: null, address: null };
}

export function parseLocation(part: string, m: PreparedMaster): Location | null {
  const p = part.replace(/^(?:location|address|city)\s*:\s*/i, '').trim();
  if (!p || p.length > 80 || /@|https?:|www\./i.test(p)) return null;
  // "City, ST 12345" / "City, ST"
  const us =
    /^(.*?)[,\s]\s*([A-Z]{2})\.?(?:[\s,]+(\d{5})(?:-\d{4})?)?(?:,?\s*(?:USA|US|U\.S\.A?\.?|United States))?$/.exec(
      p,
    );
  if (us && m.stateAbbrs.has(us[2]!) && us[1]) {
    const { city, address } = cityBefore(us[1], m);
    return { city, state: us[2]!, zip: us[3] ?? null, address };
  }
  // "City, State Name 12345"
  const named = /^(.*?),\s*([\p{L} .]+?)(?:\s+(\d{5})(?:-\d{4})?)?$/u.exec(p);
  if (named && named[1]) {
    const abbr = m.stateNames.get(named[2]!.trim().toLowerCase());
    if (abbr) {
      const { city, address } = cityBefore(named[1], m);
      return { city, state: abbr, zip: named[3] ?? null, address };
    }
    if (m.countries.has(named[2]!.trim().toLowerCase())) {
      const { city } = cityBefore(named[1], m);
      return { city, state: null, zip: null, address: null };
    }
  }
  const known = m.cities.get(p.toLowerCase());
  if (known) return { city: cleanCity(known), state: null, zip: null, address: null };
  return null;
}

const STREET_RE =
  /^\d{1,6}\s+(?:[\p{L}0-9.'-]+\s+){0,4}(?:st|street|ave|avenue|rd|road|dr|drive|blvd|boulevard|ln|lane|way|ct|court|pl|place|pkwy|parkway|cir|circle|ter|terrace|hwy|highway|sq|square|trl|trail)\b\.?(?:,?\s+(?:apt|suite|ste|unit|#)\.?\s*[\w-]+)?/iu;

// ---------- name ----------

const NAME_STOPWORDS = new Set(
  (
    'resume curriculum vitae cv profile contact page updated last summary objective experience education skills ' +
    'references address phone email mobile linkedin github portfolio website the and of for with in at ' +
    'hello hi dear team thanks thank regards sincerely best please attached find sent from windows iphone ' +
    'android outlook subject mail message test inner outer'
  ).split(' '),
);
const NAME_SUFFIXES = /^(?:jr|sr|ii|iii|iv|phd|ph\.d|md|mba|cpa|pe|pmp|esq|rn|msc|bsc)\.?$/i;

export function nameFromLine(text: string): { first: string; last: string } | null {
  // "Smith, John" / "SMITH, John A." (the caller rules out "City, State" first)
  const lastFirst = /^([\p{Lu}][\p{L}'’-]+),\s+([\p{Lu}][\p{Ll}'’-]+)(?:\s+[\p{Lu}]\.?)?$/u.exec(text.trim());
  if (
    lastFirst &&
    !NAME_STOPWORDS.has(lastFirst[2]!.toLowerCase()) &&
    !NAME_STOPWORDS.has(lastFirst[1]!.toLowerCase())
  ) {
    return { first: lastFirst[2]!, last: lastFirst[1]! };
  }
  let t = text
    .replace(/^(?:name\s*:\s*|resume\s+of\s+|cv\s+of\s+|curriculum\s+vitae\s+of\s+)/i, '')
    .replace(/^(?:dr|mr|mrs|ms|miss|mx|prof|professor)\.?\s+/i, '')
    .replace(/['’]s\s+(?:cv|resume|résumé|curriculum\s+vitae|profile)\b.*$/i, '')
    .replace(/\s*[-–—|:]\s*(?:cv|resume|résumé|curriculum\s+vitae)\s*$/i, '')
    .replace(/\s*\(.*?\)\s*/g, ' ')
    .trim();
  t = t.replace(/,\s*(?:jr|sr|phd|ph\.d|md|mba|cpa|pe|pmp|esq|rn)\.?$/i, '');
  if (!t || t.length > 48 || /[\d@|/:]/.test(t)) return null;
  const words = t.split(/\s+/).filter(Boolean);
  while (words.length > 2 && NAME_SUFFIXES.test(words[words.length - 1]!)) words.pop();
  if (words.length < 2 || words.length > 5) return null;
  for (const w of words) {
    if (NAME_STOPWORDS.has(w.toLowerCase())) return null;
    if (!/^[\p{Lu}][\p{L}'’.-]*$/u.test(w)) return null;
  }
  if (titleScore(t) > 0) return null;
  const first = words[0]!.replace(/[,.]$/, '');
  const last = words[words.length - 1]!.replace(/[,.]$/, '');
  if (first.length < 2 && !first.endsWith('.')) return null;
  return { first, last };
}

// ---------- helpers ----------

function firstMatches(re: RegExp, text: string): RegExpExecArray[] {
  re.lastIndex = 0;
  const out: RegExpExecArray[] = [];
  let m: RegExpExecArray | null;
  while ((m = re.exec(text))) {
    out.push(m);
    if (out.length > 20) break;
  }
  return out;
}

function normalizeLinkedIn(url: string): string {
  const u = url
    .trim()
    .replace(/^https?:\/\//i, '')
    .replace(/\/+$/, '')
    .replace(/[?#].*$/, '');
  return `https://${u}`;
}

export function emptyFields(kind: DocumentKind): ResumeFields {
  return {
    original_data: '',
    template_data: '',
    first_name: null,
    last_name: null,
    mobile: null,
    secondary_mobile: null,
    email: null,
    secondary_email: null,
    address: null,
    city: null,
    state: null,
    Zipcode: null,
    last_job_city: null,
    last_job_state: null,
    with_mobile_city: null,
    with_mobile_zipcode: null,
    linkedInUrl: null,
    experience_years: null,
    experience: [],
    work_status: null,
    relocate: null,
    security_clearance: null,
    technicalSkill: [],
    industry: null,
    industry_sector: null,
    company: null,
    education: [],
    skill_type: null,
    skillMatch: [],
    job_title: null,
    work_location: null,
    currentCareer: null,
    selectedLocation: null,
    targetJob: null,
    willingnessToTravel: null,
    occupation: null,
    citizenship: null,
    desired_salary: null,
    desired_job: null,
    desired_status: null,
    work_experience: null,
    availability: null,
    work_authorization: null,
    resume_rating: 0,
    reason: null,
    email_body: null,
    document_type: kind,
  };
}

function escapeHtml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function monthsOf(d: string | null, now: Date): number | null {
  if (!d) return null;
  if (d === 'present') return now.getFullYear() * 12 + now.getMonth();
  const m = /^(\d{4})(?:-(\d{2}))?$/.exec(d);
  if (!m) return null;
  return Number(m[1]) * 12 + (m[2] ? Number(m[2]) - 1 : 0);
}

// ---------- main ----------

export function extractFields(
  raw: RawDocument,
  lines: Line[],
  kind: DocumentKind,
  m: PreparedMaster,
): Extraction {
  const f = emptyFields(kind);
  const hits: Hit[] = [];
  const { header, sections, headingIndexes } = splitSections(lines);
  const text = lines.map((l) => l.text).join('\n');
  f.original_data = text;

  const headings: Heading[] = [];
  lines.forEach((l, i) => {
    if (headingIndexes.has(i) || l.level !== 'plain')
      headings.push({ text: l.text, level: l.level, ...(l.page ? { page: l.page } : {}) });
  });
  f.template_data = lines
    .map((l, i) => {
      const tag = headingIndexes.has(i)
        ? l.level === 'plain' || l.level === 'bold'
          ? 'h3'
          : l.level
        : l.level === 'plain'
          ? 'p'
          : l.level === 'bold'
            ? 'strong'
            : l.level;
      return `<${tag}>${escapeHtml(l.text)}</${tag}>`;
    })
    .join('');

  const top = lines.slice(0, TOP_LINES_FOR_EMAIL);
  const contactSections = sections.filter((s) => s.kind === 'contact').flatMap((s) => s.lines);
  const headerBlock = header.length > 0 ? header.slice(0, 15) : top;
  const contactLines = [...headerBlock, ...contactSections.filter((l) => !headerBlock.includes(l))];

  // E-mail: the first address in the top 10 lines; a second one is the secondary e-mail.
  const emails: Array<{ value: string; line: Line | null; match: string }> = [];
  const addEmail = (value: string, line: Line | null, match: string) => {
    const v = value.toLowerCase();
    if (!emails.some((e) => e.value === v)) emails.push({ value: v, line, match });
  };
  for (const line of top) for (const mm of firstMatches(EMAIL_RE, line.text)) addEmail(mm[0], line, mm[0]);
  if (emails.length === 0) {
    for (const link of raw.links) {
      const mt = /^mailto:([^?]+)/i.exec(link.url);
      if (mt) addEmail(decodeURIComponent(mt[1]!).trim(), null, '');
    }
  }
  if (raw.tagged?.email && !emails.some((e) => e.value === raw.tagged!.email!.toLowerCase())) {
    emails.unshift({ value: raw.tagged.email.toLowerCase(), line: null, match: '' });
  }
  // Beyond the top 10 lines only an explicit "Contact" section counts (sidebar layouts put it late).
  if (emails.length === 0) {
    for (const line of contactSections)
      for (const mm of firstMatches(EMAIL_RE, line.text)) addEmail(mm[0], line, mm[0]);
  }
  if (emails[0]) f.email = emails[0].value;
  if (emails[1]) f.secondary_email = emails[1].value;
  emails.slice(0, 2).forEach((e, i) => {
    if (e.line) hits.push({ field: i === 0 ? 'email' : 'secondary_email', line: e.line, match: e.match });
  });

  // Phones: US 10-digit numbers, digits only; first from the contact block, else the first 40 lines.
  const phones: Array<{ digits: string; line: Line; match: string }> = [];
  const scanPhones = (ls: Line[]) => {
    for (const line of ls) {
      for (const mm of firstMatches(US_PHONE_RE, line.text)) {
        const digits = `${mm[1] ?? mm[2]}${mm[3]}${mm[4]}`;
        if (!phones.some((p) => p.digits === digits)) phones.push({ digits, line, match: mm[0] });
      }
    }
  };
  scanPhones(contactLines);
  if (phones.length === 0) scanPhones(lines.slice(0, 40));
  if (phones[0]) {
    f.mobile = phones[0].digits;
    hits.push({ field: 'mobile', line: phones[0].line, match: phones[0].match });
  }
  if (phones[1]) {
    f.secondary_mobile = phones[1].digits;
    hits.push({ field: 'secondary_mobile', line: phones[1].line, match: phones[1].match });
  }

  // LinkedIn: text first, then link targets.
  LINKEDIN_RE.lastIndex = 0;
  const anyLinkedIn = LINKEDIN_RE.test(text);
  for (const line of anyLinkedIn ? [...contactLines, ...lines] : []) {
    const mm = firstMatches(LINKEDIN_RE, line.text)[0];
    if (mm) {
      f.linkedInUrl = normalizeLinkedIn(mm[0]);
      hits.push({ field: 'linkedInUrl', line, match: mm[0] });
      break;
    }
  }
  if (!f.linkedInUrl) {
    for (const link of raw.links) {
      const mm = firstMatches(LINKEDIN_RE, link.url)[0];
      if (mm) {
        f.linkedInUrl = normalizeLinkedIn(mm[0]);
        break;
      }
    }
  }

  // Other personal links on the rows that hold a contact detail (website, GitHub ...): only boxed for the
  // masked preview, not a field of the upload object.
  const contactRows = new Set(hits.map((h) => h.line));
  for (const line of contactRows) {
    for (const mm of firstMatches(
      /(?<![@\w.])(?:https?:\/\/)?(?:www\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}(?:\/[^\s|]*)?/gi,
      line.text,
    )) {
      if (!/@/.test(line.text.slice(mm.index + mm[0].length, mm.index + mm[0].length + 1)))
        hits.push({ field: 'profile', line, match: mm[0] });
    }
  }

  // Name: the tagged fields (HTML), else the largest name-like line at the top.
  let nameLine: Line | null = null;
  if (raw.tagged?.first_name || raw.tagged?.last_name) {
    f.first_name = raw.tagged.first_name?.trim() || null;
    f.last_name = raw.tagged.last_name?.trim() || null;
  } else {
    const candidates = lines.slice(0, 12).filter((l) => !l.page || l.page === 1);
    const ordered = candidates
      .map((l, i) => ({ l, i }))
      .sort((a, b) => (b.l.height ?? 0) - (a.l.height ?? 0) || a.i - b.i)
      .map((x) => x.l);
    for (const l of ordered) {
      if (parseLocation(l.text, m)) continue;
      // "John Doe | Software Engineer | john@x.com": the first piece of a separated row
      const n =
        nameFromLine(l.text) ??
        (/\s[|•·–—]\s/u.test(l.text) ? nameFromLine(l.text.split(/\s+[|•·–—]\s+/u)[0] ?? '') : null);
      if (n) {
        f.first_name = n.first;
        f.last_name = n.last;
        nameLine = l;
        hits.push({ field: 'name', line: l, match: l.text });
        break;
      }
    }
  }
  if (f.last_name) f.last_name = f.last_name.slice(0, LAST_NAME_MAX); // spec: last name cut to 10 characters

  // Location: city, state (abbreviation), ZIP and street address from the contact block.
  if (raw.tagged?.city) f.city = cleanCity(raw.tagged.city);
  if (raw.tagged?.state) {
    const st = raw.tagged.state.trim().toUpperCase();
    f.state = m.stateAbbrs.has(st) ? st : (m.stateNames.get(raw.tagged.state.trim().toLowerCase()) ?? null);
  }
  if (raw.tagged?.Zipcode) f.Zipcode = ZIP_RE.exec(raw.tagged.Zipcode)?.[1] ?? null;
  if (raw.tagged?.address) {
    const a = raw.tagged.address.trim();
    if (a.length < HTML_ADDRESS_MAX) f.address = a; // spec: HTML address only when shorter than 20 characters
  }
  if (!f.city && !f.state) {
    outer: for (const line of contactLines) {
      if (line === nameLine) continue;
      const pieces = line.text.split(/\s+[|•·◆]\s+|\s{2,}/u);
      for (const piece of pieces) {
        const loc = parseLocation(piece.trim(), m);
        if (loc && (loc.city || loc.state)) {
          f.city = loc.city;
          f.state = loc.state;
          if (loc.zip) {
            f.Zipcode = loc.zip;
            hits.push({ field: 'Zipcode', line, match: loc.zip });
          }
          if (loc.address && !f.address) {
            f.address = loc.address;
            hits.push({ field: 'address', line, match: piece.trim() });
          }
          break outer;
        }
      }
    }
  }
  if (!f.address) {
    for (const line of contactLines) {
      for (const piece of line.text.split(/\s+[|•·◆]\s+|\s{2,}/u)) {
        const a = STREET_RE.exec(piece.replace(/^address\s*:\s*/i, '').trim());
        if (a) {
          f.address = a[0].replace(/,$/, '');
          hits.push({ field: 'address', line, match: a[0] });
          break;
        }
      }
      if (f.address) break;
    }
  }
  // Spec 5: from HTML files the address is taken only when shorter than 20 characters.
  if (kind === 'html' && f.address && f.address.length >= HTML_ADDRESS_MAX) f.address = null;
  if (!f.Zipcode && f.state) {
    for (const line of contactLines) {
      const z = new RegExp(`\\b${f.state}\\b[\\s,]+(\\d{5})(?:-\\d{4})?\\b`).exec(line.text);
      if (z) {
        f.Zipcode = z[1]!;
        hits.push({ field: 'Zipcode', line, match: z[1]! });
        break;
      }
    }
  }
  if (phones[0]) {
    const loc = phones[0].line.text
      .split(/\s+[|•·◆]\s+|\s{2,}/u)
      .map((p) => parseLocation(p.trim(), m))
      .find((l) => l && l.city);
    if (loc) {
      f.with_mobile_city = loc.city;
      f.with_mobile_zipcode = loc.zip;
    }
  }

  // Sections: experience, education, skills.
  const bySection = (k: Section['kind']) => sections.filter((s) => s.kind === k).flatMap((s) => s.lines);
  const locParser = (p: string) => parseLocation(p, m);
  f.experience = extractExperience(bySection('experience'), locParser).slice(0, 50);
  f.education = extractEducation(bySection('education')).slice(0, 20);
  const skillLines = bySection('skills');
  const skillItems = extractSkillItems(skillLines);
  const masterHits: string[] = [];
  if (m.skillRe) {
    const seen = new Set<string>();
    // Without a skills section, the first 20 000 characters (a long CV's appendices add noise, not skills).
    const scope = skillLines.length > 0 ? skillLines.map((l) => l.text).join('\n') : text.slice(0, 20_000);
    m.skillRe.lastIndex = 0;
    let mm: RegExpExecArray | null;
    while ((mm = m.skillRe.exec(scope))) {
      const canonical = m.skillCanonical.get(mm[0].toLowerCase()) ?? mm[0];
      if (!seen.has(canonical)) {
        seen.add(canonical);
        masterHits.push(canonical);
      }
      if (masterHits.length >= 100) break;
    }
  }
  f.technicalSkill = skillItems.length > 0 ? skillItems.slice(0, 100) : masterHits;
  f.skillMatch = masterHits;

  const first = f.experience[0];
  if (first) {
    f.company = first.company;
    if (first.location) {
      const loc = parseLocation(first.location, m);
      f.last_job_city = loc?.city ?? null;
      f.last_job_state = loc?.state ?? null;
    }
    if (first.end_date === 'present') f.currentCareer = first.position;
  }

  // Job title: a headline under the name, else the most recent position, else a known title near the top.
  if (nameLine) {
    const idx = lines.indexOf(nameLine);
    for (const l of lines.slice(idx + 1, idx + 3)) {
      if (headingIndexes.has(lines.indexOf(l))) break;
      const t = l.text;
      if (t.length <= 70 && !/[@|\d]/.test(t) && titleScore(t) > 0 && !parseLocation(t, m)) {
        f.job_title = t;
        break;
      }
    }
  }
  if (!f.job_title) f.job_title = f.experience.find((e) => e.position)?.position ?? null;
  if (!f.job_title && m.jobTitleRe) {
    for (const l of lines.slice(0, 15)) {
      const mm = m.jobTitleRe.exec(l.text);
      if (mm) {
        f.job_title = mm[0];
        break;
      }
    }
  }
  f.occupation = f.job_title;

  // Work authorization, relocation, clearance, travel, salary, availability.
  const authLines = bySection('authorization');
  // One pass of each pattern over the whole text ("m" flag: ^ and $ are line bounds), not one per line.
  const authText = authLines.map((l) => l.text).join('\n');
  const authLabel =
    /^(?:work\s+authori[sz]ation|visa(?:\s+status)?|work\s+status|citizenship|authorization)\s*[:-]\s*(.{2,60})$/im;
  const label = authLabel.exec(authText) ?? authLabel.exec(text);
  if (label) f.work_authorization = label[1]!.trim();
  else {
    const mm = (m.workAuthRe && (m.workAuthRe.exec(authText) ?? m.workAuthRe.exec(text))) || null;
    if (mm) f.work_authorization = mm[0];
  }
  if (!f.work_authorization && authLines[0]) f.work_authorization = authLines[0].text.slice(0, 60);
  f.work_status = f.work_authorization;
  if (f.work_authorization && /citizen/i.test(f.work_authorization)) f.citizenship = f.work_authorization;
  const relocateNo = /\b(?:not\s+willing\s+to\s+relocate|relocation\s*:\s*no)\b/i.exec(text);
  const relocateYes =
    /\b(?:willing(?:ness)?\s+to\s+relocate|open\s+to\s+relocation|relocation\s*:\s*yes|can\s+relocate)\b/i.exec(
      text,
    );
  if (relocateYes && (!relocateNo || relocateYes.index < relocateNo.index - 4)) f.relocate = 'Yes';
  else if (relocateNo) f.relocate = 'No';
  const tr = /\b(?:willing\s+to\s+travel(?:\s+up\s+to\s+\d{1,3}\s*%)?|travel\s*:\s*[^|\n]{1,30})/i.exec(text);
  if (tr) f.willingnessToTravel = tr[0].trim();
  const sc =
    /\b(?:(?:active\s+)?(?:top\s+secret|secret|ts\/sci|public\s+trust)(?:\s+security)?\s+clearance|security\s+clearance\s*:\s*[^|\n]{2,40})/i.exec(
      text,
    );
  if (sc) f.security_clearance = sc[0].trim();
  const ds =
    /\b(?:desired|expected|target)\s+salary\s*[:-]?\s*([$€£]?\s?[\d,.]+\s*[kK]?(?:\s*[-–]\s*[$€£]?\s?[\d,.]+\s*[kK]?)?)/i.exec(
      text,
    );
  if (ds) f.desired_salary = ds[1]!.trim();
  const av = /\b(?:availability\s*:\s*([^|\n]{2,40})|available\s+(immediately|from\s+[^|,.\n]{2,30}))/i.exec(
    text,
  );
  if (av) f.availability = (av[1] ?? av[2] ?? '').trim();

  // Experience in years: stated ("8+ years of experience"), else the span of the dated positions.
  const stated =
    /\b(\d{1,2})\+?\s*(?:years?|yrs?)(?:\s+of)?\s+(?:professional\s+|industry\s+|work\s+)?experience\b/i.exec(
      text,
    );
  if (stated) f.experience_years = Number(stated[1]);
  else {
    const now = new Date();
    const spans = f.experience
      .map((e) => [monthsOf(e.start_date, now), monthsOf(e.end_date ?? e.start_date, now)] as const)
      .filter((s): s is readonly [number, number] => s[0] !== null && s[1] !== null && s[1] >= s[0])
      .sort((a, b) => a[0] - b[0]);
    let total = 0;
    let curStart = -1;
    let curEnd = -1;
    for (const [s, e] of spans) {
      if (s > curEnd) {
        if (curEnd >= 0) total += curEnd - curStart;
        [curStart, curEnd] = [s, e];
      } else curEnd = Math.max(curEnd, e);
    }
    if (curEnd >= 0) total += curEnd - curStart;
    if (spans.length > 0) f.experience_years = Math.round((total / 12) * 10) / 10;
  }
  if (f.experience.length > 0)
    f.work_experience = f.experience
      .map((e) => [e.position, e.company].filter(Boolean).join(', '))
      .join('; ');

  return { fields: f, headings, hits };
}
