/** The upload rows of the error catalogue (spec 000 section 8), as pure functions. */
import { AxiosError } from 'axios';
import type { TFunction } from 'i18next';

export const UPLOAD_TEXTS = {
  serverError: 'Internal server error',
  missing: "This file can't be accepted because information is missing.",
  invalidType: 'Invalid File Type',
  ensureField: 'Ensure {{field}} field is correct!',
} as const;

/** "first_name" -> "First Name": underscores to spaces, words capitalised. */
export function fieldLabel(field: string): string {
  return field
    .split('_')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

interface ErrorBody {
  message?: unknown;
  errors?: Record<string, unknown>;
}

/**
 * The messages of a failed upload:
 * - 406: the message of the response body;
 * - 400: "Ensure {Field Name} field is correct!" per field of the body, otherwise the body's message;
 * - 500: "Internal server error";
 * - anything else: "This file can't be accepted because information is missing.".
 */
export function uploadErrorMessages(error: unknown, t: TFunction): string[] {
  const missing = t(UPLOAD_TEXTS.missing);
  if (!(error instanceof AxiosError) || !error.response) return [missing];
  const { status } = error.response;
  const body = (error.response.data ?? {}) as ErrorBody;
  const message = typeof body.message === 'string' && body.message.trim() ? body.message : null;
  if (status === 406) return [message ?? missing];
  if (status === 400) {
    const fields = body.errors && typeof body.errors === 'object' ? Object.keys(body.errors) : [];
    if (fields.length)
      return fields.map((field) => t(UPLOAD_TEXTS.ensureField, { field: fieldLabel(field) }));
    return [message ?? missing];
  }
  if (status === 500) return [t(UPLOAD_TEXTS.serverError)];
  return [missing];
}

/** The message of a file the parser could not read: an unsupported type, else the catalogue's default. */
export function parseErrorMessage(code: string, t: TFunction): string {
  return code === 'invalid_type' ? t(UPLOAD_TEXTS.invalidType) : t(UPLOAD_TEXTS.missing);
}
