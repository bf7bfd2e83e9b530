/** The uploaded file of a multipart request (moved down from projects' routes, issue 40: projects, blog and
 * companies read uploads without importing one another). */
import type { FastifyRequest } from 'fastify';
import { inputProblems } from '@talent/api';
import type {} from '@fastify/multipart';
import { HttpError, badRequest } from './errors';

/** The `file` part of a multipart request: 400 for a form that is not multipart or cannot be read, 413 over
 * the server's upload limit. */
export async function fileOf(req: FastifyRequest): Promise<{ filename: string; data: Buffer } | undefined> {
  if (!req.isMultipart())
    throw badRequest('Send the file as multipart/form-data.', { file: ['The file is required.'] });
  try {
    for await (const part of req.parts())
      if (part.type === 'file' && part.fieldname === 'file') {
        const file = { filename: part.filename, data: await part.toBuffer() };
        // The file name is stored as text: the contract's input rules (no NUL) apply to it.
        const [problem] = inputProblems(file.filename);
        if (problem) throw badRequest(problem.message, { file: [problem.message] });
        return file;
      }
    return undefined;
  } catch (err) {
    if ((err as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new HttpError(413, 'The file is too large.', { file: ['The file is too large.'] });
    if (err instanceof HttpError) throw err;
    throw badRequest('The upload is not a readable multipart form.', { file: ['Send the file again.'] });
  }
}
