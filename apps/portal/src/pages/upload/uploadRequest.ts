/**
 * POST api/resume-uploaded/ (multipart) with per-file upload progress, through the shared axios instance
 * of @talent/api/client: a 401 is refreshed once and replayed, a 406 marked `session_elsewhere` ends the
 * session; every other 406 (invalid_file_type, duplicate, daily_limit) comes back here as a message.
 */
import { endpointUrl, http, revalidateAfter } from '@talent/api/client';
import { endpoints, type EndpointResponse } from '@talent/api/contract';

export type UploadAnswer = EndpointResponse<'uploadResume'>;

export async function sendUpload(
  form: FormData,
  onProgress: (percent: number) => void,
): Promise<UploadAnswer> {
  const res = await http.post<UploadAnswer>(endpointUrl(endpoints.uploadResume), form, {
    onUploadProgress: (event) => {
      if (event.total) onProgress(Math.min(100, Math.round((event.loaded * 100) / event.total)));
    },
  });
  // Multipart with progress, so not through `call()`: the reads an upload changes, by its tags.
  await revalidateAfter('uploadResume');
  return res.data;
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

type Base64Image = { key: string; base64: string };

/** The page images of an upload: the full pages and the same pages with the contact details masked. */
export interface UploadImages {
  full: ReadonlyArray<Base64Image>;
  masked: ReadonlyArray<Base64Image>;
}

/**
 * base64 JPEG page images in page order: the full pages as `page_images` files and the contact-masked
 * pages as `masked_images` files (the server makes the locked half preview from these). Both sets or
 * none: the server refuses full pages without their masked twins.
 */
export function appendPageImages(form: FormData, images: UploadImages): FormData {
  if (images.full.length === 0 || images.full.length !== images.masked.length) return form;
  const append = (field: string, list: ReadonlyArray<Base64Image>) => {
    for (const image of list) {
      const bytes = Uint8Array.from(atob(image.base64), (c) => c.charCodeAt(0));
      form.append(field, new Blob([bytes], { type: 'image/jpeg' }), `${image.key}.jpg`);
    }
  };
  append('page_images', images.full);
  append('masked_images', images.masked);
  return form;
}
