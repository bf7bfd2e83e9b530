/** Section headings: which lines open a section, and the lines grouped under each. */
import type { Line } from '../text/lines';
import { BULLET_RE } from './patterns';

export type SectionKind =
  | 'experience'
  | 'education'
  | 'skills'
  | 'summary'
  | 'contact'
  | 'projects'
  | 'certifications'
  | 'authorization'
  | 'other';

const VOCABULARY: Array<[SectionKind, RegExp]> = [
  [
    'experience',
    /^(?:(?:professional|work|relevant|career|employment|industry)\s+)?(?:experience|employment(?:\s+history)?|work\s+history|career\s+history|positions?\s+held|experience\s+entries)$/,
  ],
  [
    'education',
    /^(?:education(?:al)?(?:\s+(?:background|and\s+training|entries))?|academic(?:\s+background)?|academics|qualifications|education\s*&\s*training)$/,
  ],
  [
    'skills',
    /^(?:(?:technical|core|key|professional|relevant|computer)\s+)?(?:skills?(?:\s+(?:summary|set))?|competenc(?:y|ies)|technologies|tech\s+stack|expertise|tools(?:\s+and\s+technologies)?|skills\s*&\s*(?:tools|technologies|expertise)|proficiencies)$/,
  ],
  [
    'summary',
    /^(?:(?:professional|career|executive)\s+)?(?:summary|profile|objective|about(?:\s+me)?|overview)$/,
  ],
  ['contact', /^(?:contact(?:\s+(?:info|information|details))?|personal\s+(?:info|information|details))$/],
  ['projects', /^(?:(?:selected|personal|academic|key)\s+)?projects$/],
  [
    'certifications',
    /^(?:certifications?|licenses?(?:\s+(?:and|&)\s+certifications?)?|courses?(?:\s+(?:and|&)\s+certifications?)?)$/,
  ],
  ['authorization', /^(?:work\s+authori[sz]ation|visa\s+status|citizenship|work\s+status)$/],
  [
    'other',
    /^(?:publications|awards|honou?rs(?:\s+(?:and|&)\s+awards)?|selected\s+honou?rs|languages|interests|hobbies|references|volunteer(?:ing)?(?:\s+experience)?|activities|leadership|patents|invited\s+talks|talks|memberships|affiliations|achievements|accomplishments)$/,
  ],
];

function headingKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/[:|•·\-–—_]+$/g, '')
    .replace(/[^a-z&\s]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Heading words beyond the fixed vocabulary ("Where I've worked", "Studies", "Toolbox"): only for lines
 * that look like headings (set larger or in another font, or in capitals). */
const KEYWORDS: Array<[SectionKind, RegExp]> = [
  ['summary', /\b(?:summary|objective|profile|about)\b/],
  ['experience', /\b(?:experience|employment|worked|work\s+history|career|jobs|positions)\b/],
  ['education', /\b(?:education|studies|academic|degrees?|schooling)\b/],
  ['skills', /\b(?:skills?|toolbox|toolkit|technologies|competenc(?:e|es|y|ies)|expertise|stack)\b/],
];

export interface SectionOptions {
  /** The Extraction Keyword list (spec 000: /experience_keyword): headings that open work history. */
  experienceKeywords?: RegExp | null;
}

function looksLikeHeading(line: Line): boolean {
  const t = line.text.trim();
  if (t.length > 40 || /[\d@|]/.test(t) || /[.,;]$/.test(t) || t.split(/\s+/).length > 5) return false;
  const caps = t === t.toUpperCase() && /[A-Z]{3}/.test(t);
  if (caps || line.emphasis === 'size' || (line.level !== 'plain' && line.level !== undefined)) return true;
  // Another font only (bold body type): short headings, not company or school names.
  return (
    line.emphasis === 'font' && t.split(/\s+/).length <= 3 && !/\b(?:inc|llc|ltd|corp|group|co)\b/i.test(t)
  );
}

/** A heading by keyword: the caller's experience keywords first, then the built-in words. */
export function classifyByKeyword(line: Line, opts: SectionOptions = {}): SectionKind | null {
  const t = line.text.trim();
  const re = opts.experienceKeywords;
  if (re) {
    re.lastIndex = 0;
    const mm = re.exec(t);
    // A line that is the keyword itself, or a heading-like line that contains it.
    if (mm && (mm[0].length >= t.replace(/[:\s]+$/, '').length - 1 || looksLikeHeading(line)))
      return 'experience';
  }
  if (!looksLikeHeading(line)) return null;
  const key = headingKey(t);
  for (const [kind, kre] of KEYWORDS) if (kre.test(key)) return kind;
  return null;
}

export function classifyHeading(text: string): SectionKind | null {
  if (text.length > 48) return null;
  const key = headingKey(text);
  if (!key) return null;
  for (const [kind, re] of VOCABULARY) if (re.test(key)) return kind;
  return null;
}

/** A line that opens a section: a known section name, or (PDF) a short line set larger than the body. */
export function sectionOf(
  line: Line,
  maxTopHeight = Infinity,
  opts: SectionOptions = {},
): SectionKind | null {
  const text = line.text;
  // A bullet item is never a heading (a bullet glyph set taller than the text lifts its line's height).
  if (BULLET_RE.test(text)) return null;
  const known = classifyHeading(text);
  if (known) {
    // In a PDF, a known word in body type inside a sentence is not a heading; short standalone lines are.
    return known;
  }
  const byKeyword = classifyByKeyword(line, opts);
  // Not the name in the largest type at the top (when the format gives type sizes).
  if (byKeyword && (line.height === undefined || line.height < maxTopHeight)) return byKeyword;
  // The name at the top is the largest text, not a section title.
  if (line.emphasis === 'size' && line.level !== 'plain' && (line.height ?? 0) < maxTopHeight) {
    const words = text.split(/\s+/);
    if (words.length <= 6 && !/[|@\d]/.test(text) && !/[.,;]$/.test(text)) return 'other';
  }
  return null;
}

export interface Section {
  kind: SectionKind;
  title: string;
  /** index of the heading line, -1 for the header block */
  start: number;
  lines: Line[];
}

export function splitSections(
  lines: Line[],
  opts: SectionOptions = {},
): {
  header: Line[];
  sections: Section[];
  headingIndexes: Set<number>;
} {
  const sections: Section[] = [];
  const header: Line[] = [];
  const headingIndexes = new Set<number>();
  let current: Section | null = null;
  let maxTopHeight = 0;
  for (const l of lines.slice(0, 12)) maxTopHeight = Math.max(maxTopHeight, l.height ?? 0);
  lines.forEach((line, i) => {
    const kind = sectionOf(line, maxTopHeight, opts);
    if (kind) {
      headingIndexes.add(i);
      current = { kind, title: line.text, start: i, lines: [] };
      sections.push(current);
      return;
    }
    if (current) current.lines.push(line);
    else header.push(line);
  });
  return { header, sections, headingIndexes };
}

const DATE_LED_RE =
  /^(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+)?(?:\d{1,2}\/)?(?:19|20)\d{2}\s*(?:–|—|-|to)\s*(?:(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+)?(?:\d{1,2}\/)?(?:19|20)\d{2}|present|current|now)\b\s*\S/i;

/**
 * Work history without a heading: a run of date-led lines ("2019 - 2021   Analyst, Acme") outside the
 * known sections, up to the next heading. Used only when no experience section was found.
 */
export function dateLedExperience(lines: Line[], headingIndexes: Set<number>, sections: Section[]): Line[] {
  const owned = new Set<Line>();
  for (const s of sections)
    if (s.kind !== 'summary' && s.kind !== 'other') for (const l of s.lines) owned.add(l);
  const first = lines.findIndex((l) => !owned.has(l) && DATE_LED_RE.test(l.text));
  if (first < 0) return [];
  const out: Line[] = [];
  for (let i = first; i < lines.length && !headingIndexes.has(i); i++) out.push(lines[i]!);
  return out.filter((l) => DATE_LED_RE.test(l.text)).length >= 2 ? out : [];
}
