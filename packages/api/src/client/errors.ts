/**
 * Reading an error answer, whichever transport sent the call: axios (`AxiosError`) or fetch
 * (`ApiResponseError`, publicCalls.ts). Both carry `response.status` and `response.data`; this module
 * imports neither axios nor anything that does, so a page that only signs in stays without axios.
 */

/** The server's error body: `{ message, errors?: { field: string[] } }`. */
export interface ApiErrorBody {
  message?: string;
  errors?: Record<string, string[]>;
  code?: string;
  price?: number;
}

/** A non-2xx answer to a call sent with fetch, shaped like axios's error so one reader serves both. */
export class ApiResponseError extends Error {
  readonly response: { status: number; data: unknown };

  constructor(status: number, data: unknown) {
    super(`Request failed with status code ${status}`);
    this.name = 'ApiResponseError';
    this.response = { status, data };
  }
}

/** The answer an error carries: an AxiosError's or an ApiResponseError's; none for a network failure. */
function responseOf(error: unknown): { status?: number; data?: unknown } | undefined {
  if (!(error instanceof Error)) return undefined;
  const response = (error as { response?: unknown }).response;
  return typeof response === 'object' && response !== null ? (response as { status?: number }) : undefined;
}

/** First message of an error answer: the first field error, else `message`, else the fallback. */
export function firstErrorMessage(error: unknown, fallback = 'Something went wrong'): string {
  const body = responseOf(error)?.data as ApiErrorBody | undefined;
  if (typeof body !== 'object' || body === null) return fallback;
  const fieldErrors = body.errors ? Object.values(body.errors).flat() : [];
  if (typeof fieldErrors[0] === 'string' && fieldErrors[0]) return fieldErrors[0];
  if (typeof body.message === 'string' && body.message) return body.message;
  return fallback;
}

/** The server's per-field messages (`errors`), keyed by the request's field names; empty when it sent none. */
export function fieldErrorsOf(error: unknown): Record<string, string[]> {
  const errors = (responseOf(error)?.data as ApiErrorBody | undefined)?.errors;
  return typeof errors === 'object' && errors !== null ? errors : {};
}

export function errorStatus(error: unknown): number | undefined {
  const status = responseOf(error)?.status;
  return typeof status === 'number' ? status : undefined;
}

/** The current price of a purchase refused with 409 `price_changed` (unlock, rent, buy); else undefined. */
export function changedPrice(error: unknown): number | undefined {
  const response = responseOf(error);
  const body = response?.data as ApiErrorBody | undefined;
  if (response?.status !== 409 || typeof body !== 'object' || body === null) return undefined;
  return body.code === 'price_changed' && typeof body.price === 'number' ? body.price : undefined;
}
