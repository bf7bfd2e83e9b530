/** Regular expressions and small recognisers shared by the field extractors. */

export const EMAIL_RE =
  /(?<![\w.@+%-])[A-Za-z0-9][A-Za-z0-9._%+-]*@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,24}(?![\w@])/g;

/**
 * US-style 10-digit phone: optional +1/1, area code (parenthesised or not), 3-3-4 digits with optional
 * separators. Area code and exchange start with 2-9 (NANP), so "0541 999 99 99" or ORCID ids do not match.
 */
export const US_PHONE_RE =
  /(?<![\w+/.-])(?:\+?1[\s.-]?)?(?:\(([2-9]\d{2})\)\s?|([2-9]\d{2})[\s.-]?)([2-9]\d{2})[\s.-]?(\d{4})(?![\w/-]|\.\d)/g;

/**
 * Class: valid US-style 10-digit numbers that fail the numbering-plan check ("(123) 456-7890",
 * sample and demo resumes). Needs brackets or separators (ten bare digits are too often an id). Ranked
 * after the strict pattern, never dropped when it is the only phone.
 */
export const US_PHONE_LOOSE_RE =
  /(?<![\w+/.-])(?:\+?1[\s.-]?)?(?:\((\d{3})\)\s?(\d{3})[\s.-]?|(\d{3})[\s.-](\d{3})[\s.-])(\d{4})(?![\w/-]|\.\d)/g;

/** Class: mirrored right-to-left layouts, where bidi reordering shows "555-0100 (718)". */
export const US_PHONE_RTL_RE = /(?<![\w+/.-])(\d{3})[\s.-](\d{4})\s?\((\d{3})\)(?![\w/-])/g;

/** International numbers: "+82 10-4821-7730", "+91 98765 43210", "+44 20 7946 0958" (8 to 15 digits). */
export const INTL_PHONE_RE =
  /(?<![\w+])\+(?!1[\s.(-]?\d{3}[\s.)-])(\d{1,3})(?:[\s.-]?\(?\d{1,5}\)?){2,5}(?![\w])/g;

export const LINKEDIN_RE =
  /(?:https?:\/\/)?(?:[a-z]{2,3}\.)?linkedin\.com\/(?:in|pub)\/[A-Za-z0-9_%\-.]+\/?/gi;

export const ZIP_RE = /(?<![\d-])(\d{5})(?:-\d{4})?(?![\d-])/;

export const BULLET_RE = /^[•◦◆▪▫●○■□‣⁃∙·*–—-]\s*/u;

const MONTH =
  '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?';
const DATE = `(?:${MONTH}\\s*,?\\s*\\d{4}|\\d{1,2}[/.]\\d{4}|\\d{4}[/.-]\\d{1,2}|\\d{4})`;
const END = `(?:${DATE}|present|current|now|today|ongoing)`;
export const DATE_RANGE_RE = new RegExp(`(${DATE})\\s*(?:–|—|-|to|until)\\s*(${END})`, 'i');
/** "since January 2016", "from 2019": an open range (end "present"). */
export const SINCE_RE = new RegExp(
  `\\b(?:since|from)\\s+(${DATE})(?![\\s\\d]*(?:–|—|-|to|until)\\s*\\w)`,
  'i',
);
/** A date anywhere in a text (a single date in a header part). */
export const ANY_DATE_RE = new RegExp(
  `(?<![\\w/])(${MONTH}\\s*,?\\s*\\d{4}|\\d{1,2}/\\d{4}|(?:19|20)\\d{2})(?![\\w/])`,
  'i',
);
export const SINGLE_DATE_RE = new RegExp(`^(?:${MONTH}\\s*,?\\s*\\d{4}|\\d{4})$`, 'i');
export const DURATION_RE = /^\(?\d+\s+(?:years?|yrs?|months?|mos?)(?:,?\s+\d+\s+(?:months?|mos?))?\)?$/i;
/** A LinkedIn duration after a date range: "(2 years 3 months)", "· 1 yr 2 mos". */
export const DURATION_ANY_RE =
  /[(·]?\s*\d+\s+(?:years?|yrs?|months?|mos?)(?:,?\s+\d+\s+(?:months?|mos?))?\s*\)?/gi;

const MONTHS: Record<string, number> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  oct: 10,
  nov: 11,
  dec: 12,
};

/** "Sept 2018" -> "2018-09", "2020" -> "2020", "present" -> "present". */
export function normalizeDate(s: string): string {
  const t = s.trim().toLowerCase();
  if (/^(present|current|now|today|ongoing)$/.test(t)) return 'present';
  const m = /^([a-z]+)\.?\s*,?\s*(\d{4})$/.exec(t);
  if (m) {
    const month = MONTHS[m[1]!.slice(0, 3)];
    if (month) return `${m[2]}-${String(month).padStart(2, '0')}`;
  }
  const a = /^(\d{1,2})[/.](\d{4})$/.exec(t);
  if (a) return `${a[2]}-${a[1]!.padStart(2, '0')}`;
  const b = /^(\d{4})[/.-](\d{1,2})$/.exec(t);
  if (b) return `${b[1]}-${b[2]!.padStart(2, '0')}`;
  return t;
}

/** Words that make a phrase a job title ("Research Intern", "Co-Founder & CTO"). */
export const TITLE_WORDS = new Set(
  (
    'engineer engineering developer programmer researcher scientist analyst manager director lead head founder ' +
    'co-founder cofounder cto ceo cfo coo cio ciso vp president officer intern internship architect consultant ' +
    'designer specialist administrator admin coordinator assistant associate executive entrepreneur technician ' +
    'accountant auditor nurse teacher professor lecturer instructor tutor recruiter writer editor attorney lawyer ' +
    'paralegal clerk representative agent advisor adviser strategist owner partner principal fellow postdoc ' +
    'student apprentice trainee supervisor superintendent foreman operator mechanic electrician driver chef ' +
    'cook therapist physician pharmacist dentist surgeon officer marketer salesperson sales support devops sre ' +
    'photographer artist freelancer freelance contractor volunteer worker programmer barista cashier ' +
    'accountant bookkeeper receptionist secretary planner buyer merchandiser translator interpreter'
  ).split(' '),
);

export function titleScore(phrase: string): number {
  let score = 0;
  for (const w of phrase.toLowerCase().split(/[\s&/,()]+/)) if (TITLE_WORDS.has(w)) score++;
  return score;
}

export const INSTITUTION_RE =
  /\b(?:university|universit[éeà]|college|institute|institut|school|academy|polytechnic|universidad|università|üniversitesi|universität|conservatory|seminary)\b/i;
export const DEGREE_RE =
  /\b(?:(?:bachelor|master|doctor)\s+of\s+(?:science|arts|engineering|business\s+administration|philosophy|fine\s+arts|laws|education|technology|applied\s+science)|associate\s+of\s+(?:science|arts|applied\s+science)|ph\.?\s?d|doctorate|doctor of|m\.?\s?sc?|m\.?\s?s|b\.?\s?sc?|b\.?\s?s|b\.?\s?a|m\.?\s?a|mba|m\.?\s?eng|b\.?\s?eng|b\.?\s?tech|m\.?\s?tech|bachelor(?:'s)?|master(?:'s)?|associate(?:'s)? degree|diploma|high school|ged|j\.?d|m\.?d)\b/i;
