/**
 * POST api/resume-uploaded/ (multipart) with per-file upload progress.
 *
 * The shared axios instance of @talent/api/client treats every 406 as "logged in on another device"
 * and ends the session, but uploads answer 406 for their own reasons (invalid_file_type, duplicate,
 * daily_limit). So the upload goes through its own instance, with the same base URL, adapter and
 * Bearer token; a 401 or a 406 `session_elsewhere` is handed back to the shared client by a cheap read,
 * which runs the session rules (one refresh and a replay, or the "Session Expired" alert).
 */
import axios, { AxiosError } from 'axios';
import { call, endpointUrl, http, storage } from '@talent/api/client';
import { endpoints, type EndpointResponse } from '@talent/api/contract';

export type UploadAnswer = EndpointResponse<'uploadResume'>;

const uploader = axios.create();

function post(form: FormData, onProgress: (percent: number) => void) {
  const token = storage.getAccessToken();
  return uploader.post<UploadAnswer>(endpointUrl(endpoints.uploadResume), form, {
    baseURL: http.defaults.baseURL,
    adapter: http.defaults.adapter,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    onUploadProgress: (event) => {
      if (event.total) onProgress(Math.min(100, Math.round((event.loaded * 100) / event.total)));
    },
  });
}

/** Whether the shared client must see this failure (session rules), not the upload screen. */
function isSessionError(error: unknown): boolean {
  if (!(error instanceof AxiosError) || !error.response) return false;
  const { status, data } = error.response;
  return (
    status === 401 ||
    (status === 406 && (data as { code?: string } | undefined)?.code === 'session_elsewhere')
  );
}

export async function sendUpload(
  form: FormData,
  onProgress: (percent: number) => void,
): Promise<UploadAnswer> {
  try {
    return (await post(form, onProgress)).data;
  } catch (error) {
    if (!isSessionError(error)) throw error;
    // Refreshes once (or ends the session with its alert, and then this throws).
    await call('todayResume', { query: { limit: 1, offset: 0 } });
    return (await post(form, onProgress)).data;
  }
}

/** Contract limits of the long text fields (packages/api resumeFieldsSchema). */
const TEXT_MAX: Record<string, number> = {
  original_data: 400_000,
  template_data: 400_000,
  email_body: 100_000,
  work_experience: 50_000,
  experience: 20_000,
  education: 5000,
  technicalSkill: 5000,
  reason: 2000,
  currentCareer: 1000,
  address: 500,
  linkedInUrl: 500,
  industry: 500,
  industry_sector: 500,
  company: 500,
  skill_type: 500,
  skillMatch: 500,
};
const DEFAULT_MAX = 100;
const WIDER: Record<string, number> = {
  secondary_mobile: 40,
  state: 60,
  last_job_state: 60,
  with_mobile_zipcode: 20,
  secondary_email: 200,
  work_status: 200,
  security_clearance: 200,
  citizenship: 200,
  desired_status: 200,
  availability: 200,
  job_title: 300,
  work_location: 300,
  selectedLocation: 300,
  targetJob: 300,
  occupation: 300,
  desired_job: 300,
};

/** Only the contract's fields are sent (the server ignores others). */
const CONTRACT_FIELDS = new Set(Object.keys(endpoints.uploadResume.body.shape));

/** A JSON list that fits `max` characters: entries are dropped from the end until it does. */
function jsonList(list: readonly unknown[], max: number): string {
  let items = [...list];
  let text = JSON.stringify(items);
  while (text.length > max && items.length > 0) {
    items = items.slice(0, -1);
    text = JSON.stringify(items);
  }
  return text;
}

/** The parsed fields as multipart text: lists joined (strings) or JSON (entries), texts within limits. */
export function fieldsToForm(fields: Record<string, unknown>, form = new FormData()): FormData {
  for (const [name, value] of Object.entries(fields)) {
    if (!CONTRACT_FIELDS.has(name) || value === null || value === undefined) continue;
    const max = TEXT_MAX[name] ?? WIDER[name] ?? DEFAULT_MAX;
    let text: string;
    if (Array.isArray(value)) {
      if (value.length === 0) continue;
      text = value.every((v) => typeof v === 'string') ? value.join(', ') : jsonList(value, max);
    } else if (typeof value === 'number') {
      text = String(value);
    } else if (typeof value === 'string') {
      text = value;
    } else {
      text = JSON.stringify(value);
    }
    if (text.length > max) text = text.slice(0, max);
    if (text.trim() === '') continue;
    form.append(name, text);
  }
  return form;
}

/** base64 JPEG page images as `page_images` files, in page order. */
export function appendPageImages(
  form: FormData,
  images: ReadonlyArray<{ key: string; base64: string }>,
): FormData {
  for (const image of images) {
    const bytes = Uint8Array.from(atob(image.base64), (c) => c.charCodeAt(0));
    form.append('page_images', new Blob([bytes], { type: 'image/jpeg' }), `${image.key}.jpg`);
  }
  return form;
}
