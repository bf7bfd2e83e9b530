import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { handlers, overrides } from '@talent/api/msw';
import ApiKeyPage from '../src/pages/account/ApiKeyPage';
import { renderPage, signIn } from './profiles.harness';
import { isShown } from './shown';

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const NOW = '2026-11-22T10:00:00.000Z';
const FULL_KEY = 'tk_AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde';

/** A small in-memory key store, so create and revoke show in the list that follows. */
function statefulKeys() {
  const keys: Array<{ id: number; name: string; prefix: string; created_at: string; last_used_at: null }> =
    [];
  const calls: string[] = [];
  server.use(
    http.get('*/api/api-key', () => HttpResponse.json({ count: keys.length, results: keys })),
    http.post('*/api/api-key', async ({ request }) => {
      const body = (await request.json()) as { name: string };
      calls.push(`POST ${body.name}`);
      const item = { id: keys.length + 1, name: body.name, prefix: FULL_KEY.slice(0, 8), created_at: NOW };
      keys.push({ ...item, last_used_at: null });
      return HttpResponse.json({ ...item, key: FULL_KEY }, { status: 201 });
    }),
    http.delete('*/api/api-key/:id', ({ params }) => {
      calls.push(`DELETE ${String(params.id)}`);
      const i = keys.findIndex((k) => k.id === Number(params.id));
      if (i < 0) return HttpResponse.json({ message: 'API key not found.' }, { status: 404 });
      keys.splice(i, 1);
      return HttpResponse.json({ message: 'The API key was revoked.' });
    }),
  );
  return calls;
}

describe('API key page', () => {
  it('creates a key, shows it once, lists only its prefix, then revokes it', async () => {
    const calls = statefulKeys();
    signIn('jobseeker');
    renderPage('/pages/api-key', <ApiKeyPage />);
    expect(isShown(await screen.findByText('No API keys'))).toBe(true);

    await userEvent.type(screen.getByRole('textbox', { name: /Key Name/ }), '  Build server ');
    await userEvent.click(screen.getByRole('button', { name: 'Create API Key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your new API key' });
    expect(isShown(within(dialog).getByText(FULL_KEY))).toBe(true);
    expect(dialog.textContent).toContain('Copy this key now. It will not be shown again.');
    expect(within(dialog).getByRole('button', { name: 'Copy' }).hasAttribute('disabled')).toBe(false);
    expect(calls).toEqual(['POST Build server']);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Your new API key' })).toBeNull());
    const table = screen.getByRole('grid', { name: 'API Keys' });
    await waitFor(() => expect(table.textContent).toContain('Build server'));
    expect(table.textContent).toContain(`${FULL_KEY.slice(0, 8)}…`);
    expect(screen.queryByText(FULL_KEY)).toBeNull();
    expect(document.body.textContent).not.toContain(FULL_KEY);

    await userEvent.click(screen.getByRole('button', { name: 'Revoke Build server' }));
    const confirm = (await screen.findAllByRole('alertdialog', { name: 'Revoke Build server?' })).at(-1)!;
    await userEvent.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(calls).toContain('DELETE 1'));
    expect(isShown(await screen.findByText('No API keys'))).toBe(true);
  });

  it('does not send an empty name and shows the server refusal', async () => {
    const calls = statefulKeys();
    server.use(
      http.post('*/api/api-key', () =>
        HttpResponse.json(
          { message: 'You can have at most 10 API keys. Revoke one to create another.' },
          { status: 409 },
        ),
      ),
    );
    signIn('recruiter');
    renderPage('/pages/api-key', <ApiKeyPage />);
    await screen.findByText('No API keys');
    await userEvent.click(screen.getByRole('button', { name: 'Create API Key' }));
    expect(calls).toEqual([]);
    await userEvent.type(screen.getByRole('textbox', { name: /Key Name/ }), 'eleventh');
    await userEvent.click(screen.getByRole('button', { name: 'Create API Key' }));
    expect(
      isShown(await screen.findByText('You can have at most 10 API keys. Revoke one to create another.')),
    ).toBe(true);
    expect(screen.queryByRole('dialog', { name: 'Your new API key' })).toBeNull();
  });

  it('lists keys a password reset revoked, says so, and lets them be removed', async () => {
    signIn('recruiter');
    renderPage('/pages/api-key', <ApiKeyPage />);
    const table = await screen.findByRole('grid', { name: 'API Keys' });
    await waitFor(() => expect(table.textContent).toContain('Old laptop'));
    expect(table.textContent).toContain('Active');
    expect(table.textContent).toMatch(/Revoked by the password reset on/);
    expect(screen.getByRole('button', { name: 'Revoke CI' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove Old laptop' })).toBeTruthy();
    expect(document.body.textContent).toContain('Resetting your password revokes every key.');
  });

  it('shows the error state', async () => {
    server.use(overrides.serverError('listApiKeys'));
    signIn('recruiter');
    renderPage('/pages/api-key', <ApiKeyPage />);
    expect(isShown(await screen.findByText('Internal server error'))).toBe(true);
  });
});
