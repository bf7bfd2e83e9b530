/**
 * "Import from resume" on the profile's Experience and Education sections (issue 39): the file is parsed
 * in the browser by the upload page's worker, with the same options and refusals, and its positions and
 * degrees become profile entries (POST api/user_experiece/ and api/user_education/). The file itself is
 * not sent anywhere.
 */
import type { TFunction } from 'i18next';
import type { ParserWorkerClient } from '@talent/parser/client';
import type { EducationEntry, ExperienceEntry, ParseProgress } from '@talent/parser';
import type { EndpointBody } from '@talent/api';
import { MAX_UPLOAD_BYTES, acceptedExtension } from '@talent/api/rules';
import type { ParsedEntries } from '../upload/ParsedEntriesEditor';
import { loadParserOptions, type ParserOptionsFromServer } from '../upload/parserOptions';
import { parseErrorMessage, UPLOAD_TEXTS } from '../upload/uploadErrors';

export interface ImportDeps {
  createParser: () => Promise<ParserWorkerClient>;
  loadOptions: () => Promise<ParserOptionsFromServer>;
}

/** The upload page's worker, loaded only when a file is chosen; replaced in unit tests. */
export const importSource: Pick<ImportDeps, 'createParser'> = {
  createParser: async () => {
    const { createParserClient } = await import('../upload/parserWorker');
    return createParserClient();
  },
};

/** A file the parser refused, with the text to show (the upload page's messages). */
export class ImportError extends Error {}

export const IMPORT_TEXTS = {
  oneFile: 'Choose one resume file, not a message with attachments.',
} as const;

/** The positions and degrees the parser reads in one resume file. */
export async function parseResumeEntries(
  file: File,
  t: TFunction,
  deps: ImportDeps,
  onProgress?: (progress: ParseProgress) => void,
): Promise<ParsedEntries> {
  if (!acceptedExtension(file.name)) throw new ImportError(t(UPLOAD_TEXTS.invalidType));
  const client = await deps.createParser();
  try {
    // A list that fails to load is logged by loadParserOptions; the parse goes on without it.
    const options = await deps.loadOptions().catch(() => ({}));
    const bytes = new Uint8Array(await file.arrayBuffer());
    const outcome = await client.parse(
      file.name,
      bytes,
      { ...options, maxBytes: MAX_UPLOAD_BYTES },
      onProgress,
    );
    if (!outcome.ok) throw new ImportError(parseErrorMessage(outcome.error.code, t));
    const [head, ...members] = outcome.documents;
    if (!head) throw new ImportError(t(UPLOAD_TEXTS.missing));
    if (head.group && members.length > 0) throw new ImportError(t(IMPORT_TEXTS.oneFile));
    return { experience: head.fields.experience ?? [], education: head.fields.education ?? [] };
  } finally {
    client.terminate();
  }
}

export const parserOptionsFor = (exclusionLists: boolean) => () => loadParserOptions({ exclusionLists });

type ExperienceBody = NonNullable<EndpointBody<'createUserExperience'>>;
type EducationBody = NonNullable<EndpointBody<'createUserEducation'>>;

/** A parsed text cut to the field's limit in the contract; empty is left out. */
const text = (value: string | null | undefined, max: number) => {
  const v = value?.trim();
  return v ? v.slice(0, max) : undefined;
};

/** A parsed position as a profile experience entry; an end of "present" is "I currently work here". */
export function experienceBody(entry: ExperienceEntry): ExperienceBody {
  const current = entry.end_date?.trim().toLowerCase() === 'present';
  return {
    job_title: text(entry.position, 200) ?? '',
    company: text(entry.company, 200) ?? '',
    location: text(entry.location, 200),
    start_date: text(entry.start_date, 40),
    end_date: current ? undefined : text(entry.end_date, 40),
    ...(current ? { currently_working: true } : {}),
    description: text(entry.text, 4000),
  };
}

/** A parsed degree as a profile education entry (its lines stay with the resume: the entry has no text). */
export function educationBody(entry: EducationEntry): EducationBody {
  return {
    degree: text(entry.degree, 200) ?? '',
    institution: text(entry.institution, 200) ?? '',
    field_of_study: text(entry.area, 200),
    start_date: text(entry.start_date, 40),
    end_date: text(entry.end_date, 40),
    grade: text(entry.grade, 40),
  };
}

/** "Position 2", "Degree 1": the entries that lack a field the profile requires, named as the editor does. */
export function incompleteEntries(entries: ParsedEntries, t: TFunction): string[] {
  return [
    ...entries.experience
      .map((e, i) => (experienceBody(e).job_title && experienceBody(e).company ? null : i))
      .filter((i): i is number => i !== null)
      .map((i) => t('Position {{n}}', { n: i + 1 })),
    ...entries.education
      .map((e, i) => (educationBody(e).degree && educationBody(e).institution ? null : i))
      .filter((i): i is number => i !== null)
      .map((i) => t('Degree {{n}}', { n: i + 1 })),
  ];
}
