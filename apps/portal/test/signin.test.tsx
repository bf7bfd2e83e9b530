import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { configurePublicCalls, storage } from '@talent/api/client';
import { translate } from '../src/signin/react-i18next';
import { SignInApp } from '../src/signin/SignInApp';
import { SIGN_IN_PATHS, isSignInPath } from '../src/signin/pages';

// As vite.signin.config.ts does for the sign-in bundle.
vi.mock('react-router-dom', () => import('../src/signin/react-router-dom'));
vi.mock('react-i18next', () => import('../src/signin/react-i18next'));

const API = 'http://signin.test';
const server = setupServer();
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  configurePublicCalls({ baseURL: API });
});
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => {
  server.close();
  configurePublicCalls({ baseURL: '' });
});

describe('the sign-in stand-ins', () => {
  it('translate fills {{placeholders}} as i18next does and keeps unknown ones', () => {
    expect(translate('Please sign in to your account.')).toBe('Please sign in to your account.');
    expect(translate('Hello {{name}}, {{ count }} new', { name: 'Jo', count: 3 })).toBe('Hello Jo, 3 new');
    expect(translate('Hello {{name}}')).toBe('Hello {{name}}');
  });

  it('knows its paths', () => {
    expect(SIGN_IN_PATHS).toContain('/login');
    expect(isSignInPath('/login')).toBe(true);
    expect(isSignInPath('/dashboard')).toBe(false);
  });
});

describe('the sign-in page of the sign-in entry', () => {
  it('signs in with fetch, stores the session and loads the home page', async () => {
    const replace = vi.spyOn(window.location, 'replace').mockImplementation(() => undefined);
    let attempts = 0;
    server.use(
      http.post(`${API}/api/login`, async ({ request }) => {
        attempts += 1;
        const body = (await request.json()) as { password: string };
        if (body.password !== 'Right#2026')
          return HttpResponse.json({ message: 'Email or Password is Invalid' }, { status: 400 });
        return HttpResponse.json({
          accessToken: 'access-token',
          refreshToken: 'refresh-token',
          userData: { id: 7, email: 'r@example.com', full_name: 'R', role: 'recruiter' },
        });
      }),
    );
    render(<SignInApp path="/login" />);
    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: 'r@example.com' } });
    fireEvent.change(screen.getByLabelText(/Password/), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Email or Password is Invalid');
    expect(storage.getAccessToken()).toBeNull();

    fireEvent.change(screen.getByLabelText(/Password/), { target: { value: 'Right#2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/dashboard'));
    expect(attempts).toBe(2);
    expect(storage.getAccessToken()).toBe('access-token');
    expect(storage.getUserData()?.email).toBe('r@example.com');
  });
});
