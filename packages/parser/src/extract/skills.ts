/** Skills: the items of a skills section, and the master data's skills found in the text. */
import type { Line } from '../text/lines';
import type { PreparedMaster } from './master';
import { BULLET_RE } from './patterns';

/** Items of a skills section: "Languages: Python, C++" -> ["Python", "C++"]. */
export function extractSkillItems(lines: Line[]): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  for (const line of lines) {
    let text = line.text.replace(BULLET_RE, '');
    const colon = text.indexOf(':');
    if (colon > 0 && colon < 40) text = text.slice(colon + 1);
    for (const item of text.split(/\s*[,;|•·]\s*|\s+and\s+/u)) {
      const t = item.replace(/^[\s.]+|[\s.]+$/g, '');
      if (!t || t.length > 40 || t.split(/\s+/).length > 5) continue;
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
