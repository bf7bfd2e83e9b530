/** Personal API keys: a signed-in user lists, creates and revokes keys; a request with `X-Api-Key: <key>`
 * acts as the key's owner. The full key is answered once, on creation; only its first 8 characters are kept
 * readable (`prefix`). */
import { z } from 'zod';
import { endpoint, idParam, listOf, messageBody } from './core';

const signedIn = { action: 'read', subject: 'Auth' } as const;

/** At most this many keys per user (409 beyond). */
export const API_KEY_LIMIT = 10;

export const apiKeyItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  prefix: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  /** Set when a password reset (or an undone e-mail change) revoked the key: it no longer works. */
  revoked_at: z.string().nullable(),
  /** Why: "password_reset" or "email_change_undone". */
  revoked_reason: z.string().nullable(),
});
export type ApiKeyItem = z.infer<typeof apiKeyItemSchema>;

export const createdApiKeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  prefix: z.string(),
  created_at: z.string(),
  key: z.string(),
});
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

export const apiKeyBody = z.object({
  name: z
    .string({ message: 'The name is required.' })
    .trim()
    .min(1, { message: 'The name is required.' })
    .max(60, { message: 'At most 60 characters.' }),
});

export const apiKeyEndpoints = {
  listApiKeys: endpoint({
    method: 'GET',
    path: '/api/api-key',
    summary:
      'My API keys (never the keys themselves, only their first 8 characters); keys a password reset revoked are listed as revoked.',
    response: listOf(apiKeyItemSchema),
    access: signedIn,
  }),
  createApiKey: endpoint({
    invalidates: ['apiKeys'],
    method: 'POST',
    path: '/api/api-key',
    summary: 'Create an API key; the full key is answered this once only.',
    body: apiKeyBody,
    status: 201,
    response: createdApiKeySchema,
    errors: { 400: 'Invalid fields', 409: 'At most 10 keys per user' },
    verifiedEmail: true,
    sessionOnly: true,
    access: signedIn,
  }),
  revokeApiKey: endpoint({
    invalidates: ['apiKeys'],
    method: 'DELETE',
    path: '/api/api-key/:id',
    summary: 'Revoke one of my API keys.',
    params: idParam,
    response: messageBody,
    errors: { 404: 'Not found' },
    sessionOnly: true,
    access: signedIn,
  }),
} as const;
