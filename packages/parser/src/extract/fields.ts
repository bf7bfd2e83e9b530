/** Resume text -> the upload object's fields: runs the extractors in order over the sections. */
import type { Line, RawDocument } from '../text/lines';
import type { DocumentKind, Heading, ResumeFields } from '../types';
import { extractEmails, extractLinks, extractPhones, type ContactScope, type Hit } from './contact';
import { experienceYears, extractDetails } from './details';
import { emptyFields } from './emptyFields';
import { extractEducation } from './education';
import { extractExperience } from './experience';
import { TOP_LINES_FOR_EMAIL } from './limits';
import { extractLocation, locationBesidePhone, parseLocation } from './location';
import type { PreparedMaster } from './master';
import { extractName } from './name';
import { classifyProfile } from './profileClass';
import { titleScore } from './patterns';
import {
  classifyHeading,
  dateLedExperience,
  splitSections,
  type Section,
  type SectionOptions,
} from './sections';
import { extractSkillItems, matchMasterSkills } from './skills';

export interface Extraction {
  fields: ResumeFields;
  headings: Heading[];
  hits: Hit[];
}

/** The whole phrase is one match of a master-data list (a known job title). */
function matchesWhole(re: RegExp, phrase: string): boolean {
  re.lastIndex = 0;
  const mm = re.exec(phrase);
  return !!mm && mm[0].length >= phrase.trim().length - 1;
}

function escapeHtml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function extractFields(
  raw: RawDocument,
  lines: Line[],
  kind: DocumentKind,
  m: PreparedMaster,
  sectionOptions: SectionOptions = {},
): Extraction {
  const f = emptyFields(kind);
  const hits: Hit[] = [];
  const { header, sections, headingIndexes } = splitSections(lines, sectionOptions);
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
  // The header block ends at the first known section title (Experience, Skills ...). A headline set in
  // display type under the name ("Graphic Designer" at 13 pt) looks like a section title by size alone;
  // it must not cut the contact row below it off the header (class: header with a large headline).
  const firstKnown = lines.findIndex((l, i) => i < 15 && headingIndexes.has(i) && classifyHeading(l.text));
  const headerEnd = firstKnown < 0 ? Math.min(15, lines.length) : firstKnown;
  const headerBlock =
    headerEnd > header.length && headerEnd > 0
      ? lines.slice(0, headerEnd)
      : header.length > 0
        ? header.slice(0, 15)
        : top;
  // Lines of the experience sections (companies, positions): a line repeated there is no name.
  const knownElsewhere = new Set(
    sections
      .filter((s) => s.kind === 'experience')
      .flatMap((s) => s.lines)
      .map((l) => l.text.trim().toLowerCase()),
  );
  const nameLine = extractName(raw, lines, m, f, hits, knownElsewhere);
  // Class: a name at the top of a sidebar read after the main column: the lines under it, up to the
  // next section title, are its contact block.
  const nameBlock: Line[] = [];
  if (nameLine) {
    const at = lines.indexOf(nameLine);
    for (let i = at + 1; i < lines.length && i <= at + 6 && !headingIndexes.has(i); i++)
      nameBlock.push(lines[i]!);
  }
  // Class: DOCX with the contact details in the page footer (headers already come first).
  const footerLines = lines.filter((l) => l.part === 'footer');
  // Class: a name read after a sidebar (below the header block): the lines under it come first.
  const nameAt = nameLine ? lines.indexOf(nameLine) : -1;
  const firstHeading = Math.min(...headingIndexes);
  const nameLate = nameAt > 0 && nameAt > firstHeading;
  const contactLines = nameLate ? [...nameBlock] : [...headerBlock];
  for (const l of [...(nameLate ? headerBlock : []), ...contactSections, ...nameBlock, ...footerLines])
    if (!contactLines.includes(l)) contactLines.push(l);
  const scope: ContactScope = { raw, lines, text, top, contactSections, contactLines, nameBlock };

  extractEmails(scope, f, hits);
  const phones = extractPhones(scope, f, hits);
  extractLinks(scope, f, hits);
  extractLocation(raw, contactLines, nameLine, kind, m, f, hits);
  const besidePhone = phones[0] && locationBesidePhone(phones[0], m);
  if (besidePhone) {
    f.with_mobile_city = besidePhone.city;
    f.with_mobile_zipcode = besidePhone.zip;
  }

  // Sections: experience, education, skills.
  // A name read after a sidebar, with its headline and contact lines, belongs to no sidebar section.
  const outside = new Set<Line>(nameLate && nameLine ? [nameLine, ...nameBlock] : []);
  const bySection = (k: Section['kind']) =>
    sections
      .filter((s) => s.kind === k)
      .flatMap((s) => s.lines)
      .filter((l) => !outside.has(l));
  const locParser = (p: string) => parseLocation(p, m);
  const lineIndex = new Map(lines.map((l, i) => [l, i]));
  const indexOf = (l: Line) => lineIndex.get(l) ?? -1;
  const titleBonus = (p: string) => (m.jobTitleRe && matchesWhole(m.jobTitleRe, p) ? 1 : 0);
  let experienceLines = bySection('experience');
  if (experienceLines.length === 0) experienceLines = dateLedExperience(lines, headingIndexes, sections);
  f.experience = extractExperience(experienceLines, {
    parseLocation: locParser,
    indexOf,
    titleBonus,
  }).slice(0, 50);
  f.education = extractEducation(bySection('education'), indexOf).slice(0, 20);
  const skillLines = bySection('skills');
  const skillItems = extractSkillItems(skillLines);
  const masterHits = matchMasterSkills(skillLines, text, m);
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
  extractDetails(text, authLines, m, f);
  f.experience_years = experienceYears(text, f.experience);
  if (f.experience.length > 0)
    f.work_experience = f.experience
      .map((e) => [e.position, e.company].filter(Boolean).join(', '))
      .join('; ');

  // Industry, sector, skill type and target job, from the master data lists and what was found above.
  classifyProfile(f, lines, bySection('summary'), bySection('experience'), m);

  return { fields: f, headings, hits };
}
