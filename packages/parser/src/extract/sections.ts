/** Section headings: which lines open a section, and the lines grouped under each. */
import type { Line } from '../text/lines';

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

export function classifyHeading(text: string): SectionKind | null {
  if (text.length > 48) return null;
  const key = headingKey(text);
  if (!key) return null;
  for (const [kind, re] of VOCABULARY) if (re.test(key)) return kind;
  return null;
}

/** A line that opens a section: a known section name, or (PDF) a short line set larger than the body. */
export function sectionOf(line: Line, maxTopHeight = Infinity): SectionKind | null {
  const text = line.text;
  const known = classifyHeading(text);
  if (known) {
    // In a PDF, a known word in body type inside a sentence is not a heading; short standalone lines are.
    return known;
  }
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

export function splitSections(lines: Line[]): {
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
    const kind = sectionOf(line, maxTopHeight);
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
