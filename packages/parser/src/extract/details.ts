/** Work authorization, relocation, travel, clearance, salary, availability and years of experience. */
import type { Line } from '../text/lines';
import type { ResumeFields } from '../types';
import type { PreparedMaster } from './master';

/** The statements a resume makes about the candidate's situation, anywhere in its text. */
export function extractDetails(text: string, authLines: Line[], m: PreparedMaster, f: ResumeFields): void {
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
}

function monthsOf(d: string | null, now: Date): number | null {
  if (!d) return null;
  if (d === 'present') return now.getFullYear() * 12 + now.getMonth();
  const m = /^(\d{4})(?:-(\d{2}))?$/.exec(d);
  if (!m) return null;
  return Number(m[1]) * 12 + (m[2] ? Number(m[2]) - 1 : 0);
}

/** Experience in years: stated ("8+ years of experience"), else the span of the dated positions. */
export function experienceYears(text: string, experience: ResumeFields['experience']): number | null {
  const stated =
    /\b(\d{1,2})\+?\s*(?:years?|yrs?)(?:\s+of)?\s+(?:professional\s+|industry\s+|work\s+)?experience\b/i.exec(
      text,
    );
  if (stated) return Number(stated[1]);
  const now = new Date();
  const spans = experience
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
  return spans.length > 0 ? Math.round((total / 12) * 10) / 10 : null;
}
