/**
 * Replace the file of a profile (POST api/upload_resume/{id}, multipart): the new file is parsed in the
 * browser by the upload page's worker first, exactly as an upload is, so a file the parser refuses never
 * reaches the server, and the page images and their contact-masked twins come from the new file.
 * The profile's typed fields stay as they are (they may carry hand edits); only the file and the pages change.
 */
import type { TFunction } from 'i18next';
import type { ParserWorkerClient } from '@talent/parser/client';
import { endpointUrl, http, revalidateAfter } from '@talent/api/client';
import { endpoints, type Profile } from '@talent/api/contract';
import { MAX_UPLOAD_BYTES, acceptedExtension } from '@talent/api/rules';
import { loadParserOptions, type ParserOptionsFromServer } from '../upload/parserOptions';
import { parseErrorMessage, uploadErrorMessages, UPLOAD_TEXTS } from '../upload/uploadErrors';
import { appendPageImages } from '../upload/uploadRequest';
import { renderPageImages } from '../upload/useUploadQueue';

export interface ReplaceFileDeps {
  createParser: () => Promise<ParserWorkerClient>;
  loadOptions?: () => Promise<ParserOptionsFromServer>;
}

/** The same worker as the upload page, loaded only when a file is chosen; replaced in unit tests. */
export const parserSource: ReplaceFileDeps = {
  createParser: async () => {
    const { createParserClient } = await import('../upload/parserWorker');
    return createParserClient();
  },
};

/** A refusal, with the text to show (the upload page's messages). */
export class ReplaceFileError extends Error {}

export const REPLACE_TEXTS = {
  oneFile: 'Choose one resume file, not a message with attachments.',
} as const;

export async function replaceProfileFile(
  id: number,
  file: File,
  t: TFunction,
  { createParser, loadOptions = loadParserOptions }: ReplaceFileDeps,
): Promise<Profile> {
  if (!acceptedExtension(file.name)) throw new ReplaceFileError(t(UPLOAD_TEXTS.invalidType));
  const client = await createParser();
  try {
    const options = await loadOptions().catch(() => ({}));
    const bytes = new Uint8Array(await file.arrayBuffer());
    const outcome = await client.parse(file.name, bytes, { ...options, maxBytes: MAX_UPLOAD_BYTES });
    if (!outcome.ok) throw new ReplaceFileError(parseErrorMessage(outcome.error.code, t));
    const [head, ...members] = outcome.documents;
    if (!head) throw new ReplaceFileError(t(UPLOAD_TEXTS.missing));
    if (head.group && members.length > 0) throw new ReplaceFileError(t(REPLACE_TEXTS.oneFile));
    const form = new FormData();
    form.append('file', file, file.name);
    appendPageImages(form, await renderPageImages(client, file.name, bytes, head));
    try {
      const res = await http.post<Profile>(endpointUrl(endpoints.replaceResumeFile, { id }), form);
      // Multipart, so not through `call()`: the profile's reads (page images included) by its tags.
      await revalidateAfter('replaceResumeFile');
      return res.data;
    } catch (error) {
      throw new ReplaceFileError(uploadErrorMessages(error, t).join(' '));
    }
  } finally {
    client.terminate();
  }
}
