import { buildDocument } from '../../src/parse';
import { DEFAULT_MASTER_DATA } from '../../src/masterData';
import type { Line } from '../../src/text/lines';
import type { MasterData, ParsedDocument, ParseOptions } from '../../src/types';

/** Runs the field extraction on plain text lines (as a DOCX or message body would give them). */
export function docFromLines(
  text: string | string[],
  options: ParseOptions = {},
  master: MasterData = DEFAULT_MASTER_DATA,
): ParsedDocument {
  const lines: Line[] = (Array.isArray(text) ? text : text.split('\n')).map((t) => ({
    text: t,
    level: 'plain',
  }));
  return buildDocument('test.docx', 'docx', { lines, links: [] }, options, master);
}

export function html(body: string): { name: string; bytes: Uint8Array } {
  return {
    name: 'resume.html',
    bytes: new TextEncoder().encode(
      `<!doctype html><html><head><title>x</title></head><body>${body}</body></html>`,
    ),
  };
}
