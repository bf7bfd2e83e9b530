/** Account rights (issue 44 part B): the data archive, the account's deletion and the retention setting. */
import { HttpResponse, type HttpHandler } from 'msw';
import { NOW, handle } from '../handle';

const LATER = '2026-01-16T09:00:00.000Z';

export const rightsHandlers: HttpHandler[] = [
  handle('dataExportStatus', () => ({
    state: 'none' as const,
    requested_at: null,
    ready_at: null,
    expires_at: null,
    size_bytes: null,
    next_allowed_at: null,
  })),
  handle('requestDataExport', () => ({
    state: 'preparing' as const,
    requested_at: NOW,
    ready_at: null,
    expires_at: null,
    size_bytes: null,
    next_allowed_at: LATER,
  })),
  handle(
    'downloadDataExport',
    () =>
      new HttpResponse(new Uint8Array([0x50, 0x4b, 5, 6]), {
        headers: { 'content-type': 'application/zip' },
      }),
  ),
  handle('accountDeletionStatus', () => ({
    state: 'none' as const,
    requested_at: null,
    delete_after: null,
    has_password: true,
    team_members: 0,
  })),
  handle('accountDeletionCode', () => ({ message: 'A code was sent to your e-mail address.' })),
  handle('requestAccountDeletion', () => ({
    message: 'Your account will be deleted on 2026-01-29. We e-mailed you a link to undo this.',
    delete_after: LATER,
  })),
  handle('cancelAccountDeletion', () => ({ message: 'Your account will not be deleted.' })),
  handle('undoAccountDeletion', () => ({ message: 'Your account will not be deleted. Sign in to use it.' })),
  handle('retentionSettings', () => ({
    enabled: false,
    months: 24,
    candidates: 3,
    last_run_at: null,
    last_purged: 0,
  })),
  handle('retentionDryRun', ({ request }) => ({
    months: Number(new URL(request.url).searchParams.get('months') ?? 24),
    count: 3,
  })),
  handle('updateRetention', ({ body }) => ({
    enabled: body.enabled,
    months: body.months,
    candidates: 3,
    last_run_at: null,
    last_purged: 0,
  })),
];
