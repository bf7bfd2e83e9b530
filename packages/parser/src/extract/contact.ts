/** Contact details from the header block and a "Contact" section: e-mails, phones, LinkedIn, other links. */
import type { Line, RawDocument } from '../text/lines';
import type { ContactBox, ResumeFields } from '../types';
import {
  EMAIL_RE,
  INTL_PHONE_RE,
  LINKEDIN_RE,
  US_PHONE_LOOSE_RE,
  US_PHONE_RE,
  US_PHONE_RTL_RE,
} from './patterns';

/** Where a field was found: the masked preview boxes it. */
export interface Hit {
  field: ContactBox['field'];
  line: Line;
  match: string;
}

/** The lines a contact detail is looked for in. */
export interface ContactScope {
  raw: RawDocument;
  lines: Line[];
  text: string;
  /** The first TOP_LINES_FOR_EMAIL lines. */
  top: Line[];
  /** The lines of "Contact" sections. */
  contactSections: Line[];
  /** The header block (or the top lines) and the contact sections. */
  contactLines: Line[];
  /** The lines under the name up to the next heading (a name read after a sidebar). */
  nameBlock?: Line[];
}

export interface Phone {
  digits: string;
  line: Line;
  match: string;
}

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

/** E-mail: the first address in the top 10 lines; a second one is the secondary e-mail. */
export function extractEmails(s: ContactScope, f: ResumeFields, hits: Hit[]): void {
  const { raw, top, contactSections } = s;
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
  // Class: a sidebar read before the main column: the address sits under the name, past the top lines.
  if (emails.length === 0) {
    for (const line of s.nameBlock ?? [])
      for (const mm of firstMatches(EMAIL_RE, line.text)) addEmail(mm[0], line, mm[0]);
  }
  if (emails[0]) f.email = emails[0].value;
  if (emails[1]) f.secondary_email = emails[1].value;
  emails.slice(0, 2).forEach((e, i) => {
    if (e.line) hits.push({ field: i === 0 ? 'email' : 'secondary_email', line: e.line, match: e.match });
  });
}

/**
 * Phones: US 10-digit numbers, digits only; first from the contact block, else the first 40 lines.
 * Ranked: numbers passing the numbering-plan check, then other US-style 10-digit numbers, then
 * international numbers (all their digits, country code first). `mobile` is the best, so a US number
 * fills it whenever there is one.
 */
export function extractPhones(s: ContactScope, f: ResumeFields, hits: Hit[]): Phone[] {
  const { lines, contactLines } = s;
  const found: Array<Phone & { rank: number; order: number }> = [];
  let order = 0;
  const add = (digits: string, line: Line, match: string, rank: number) => {
    const same = found.find(
      (p) => p.digits === digits || p.digits.endsWith(digits) || digits.endsWith(p.digits),
    );
    if (same) return;
    found.push({ digits, line, match, rank, order: order++ });
  };
  const scanPhones = (ls: Line[]) => {
    for (const line of ls) {
      // Class: "(718) 555 – 0100": en or em dashes with spaces between the digit groups.
      const text = /[–—‒−]/.test(line.text) ? line.text.replace(/(\d)\s*[–—‒−]\s*(?=\d)/g, '$1-') : line.text;
      const dashed = text !== line.text;
      const matchOf = (m: string) => (dashed ? line.text : m);
      for (const mm of firstMatches(US_PHONE_RE, text))
        add(`${mm[1] ?? mm[2]}${mm[3]}${mm[4]}`, line, matchOf(mm[0]), 0);
      for (const mm of firstMatches(US_PHONE_LOOSE_RE, text))
        add(`${mm[1] ?? mm[3]}${mm[2] ?? mm[4]}${mm[5]}`, line, matchOf(mm[0]), 1);
      for (const mm of firstMatches(US_PHONE_RTL_RE, text))
        add(`${mm[3]}${mm[1]}${mm[2]}`, line, matchOf(mm[0]), 1);
      for (const mm of firstMatches(INTL_PHONE_RE, text)) {
        const digits = mm[0].replace(/\D/g, '');
        if (digits.length >= 8 && digits.length <= 15) add(digits, line, matchOf(mm[0]), 2);
      }
    }
  };
  scanPhones(contactLines);
  if (found.length === 0) scanPhones(lines.slice(0, 40));
  const phones: Phone[] = found
    .sort((a, b) => a.rank - b.rank || a.order - b.order)
    .map(({ digits, line, match }) => ({ digits, line, match }));
  if (phones[0]) {
    f.mobile = phones[0].digits;
    hits.push({ field: 'mobile', line: phones[0].line, match: phones[0].match });
  }
  if (phones[1]) {
    f.secondary_mobile = phones[1].digits;
    hits.push({ field: 'secondary_mobile', line: phones[1].line, match: phones[1].match });
  }
  return phones;
}

/** LinkedIn (text first, then link targets), and other personal links on the rows holding a contact detail. */
export function extractLinks(s: ContactScope, f: ResumeFields, hits: Hit[]): void {
  const { raw, lines, text, contactLines } = s;
  LINKEDIN_RE.lastIndex = 0;
  const anyLinkedIn = LINKEDIN_RE.test(text);
  for (const line of anyLinkedIn ? [...contactLines, ...lines] : []) {
    const mm = firstMatches(LINKEDIN_RE, line.text)[0];
    if (mm) {
      let url = mm[0];
      // Class: a contact row wrapped by the layout, the URL broken after a hyphen ("…/in/jane-doe-" and
      // "123" on the next line). Join the first word of the next line when the URL ends the line so.
      if (/[-_]$/.test(url) && line.text.trimEnd().endsWith(url)) {
        const next = lines[lines.indexOf(line) + 1];
        const cont = next && /^[A-Za-z0-9_%-]+(?=[\s;,|/]|$)/.exec(next.text.trim());
        if (cont) url += cont[0];
      }
      f.linkedInUrl = normalizeLinkedIn(url);
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
}
