/**
 * The one reader of uploaded files (issue 40): @fastify/multipart with the server's limits, and the error
 * texts every upload answers with. A route reads a form through `readParts` (each part in turn) or `fileOf`
 * (the `file` part alone); what differs between uploads (the words of the 400s, whether a file over the limit
 * fails the form or is only marked) is one `UploadKind` below.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart, { type Multipart } from '@fastify/multipart';
import { inputProblems } from '@talent/api';
import { MAX_UPLOAD_BYTES } from '@talent/api/rules';
import { HttpError, badRequest } from '../lib/errors';

/** Each file at most MAX_UPLOAD_BYTES; 60 files (a resume's page images and their masked twins) and 200
 * text fields of at most 1 MB a form. */
export const UPLOAD_LIMITS = { fileSize: MAX_UPLOAD_BYTES, files: 60, fields: 200, fieldSize: 1024 * 1024 };

/** Registers the multipart parser on the app (before the routes). */
export async function registerUploads(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { limits: UPLOAD_LIMITS });
}

const MB = Math.round(MAX_UPLOAD_BYTES / (1024 * 1024));
const UNREADABLE = 'The upload is not a readable multipart form.';

/** How one kind of upload answers a form it cannot take. */
export interface UploadKind {
  /** The request is not multipart/form-data. */
  notMultipart: () => HttpError;
  /** A file part over UPLOAD_LIMITS.fileSize: an error that fails the form, or null to mark the file. */
  tooLarge: (() => HttpError) | null;
  /** The form cannot be read (no boundary, cut short, garbage). */
  unreadable: () => HttpError;
  /** Whether the parser's own 4xx (too many files or fields) passes as it is rather than as `unreadable`. */
  keepParserErrors: boolean;
}

export const UPLOADS = {
  /** One `file` part: a project's attachment or delivery, a company logo, a blog image. */
  file: {
    notMultipart: () =>
      badRequest('Send the file as multipart/form-data.', { file: ['The file is required.'] }),
    tooLarge: () => new HttpError(413, 'The file is too large.', { file: ['The file is too large.'] }),
    unreadable: () => badRequest(UNREADABLE, { file: ['Send the file again.'] }),
    keepParserErrors: false,
  },
  /** A resume: text fields, the file and its page images. */
  resume: {
    notMultipart: () =>
      badRequest('Send the resume as multipart/form-data.', { file: ['The file is required.'] }),
    tooLarge: () => {
      const message = `The file is too large: at most ${MB} MB.`;
      return new HttpError(413, message, { file: [message] }, 'file_too_large');
    },
    unreadable: () => badRequest(UNREADABLE, { file: [UNREADABLE] }),
    keepParserErrors: true,
  },
  /** A phone's share sheet: files over the limit are marked, not refused. */
  share: {
    notMultipart: () => badRequest('Share files as multipart/form-data.'),
    tooLarge: null,
    unreadable: () => badRequest('The share is not a readable multipart form.'),
    keepParserErrors: false,
  },
} satisfies Record<string, UploadKind>;

/** A file part read whole; `tooLarge` (and no bytes) when it was over the limit and the kind marks it. */
export interface ReadFile {
  fieldname: string;
  filename: string;
  mimetype: string;
  data: Buffer;
  tooLarge?: true;
}

/** The parts of a form in order. A file's bytes are read only when `visit` calls `read()` (else they are
 * drained); `visit` answers false to stop early. Errors thrown by `visit` pass as they are. */
export async function readParts(
  req: FastifyRequest,
  kind: UploadKind,
  visit: (part: PartHandle) => Promise<boolean | void>,
): Promise<void> {
  if (!req.isMultipart()) throw kind.notMultipart();
  try {
    for await (const part of req.parts()) {
      if ((await visit(handleOf(part, kind))) === false) break;
    }
  } catch (err) {
    if (err instanceof HttpError) throw err;
    const status = (err as { statusCode?: unknown }).statusCode;
    if (kind.keepParserErrors && typeof status === 'number' && status >= 400 && status < 500) throw err;
    throw kind.unreadable();
  }
}

/** One part as `readParts` hands it over. */
export type PartHandle =
  | {
      type: 'file';
      fieldname: string;
      filename: string;
      mimetype: string;
      read(): Promise<ReadFile>;
      skip(): void;
    }
  | { type: 'field'; fieldname: string; value: unknown };

function handleOf(part: Multipart, kind: UploadKind): PartHandle {
  if (part.type !== 'file') return { type: 'field', fieldname: part.fieldname, value: part.value };
  const { fieldname, filename, mimetype } = part;
  return {
    type: 'file',
    fieldname,
    filename,
    mimetype,
    skip: () => part.file.resume(),
    read: async () => {
      try {
        return { fieldname, filename, mimetype, data: await part.toBuffer() };
      } catch (err) {
        if ((err as { code?: unknown }).code !== 'FST_REQ_FILE_TOO_LARGE') throw err;
        if (kind.tooLarge) throw kind.tooLarge();
        return { fieldname, filename, mimetype, data: Buffer.alloc(0), tooLarge: true };
      }
    },
  };
}

/** A file name or text field is stored as text: the contract's input rules (no NUL) apply to it. */
export function checkText(name: string, value: string): void {
  const [problem] = inputProblems(value);
  if (problem) throw badRequest(problem.message, { [name]: [problem.message] });
}

/** The `file` part of a form (UPLOADS.file): undefined when there is none. */
export async function fileOf(req: FastifyRequest): Promise<{ filename: string; data: Buffer } | undefined> {
  let found: { filename: string; data: Buffer } | undefined;
  await readParts(req, UPLOADS.file, async (part) => {
    if (part.type !== 'file' || part.fieldname !== 'file') return;
    const { filename, data } = await part.read();
    checkText('file', filename);
    found = { filename, data };
    return false;
  });
  return found;
}
