/**
 * Message templates (issue 18, "Templates"): the placeholders a template may use, the parser that finds
 * them and the renderer. The server validates with these and a sending worker renders with them; the
 * portal's editor previews with the same functions. SMS lengths are in ./sms (kept apart so the contract,
 * which the upload page loads, does not bring the SMS calculator along).
 */
export const TEMPLATE_KINDS = ['email', 'sms'] as const;
export type TemplateKind = (typeof TEMPLATE_KINDS)[number];

/** The placeholders, in the order the editor offers them, each with a label and the sample profile's value
 * (the live preview renders with these: "Ava", ...). */
export const TEMPLATE_PLACEHOLDERS = [
  { name: 'first_name', label: 'First name', sample: 'Ava' },
  { name: 'last_name', label: 'Last name', sample: 'Patel' },
  { name: 'full_name', label: 'Full name', sample: 'Ava Patel' },
  { name: 'job_title', label: 'Job title', sample: 'Senior Data Engineer' },
  { name: 'job_location', label: 'Job location', sample: 'Austin, TX' },
  { name: 'company', label: 'Company', sample: 'Northwind Analytics' },
  { name: 'recruiter_name', label: 'Recruiter name', sample: 'Sam Carter' },
  { name: 'recruiter_email', label: 'Recruiter e-mail', sample: 'sam.carter@example.com' },
  { name: 'recruiter_phone', label: 'Recruiter phone', sample: '+1 512 555 0142' },
] as const;
export type PlaceholderName = (typeof TEMPLATE_PLACEHOLDERS)[number]['name'];
export const PLACEHOLDER_NAMES: readonly PlaceholderName[] = TEMPLATE_PLACEHOLDERS.map((p) => p.name);

/** What a sending worker passes to `renderTemplate`: a value per placeholder (missing ones render empty). */
export type TemplateValues = Partial<Record<PlaceholderName, string | null>>;

/** The sample profile of the live preview. */
export const SAMPLE_TEMPLATE_VALUES: Record<PlaceholderName, string> = Object.fromEntries(
  TEMPLATE_PLACEHOLDERS.map((p) => [p.name, p.sample]),
) as Record<PlaceholderName, string>;

/** The longest name, subject, e-mail body and SMS body a template may have (characters). An SMS body of
 * 1000 characters is about 7 segments of GSM-7 before its placeholders are filled in. */
export const MAX_TEMPLATE_NAME = 120;
export const MAX_TEMPLATE_SUBJECT = 200;
export const MAX_EMAIL_BODY = 20_000;
export const MAX_SMS_BODY = 1000;

/** `{{ name }}`: spaces inside the braces are allowed, braces are not. */
const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;

export interface PlaceholderToken {
  /** The name without the spaces around it ("first_name" for "{{ first_name }}"). */
  name: string;
  /** The text as written, braces included. */
  raw: string;
  start: number;
  end: number;
}

/** Every `{{...}}` in the text, known or not, in order. */
export function parsePlaceholders(text: string): PlaceholderToken[] {
  return [...text.matchAll(PLACEHOLDER)].map((m) => ({
    name: m[1] ?? '',
    raw: m[0],
    start: m.index,
    end: m.index + m[0].length,
  }));
}

export function isPlaceholderName(name: string): name is PlaceholderName {
  return (PLACEHOLDER_NAMES as readonly string[]).includes(name);
}

/** What is wrong with the placeholders of a text, as messages a user reads: an unknown name ("Unknown
 * placeholder {{foo}}."), once per name, then an opening `{{` that no `}}` closes. Empty when all is well. */
export function placeholderProblems(text: string): string[] {
  const problems: string[] = [];
  for (const token of parsePlaceholders(text)) {
    if (isPlaceholderName(token.name)) continue;
    const message = `Unknown placeholder {{${token.name}}}.`;
    if (!problems.includes(message)) problems.push(message);
  }
  if (text.replace(PLACEHOLDER, '').includes('{{'))
    problems.push('A placeholder is not closed: write it as {{first_name}}.');
  return problems;
}

/** The text with every known placeholder replaced by its value (a missing value gives an empty string).
 * Unknown placeholders stay as written: saved templates have none, the server refuses them. */
export function renderTemplate(text: string, values: TemplateValues): string {
  return text.replace(PLACEHOLDER, (raw, name: string) =>
    isPlaceholderName(name) ? (values[name] ?? '') : raw,
  );
}
