/** The candidate's name: tagged (HTML) fields, else the largest name-like line at the top. */
import type { Line, RawDocument } from '../text/lines';
import type { ResumeFields } from '../types';
import type { Hit } from './contact';
import { LAST_NAME_MAX } from './limits';
import { parseLocation } from './location';
import type { PreparedMaster } from './master';
import { titleScore } from './patterns';

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

/** Sets first_name and last_name; answers the line the name came from (null for tagged fields). */
export function extractName(
  raw: RawDocument,
  lines: Line[],
  m: PreparedMaster,
  f: ResumeFields,
  hits: Hit[],
): Line | null {
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
  return nameLine;
}
