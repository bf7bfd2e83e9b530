/** A fake parser worker for the upload and job seeker pages' tests: answers a fixed document per file name. */
import { vi } from 'vitest';
import type { EducationEntry, ExperienceEntry, ParsedDocument, ParseOutcome } from '@talent/parser';
import type { ParserWorkerClient } from '@talent/parser/client';

export function parsedDoc(
  name: string,
  fields: Partial<ParsedDocument['fields']>,
  extra: Partial<ParsedDocument> = {},
): ParsedDocument {
  return {
    name,
    kind: name.endsWith('.pdf') ? 'pdf' : name.endsWith('.msg') ? 'msg' : 'docx',
    fields: { first_name: null, last_name: null, email: null, ...fields } as ParsedDocument['fields'],
    rating: { score: 5, percent: 55.56, stars: 2.78 },
    text: 'text',
    ...extra,
  };
}

export function fakeParser(outcomes: Record<string, ParseOutcome>) {
  const parse = vi.fn(
    async (name: string) =>
      outcomes[name] ?? { ok: false as const, error: { code: 'corrupt' as const, message: 'damaged' } },
  );
  // 'full' and 'masked' pages differ in their bytes, so a test can tell which field got which.
  const render = vi.fn(async (_bytes: Uint8Array, opts: { mode: string }) => [
    {
      key: 'page_1',
      page: 1,
      width: 10,
      height: 10,
      base64: opts.mode === 'masked' ? '/9j/AAAA' : '/9j/4AAQ',
    },
  ]);
  const terminate = vi.fn();
  const client = { parse, render, terminate } as unknown as ParserWorkerClient;
  return { client, parse, render, terminate };
}

export const resumeFile = (name: string, text = 'resume') => new File([text], name, { type: '' });

/** A parsed position and degree, as the parser answers them (issue 39's editor and profile import tests). */
export const analyst: ExperienceEntry = {
  position: 'Data Analyst',
  company: 'Acme Corp',
  location: 'Austin, TX',
  start_date: '2019-03',
  end_date: 'present',
  text: 'Data Analyst, Acme Corp\n• Built the sales dashboard',
  source: { page: 1, line_start: 4, line_end: 7 },
};
export const degree: EducationEntry = {
  institution: 'University of Texas at Austin',
  degree: 'B.S.',
  area: 'Computer Science',
  start_date: '2014',
  end_date: '2018',
  grade: '3.8/4.0',
  text: 'University of Texas at Austin\nB.S. in Computer Science',
  source: { page: 1, line_start: 11, line_end: 12 },
};
