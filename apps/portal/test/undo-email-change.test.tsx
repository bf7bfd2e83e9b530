import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { handlers } from '@talent/api/msw';
import UndoEmailChangePage from '../src/pages/auth/UndoEmailChangePage';
import { renderPage } from './profiles.harness';
import { isShown } from './shown';

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('/undo-email-change/:uid/:token', () => {
  it('spends the link on the button, not on load, and shows the answer', async () => {
    const calls: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/api/undo-email-change/')) calls.push(new URL(request.url).pathname);
    });
    renderPage('/undo-email-change/7/tok123', <UndoEmailChangePage />, '/undo-email-change/:uid/:token');
    const button = await screen.findByRole('button', { name: 'Restore my e-mail address' });
    expect(calls).toEqual([]);
    await userEvent.click(button);
    expect(isShown(await screen.findByText(/again and everyone was signed out/))).toBe(true);
    expect(calls).toEqual(['/api/undo-email-change/7/tok123']);
    expect(screen.getByRole('link', { name: 'Reset your password' })).toBeTruthy();
    server.events.removeAllListeners();
  });

  it('shows the refusal of a used or expired link', async () => {
    server.use(
      http.post('*/api/undo-email-change/:uid/:token', () =>
        HttpResponse.json({ message: 'This link is invalid or has expired.' }, { status: 400 }),
      ),
    );
    renderPage('/undo-email-change/7/old', <UndoEmailChangePage />, '/undo-email-change/:uid/:token');
    await userEvent.click(await screen.findByRole('button', { name: 'Restore my e-mail address' }));
    expect(isShown(await screen.findByText('This link is invalid or has expired.'))).toBe(true);
  });
});
