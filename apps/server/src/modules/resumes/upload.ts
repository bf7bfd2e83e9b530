/** Reading a resume upload (multipart) and checking what it carries before anything is stored. */
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { MAX_PAGE_IMAGES, acceptedExtension } from '@talent/api/rules';
import { HttpError, badRequest } from '../../lib/errors';
import { UPLOADS, checkText, readParts } from '../../plugins/uploads';
import { isJpeg } from './images';

export interface UploadedFile {
  filename: string;
  mimetype: string;
  data: Buffer;
}

/** Parses a JSON map of page keys to base64 JPEG (`{ page_1: base64 }`) into page order. */
function imagesFromMap(value: string, field: 'page_images' | 'masked_images'): Buffer[] {
  try {
    const map = JSON.parse(value) as Record<string, string>;
    const keys = Object.keys(map).sort((a, b) => Number(a.replace(/\D/g, '')) - Number(b.replace(/\D/g, '')));
    return keys.map((k) => Buffer.from(map[k]!.replace(/^data:image\/jpeg;base64,/, ''), 'base64'));
  } catch {
    const label = field === 'page_images' ? 'Page Images' : 'Masked Images';
    throw badRequest(`Ensure ${label} field is correct!`, {
      [field]: [`${label} must be a JSON map of page keys to base64 JPEG.`],
    });
  }
}

/** Reads a multipart upload: text fields, `file`, the full page images (`page_images` files, or a JSON map
 * of page keys to base64 JPEG in a `page_images` field) and the contact-masked page images
 * (`masked_images`, same forms, same count and order). */
export interface Upload {
  fields: Record<string, string>;
  file?: UploadedFile;
  images: Buffer[];
  masked: Buffer[];
}

/** Reads a resume form through the upload plugin (plugins/uploads.ts: limits and error texts). */
export async function readUpload(req: FastifyRequest): Promise<Upload> {
  const fields: Record<string, string> = {};
  const images: Buffer[] = [];
  const masked: Buffer[] = [];
  let file: UploadedFile | undefined;
  await readParts(req, UPLOADS.resume, async (part) => {
    checkText(part.fieldname, part.fieldname);
    if (part.type === 'file') {
      const { data } = await part.read();
      if (part.fieldname === 'file') {
        checkText('file', part.filename);
        file = { filename: part.filename, mimetype: part.mimetype, data };
      } else if (part.fieldname === 'masked_images' || part.fieldname.startsWith('masked_'))
        masked.push(data);
      else if (part.fieldname === 'page_images' || part.fieldname.startsWith('page_')) images.push(data);
    } else if (part.fieldname === 'page_images' && typeof part.value === 'string') {
      images.push(...imagesFromMap(part.value, 'page_images'));
    } else if (part.fieldname === 'masked_images' && typeof part.value === 'string') {
      masked.push(...imagesFromMap(part.value, 'masked_images'));
    } else if (typeof part.value === 'string') {
      checkText(part.fieldname, part.value);
      fields[part.fieldname] = part.value;
    }
  });
  return { fields, file, images, masked };
}

/** Checks the page images of an upload. The half preview is made from the contact-masked page, so full
 * pages without their masked twins (or with a different count) are refused: a locked preview must never
 * show an unmasked top half. */
function checkImages(images: Buffer[], masked: Buffer[]): void {
  if (images.some((img) => !isJpeg(img)))
    throw badRequest('Ensure Page Images field is correct!', {
      page_images: ['Page images must be JPEG files.'],
    });
  if (images.length > MAX_PAGE_IMAGES)
    throw badRequest('Ensure Page Images field is correct!', {
      page_images: [`At most ${MAX_PAGE_IMAGES} page images.`],
    });
  if (masked.length !== images.length)
    throw badRequest('Ensure Masked Images field is correct!', {
      masked_images: [
        `Send one contact-masked image per page image (${images.length} page images, ${masked.length} masked images).`,
      ],
    });
  if (masked.some((img) => !isJpeg(img)))
    throw badRequest('Ensure Masked Images field is correct!', {
      masked_images: ['Masked images must be JPEG files.'],
    });
}

export function looksLike(ext: string, data: Buffer): boolean {
  if (ext === 'pdf') return data.subarray(0, 5).toString('latin1') === '%PDF-';
  if (ext === 'docx') return data[0] === 0x50 && data[1] === 0x4b;
  if (ext === 'msg') return data.subarray(0, 4).toString('hex') === 'd0cf11e0';
  return true; // html, htm, eml are text
}

/** An uploaded original that passed the checks: its extension and content hash. */
export interface CheckedFile extends UploadedFile {
  ext: string;
  hash: string;
}

/** The file and page images of an upload, checked: the file is required. */
export function checkedUpload({ file, images, masked }: Upload) {
  const checked = checkFile(file);
  checkImages(images, masked);
  return { file: checked, images, masked };
}

/** The original file must be there, of an accepted type, and look like one (406 invalid_file_type). */
function checkFile(file: UploadedFile | undefined): CheckedFile {
  if (!file || file.data.length === 0)
    throw badRequest('The file is required.', { file: ['The file is required.'] });
  const ext = acceptedExtension(file.filename);
  if (!ext || !looksLike(ext, file.data)) {
    throw new HttpError(406, 'Invalid File Type', undefined, 'invalid_file_type');
  }
  return { ...file, ext, hash: createHash('sha256').update(file.data).digest('hex') };
}
