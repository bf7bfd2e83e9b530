/** Skills: the items of a skills section, and the master data's skills found in the text. */
import type { Line } from '../text/lines';
import type { PreparedMaster } from './master';
import { BULLET_RE } from './patterns';

const SEPARATOR_END = /[,;|•·]\s*$/u;
const LABEL_RE = /^[^:]{1,40}:\s*/;

/**
 * The section's text as logical rows: a comma list wrapped over several lines ("Financial" / "Modeling")
 * is one row; a bullet or a "Label:" line starts a new one.
 */
function rows(lines: Line[]): string[] {
  const out: string[] = [];
  for (const line of lines) {
    const text = line.text.trim();
    const prev = out[out.length - 1];
    const startsNew = BULLET_RE.test(text) || LABEL_RE.test(text);
    // A wrapped comma list: the previous row is a list (or ends with a separator) and this line goes on.
    const wraps = prev !== undefined && !startsNew && (/[,;]/.test(prev) || SEPARATOR_END.test(prev));
    if (wraps) out[out.length - 1] = `${prev} ${text}`;
    else out.push(text);
  }
  return out;
}

/** Splits at separators outside parentheses: "Spanish (native, fluent), Go" -> two items. */
function splitItems(text: string): string[] {
  const items: string[] = [];
  let depth = 0;
  let cur = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === '(' || ch === '[') depth++;
    else if ((ch === ')' || ch === ']') && depth > 0) depth--;
    if (depth === 0 && /[,;|•·]/u.test(ch)) {
      items.push(cur);
      cur = '';
      continue;
    }
    cur += ch;
  }
  items.push(cur);
  return items.flatMap((s) => (/\(/.test(s) ? [s] : s.split(/\s+and\s+/)));
}

/** A skill, not a sentence fragment: short, balanced brackets, no sentence verbs or trailing words. */
function isSkill(t: string): boolean {
  if (!t || t.length > 40) return false;
  const words = t.split(/\s+/);
  if (words.length > 4) return false;
  if ((t.match(/\(/g)?.length ?? 0) !== (t.match(/\)/g)?.length ?? 0)) return false;
  if (/@|https?:|www\.|\d{5}/.test(t)) return false;
  // "grew up bilingual", "known for": lower-case multi-word phrases are prose, not skill names.
  if (words.length >= 3 && /^[a-z]/.test(t) && !/[A-Z+#.]/.test(t)) return false;
  return true;
}

/** Items of a skills section: "Languages: Python, C++" -> ["Python", "C++"]. */
export function extractSkillItems(lines: Line[]): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  for (const row of rows(lines)) {
    let text = row.replace(BULLET_RE, '');
    const colon = text.indexOf(':');
    if (colon > 0 && colon < 40) text = text.slice(colon + 1);
    for (const item of splitItems(text)) {
      const t = item.replace(/^[\s.]+|[\s.]+$/g, '');
      if (!isSkill(t)) continue;
      const key = t.toLowerCase();
      if (seen.has(key)) continue;
      seen.add(key);
      out.push(t);
    }
  }
  return out;
}

/** Master-data skills in a skills section, else in the first 20 000 characters; canonical spelling, at most 100. */
export function matchMasterSkills(skillLines: Line[], text: string, m: PreparedMaster): string[] {
  const masterHits: string[] = [];
  if (!m.skillRe) return masterHits;
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
  return masterHits;
}
