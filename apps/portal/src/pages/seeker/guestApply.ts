/**
 * A guest application: the resume is parsed in the browser by the upload page's parser worker, then sent
 * as POST api/apply_as_guest (multipart) with the guest's fields, the parsed resume fields, the file and
 * the page images, exactly as an upload is built (fieldsToForm + appendPageImages).
 */
import { endpointUrl, http } from '@talent/api/client';
import { endpoints, type EndpointResponse } from '@talent/api/contract';
import { MAX_COVER_NOTE, MAX_UPLOAD_BYTES, acceptedExtension } from '@talent/api/rules';
import type { ParserWorkerClient } from '@talent/parser/client';
import { parseErrorMessage, UPLOAD_TEXTS } from '../upload/uploadErrors';
import { appendPageImages, fieldsToForm } from '../upload/uploadRequest';
import { renderPageImages } from '../upload/useUploadQueue';

type Translate = Parameters<typeof parseErrorMessage>[1];

export interface GuestValues {
  name: string;
  email: string;
  coverNote: string;
  file: File | null;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The checks made before anything is parsed or sent, keyed by the request's field names. */
export function guestErrors(values: GuestValues, t: (key: string) => string): Record<string, string> {
  const errors: Record<string, string> = {};
  const name = values.name.trim();
  if (name.length === 0) errors.guest_name = t('Your name is required.');
  else if (name.length < 2) errors.guest_name = t('Your name has at least 2 characters.');
  else if (name.length > 100) errors.guest_name = t('Your name has at most 100 characters.');
  const email = values.email.trim();
  if (!email) errors.guest_email = t('Your e-mail is required.');
  else if (!EMAIL.test(email)) errors.guest_email = t('Enter a valid e-mail address.');
  if (!values.file) errors.file = t('Choose your resume file.');
  else if (!acceptedExtension(values.file.name))
    errors.file = t('Only docx, html, msg and pdf files are accepted.');
  else if (values.file.size > MAX_UPLOAD_BYTES) errors.file = t('The file is larger than 10 MB.');
  if (values.coverNote.trim().length > MAX_COVER_NOTE)
    errors.cover_note = t('A cover note has at most 2000 characters.');
  return errors;
}

/** A file the parser refused: the message to show, not sent to the server. */
export class ParseRefused extends Error {}

/** Parses the file and builds the multipart form of api/apply_as_guest. */
export async function buildGuestForm(
  client: ParserWorkerClient,
  jobId: number,
  values: GuestValues & { file: File },
  t: Translate,
): Promise<FormData> {
  const { file } = values;
  const bytes = new Uint8Array(await file.arrayBuffer());
  // No exclusion lists: they belong to signed-in users; the parser's own defaults apply.
  const outcome = await client.parse(file.name, bytes, { maxBytes: MAX_UPLOAD_BYTES });
  if (!outcome.ok) throw new ParseRefused(parseErrorMessage(outcome.error.code, t));
  const doc = outcome.documents[0];
  if (!doc || doc.error) throw new ParseRefused(t(UPLOAD_TEXTS.missing));
  const form = fieldsToForm(doc.fields as unknown as Record<string, unknown>);
  form.set('guest_name', values.name.trim());
  form.set('guest_email', values.email.trim());
  form.set('job_id', String(jobId));
  const note = values.coverNote.trim();
  if (note) form.set('cover_note', note);
  form.append('file', file, file.name);
  appendPageImages(form, await renderPageImages(client, file.name, bytes, doc));
  return form;
}

export type GuestAnswer = EndpointResponse<'applyAsGuest'>;

export async function sendGuestApplication(
  form: FormData,
  onProgress: (percent: number) => void,
): Promise<GuestAnswer> {
  const res = await http.post<GuestAnswer>(endpointUrl(endpoints.applyAsGuest), form, {
    onUploadProgress: (event) => {
      if (event.total) onProgress(Math.min(100, Math.round((event.loaded * 100) / event.total)));
    },
  });
  return res.data;
}
