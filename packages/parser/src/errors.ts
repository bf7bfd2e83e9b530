import type { ParseError, ParseErrorCode } from './types';

/** User-facing messages. "Invalid File Type" is the spec's text (section 5, Upload). */
export const ERROR_MESSAGES: Record<ParseErrorCode, string> = {
  invalid_type: 'Invalid File Type',
  too_large: 'The file is too large to be read as a resume.',
  empty_file: 'The file is empty.',
  encrypted: 'The file is password-protected. Upload a copy without a password.',
  corrupt: 'The file is damaged or incomplete and cannot be read.',
  not_word: 'The file is not a Word document (no main document part).',
  no_text: 'The document contains no text to read.',
  image_only: 'The document holds only images (a scan); no text could be read.',
  too_deep: 'The message nests other messages too deeply to be read.',
  not_a_message: 'The file is not an e-mail message: it has no message headers.',
  timeout: 'Reading the file took too long and was stopped.',
  internal: 'The file could not be read.',
};

/** An error value carried through the parser; never escapes parseResume. */
export class ParserError extends Error {
  readonly code: ParseErrorCode;
  constructor(code: ParseErrorCode, message: string = ERROR_MESSAGES[code]) {
    super(message);
    this.code = code;
    this.name = 'ParserError';
  }
  toValue(): ParseError {
    return { code: this.code, message: this.message };
  }
}

export function fail(code: ParseErrorCode, message?: string): never {
  throw new ParserError(code, message);
}

export function toParseError(err: unknown): ParseError {
  if (err instanceof ParserError) return err.toValue();
  return { code: 'internal', message: ERROR_MESSAGES.internal };
}
