/**
 * talent-parse FILE... : one JSON line per file
 *   {"file","ok","error":{"code","message"}|null,"documents":[{"name","fields":{...},"rating":{...}}],"ms"}
 * Options: --options FILE.json (ParseOptions: blockedKeywords, blockedDomains, excludedTerms, masterData, ...),
 *          --full (also print original_data, template_data and email_body).
 */
import { readFile } from 'node:fs/promises';
import { parseResume } from './parse';
import type { ParseOptions, ResumeFields } from './types';

const BIG_FIELDS: Array<keyof ResumeFields> = ['original_data', 'template_data', 'email_body'];

export async function runCli(
  argv: string[],
  write: (line: string) => void = (l) => process.stdout.write(l + '\n'),
): Promise<number> {
  const files: string[] = [];
  let options: ParseOptions = {};
  let full = false;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '--options') {
      const path = argv[++i];
      if (!path) throw new Error('--options needs a file');
      options = JSON.parse(await readFile(path, 'utf8')) as ParseOptions;
    } else if (a === '--full') full = true;
    else if (a === '--help' || a === '-h') {
      write('usage: talent-parse [--options options.json] [--full] FILE...');
      return 0;
    } else files.push(a);
  }
  if (files.length === 0) {
    write('usage: talent-parse [--options options.json] [--full] FILE...');
    return 2;
  }
  let failures = 0;
  for (const file of files) {
    const t0 = performance.now();
    let line: Record<string, unknown>;
    try {
      const bytes = new Uint8Array(await readFile(file));
      const name = file.split(/[\\/]/).pop() ?? file;
      const out = await parseResume({ name, bytes, options });
      const ms = Math.round((performance.now() - t0) * 10) / 10;
      if (out.ok) {
        line = {
          file,
          ok: true,
          error: null,
          documents: out.documents.map((d) => {
            const fields: Partial<ResumeFields> = { ...d.fields };
            if (!full) for (const k of BIG_FIELDS) delete fields[k];
            return {
              name: d.name,
              kind: d.kind,
              fields,
              rating: d.rating,
              ...(d.attachments ? { attachments: d.attachments } : {}),
              ...(d.group ? { group: d.group } : {}),
              ...(d.error ? { error: d.error } : {}),
              ...(full ? { text: d.text, headings: d.headings } : {}),
            };
          }),
          ms,
        };
      } else {
        failures++;
        line = { file, ok: false, error: out.error, documents: [], ms };
      }
    } catch (err) {
      failures++;
      const ms = Math.round((performance.now() - t0) * 10) / 10;
      line = {
        file,
        ok: false,
        error: { code: 'unreadable', message: (err as Error).message },
        documents: [],
        ms,
      };
    }
    write(JSON.stringify(line));
  }
  return failures > 0 ? 1 : 0;
}

const isMain = (() => {
  try {
    return process.argv[1] !== undefined && import.meta.url === new URL(`file://${process.argv[1]}`).href;
  } catch {
    return false;
  }
})();

if (isMain) {
  runCli(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (err: unknown) => {
      process.stderr.write(`${(err as Error).message}\n`);
      process.exitCode = 2;
    },
  );
}
