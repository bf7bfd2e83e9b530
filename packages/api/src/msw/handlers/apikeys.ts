/** API keys: list, create (the only answer with the full key) and revoke. */
import type { HttpHandler } from 'msw';
import { NOW, handle } from '../handle';

export const apiKeyHandlers: HttpHandler[] = [
  handle('listApiKeys', () => ({
    count: 2,
    results: [
      {
        id: 1,
        name: 'CI',
        prefix: 'tk_Ab3dE',
        created_at: NOW,
        last_used_at: null,
        revoked_at: null,
        revoked_reason: null,
      },
      {
        id: 3,
        name: 'Old laptop',
        prefix: 'tk_Qr7sT',
        created_at: NOW,
        last_used_at: null,
        revoked_at: NOW,
        revoked_reason: 'password_reset',
      },
    ],
  })),
  handle('createApiKey', ({ body }) => ({
    id: 2,
    name: body.name,
    prefix: 'tk_Zx9yW',
    created_at: NOW,
    key: 'tk_Zx9yWmockmockmockmockmockmockmockmockmock',
  })),
  handle('revokeApiKey', () => ({ message: 'The API key was revoked.' })),
];
