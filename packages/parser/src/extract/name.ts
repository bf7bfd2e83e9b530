/** The candidate's name: tagged (HTML) fields, else the largest name-like line at the top. */
import type { Line, RawDocument } from '../text/lines';
import type { ResumeFields } from '../types';
import type { Hit } from './contact';
import { LAST_NAME_MAX } from './limits';
import { parseLocation } from './location';
import type { PreparedMaster } from './master';
import { titleScore } from './patterns';
import { classifyHeading } from './sections';

/** Words that end a company's name ("Globex Corporation", "Pinecrest Labs"): such a line is no person. */
const COMPANY_RE =
  /\b(?:inc|llc|ltd|llp|plc|gmbh|corp|corporation|company|co|labs?|systems|industries|enterprises|technologies|solutions|group|holdings|partners|consulting|bank|foods|logistics|imports|traders|analytics|health|media|studios?|ventures|capital|agency)\.?$/i;

interface Candidate {
  line: Line;
  text: string;
  /** One word in the largest type: a mononym candidate. */
  single?: boolean;
  /** Lines merged into this one (a name stacked over two lines). */
  more?: Line[];
}

function topY(l: Line): number | null {
  return l.spans?.[0]?.y ?? null;
}

/**
 * Name candidates, best first. Text files: the first 12 lines. PDF: also every line of page 1 set in
 * display type (class: names in a sidebar, a header band, or drawn late in the content stream, which do
 * not come first in reading order), and stacked display lines merged (class: "JOHN" above "DOE").
 */
function nameCandidates(raw: RawDocument, lines: Line[], notName: (t: string) => boolean): Candidate[] {
  const first = lines.slice(0, 12).filter((l) => !l.page || l.page === 1);
  const heights = new Map<number, number>();
  for (const l of lines.slice(0, 200)) {
    const h = Math.round((l.height ?? 0) * 2) / 2;
    heights.set(h, (heights.get(h) ?? 0) + l.text.length);
  }
  let body = 0;
  let most = -1;
  for (const [h, n] of heights) if (n > most) [body, most] = [h, n];
  const pageHeight = raw.pages?.sizes[0]?.height ?? 0;
  const display = (l: Line) => body > 0 && (l.height ?? 0) >= body * 1.4;
  const nearTop = (l: Line) => {
    const y = topY(l);
    return y === null || pageHeight === 0 || y >= pageHeight * 0.45;
  };
  const pool = [...first];
  if (body > 0) {
    for (const l of lines) {
      if (l.page && l.page !== 1) break;
      if (display(l) && nearTop(l) && !pool.includes(l)) pool.push(l);
    }
  }
  const index = new Map(lines.map((l, i) => [l, i]));
  const stacked: Candidate[] = [];
  // Stacked display lines: the next baseline below in the same size (or the next line without positions).
  const shown = pool.filter((l) => display(l) && l.text.split(/\s+/).length <= 3 && !/[\d@|]/.test(l.text));
  for (const a of shown) {
    const ya = topY(a);
    const ha = a.height ?? 0;
    const b = shown.find((x) => {
      if (x === a) return false;
      if (Math.abs((x.height ?? 0) - ha) > ha * 0.15) return false;
      const yb = topY(x);
      if (ya !== null && yb !== null) return ya - yb > 0 && ya - yb <= ha * 1.8;
      return (index.get(x) ?? -1) === (index.get(a) ?? -2) + 1;
    });
    // The pair is checked as a whole: a first name may be a city on its own ("Sofia", "Austin").
    if (b && !notName(`${a.text} ${b.text}`) && !classifyHeading(a.text) && !classifyHeading(b.text))
      stacked.push({ line: a, text: `${a.text} ${b.text}`, more: [b] });
  }
  const ordered = pool
    .map((l) => ({ l, i: index.get(l) ?? 0 }))
    .sort((a, b) => (b.l.height ?? 0) - (a.l.height ?? 0) || a.i - b.i)
    .map((x) => x.l);
  const maxHeight = ordered[0]?.height ?? 0;
  // Stacks in the largest type are tried first.
  const merged = stacked.filter((c) => (c.line.height ?? 0) >= maxHeight * 0.85);
  const inStack = (l: Line) => merged.some((c) => c.line === l || c.more?.includes(l));
  const rest: Candidate[] = [];
  for (const l of ordered) {
    const single = display(l) && (l.height ?? 0) >= maxHeight * 0.95 && !/\s/.test(l.text.trim());
    // A single word in the largest type is a mononym only when no stacked pair explains it.
    if (single && inStack(l)) continue;
    rest.push({ line: l, text: l.text, ...(single ? { single: true } : {}) });
  }
  return [...merged, ...rest];
}

const NAME_STOPWORDS = new Set(
  (
    'resume curriculum vitae cv profile contact page updated last summary objective experience education skills ' +
    'references address phone email mobile linkedin github portfolio website the and of for with in at ' +
    'hello hi dear team thanks thank regards sincerely best please attached find sent from windows iphone ' +
    'android outlook subject mail message test inner outer'
  ).split(' '),
);
/** Surname particles: "Van der Berg", "de la Cruz", "da Silva", "bin Salleh", "von Trapp". */
const NAME_PARTICLES = new Set(
  'van der den de del della la le da das dos di du von zu ter ten bin binti al el'.split(' '),
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
  for (const [i, w] of words.entries()) {
    if (NAME_STOPWORDS.has(w.toLowerCase())) return null;
    // Class: surnames with particles ("Van der Berg", "da Silva"): lower-case particles inside the name.
    if (i > 0 && i < words.length - 1 && NAME_PARTICLES.has(w)) continue;
    if (!/^[\p{Lu}][\p{L}'’.-]*$/u.test(w)) return null;
  }
  if (titleScore(t) > 0) return null;
  const first = words[0]!.replace(/[,.]$/, '');
  let lastStart = words.length - 1;
  while (lastStart > 1 && NAME_PARTICLES.has(words[lastStart - 1]!.toLowerCase())) lastStart--;
  const last = words.slice(lastStart).join(' ').replace(/[,.]$/, '');
  if (first.length < 2 && !first.endsWith('.')) return null;
  return { first, last };
}

/** Sets first_name and last_name; answers the line the name came from (null for tagged fields). */
export function extractName(
  raw: RawDocument,
  lines: Line[],
  m: PreparedMaster,
  f: ResumeFields,
  hits: Hit[],
  knownElsewhere: Set<string> = new Set(),
): Line | null {
  let nameLine: Line | null = null;
  // Never a name: a location, a section heading, a known skill, a company of the experience entries.
  const notName = (text: string): boolean => {
    const t = text.trim();
    const key = t.toLowerCase();
    if (parseLocation(t, m)) return true;
    if (classifyHeading(t)) return true;
    if (m.skillCanonical.has(key)) return true;
    if (knownElsewhere.has(key)) return true;
    return COMPANY_RE.test(t);
  };
  if (raw.tagged?.first_name || raw.tagged?.last_name) {
    f.first_name = raw.tagged.first_name?.trim() || null;
    f.last_name = raw.tagged.last_name?.trim() || null;
  } else {
    for (const c of nameCandidates(raw, lines, notName)) {
      const l = c.line;
      if (c.single) {
        // Class: a mononym in display type ("PRIYA" above a company line): the largest type on the page,
        // one capitalised word that is nothing else we know.
        const w = c.text.trim();
        if (
          /^[\p{Lu}][\p{L}'’-]{1,19}$/u.test(w) &&
          !NAME_STOPWORDS.has(w.toLowerCase()) &&
          !notName(w) &&
          titleScore(w) === 0
        ) {
          f.first_name = w;
          f.last_name = null;
          nameLine = l;
          hits.push({ field: 'name', line: l, match: l.text });
          break;
        }
        continue;
      }
      if (notName(c.text)) continue;
      // "John Doe | Software Engineer | john@x.com": the first piece of a separated row
      const n =
        nameFromLine(c.text) ??
        (/\s[|•·–—]\s/u.test(c.text) ? nameFromLine(c.text.split(/\s+[|•·–—]\s+/u)[0] ?? '') : null);
      if (n) {
        f.first_name = n.first;
        f.last_name = n.last;
        nameLine = l;
        hits.push({ field: 'name', line: l, match: l.text });
        for (const extra of c.more ?? []) hits.push({ field: 'name', line: extra, match: extra.text });
        break;
      }
    }
  }
  if (f.last_name) f.last_name = f.last_name.slice(0, LAST_NAME_MAX); // spec: last name cut to 10 characters
  return nameLine;
}
