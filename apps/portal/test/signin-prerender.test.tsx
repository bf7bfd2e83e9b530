import { describe, expect, it, vi } from 'vitest';
import { prerenderAll } from '../src/signin/prerender';
import { SIGN_IN_PATHS } from '../src/signin/pages';

// As vite.signin.config.ts does for the sign-in bundle. Apart from test/signin.test.tsx: React warns when
// the static renderer and the DOM renderer share context objects in one module graph.
vi.mock('react-router-dom', () => import('../src/signin/react-router-dom'));
vi.mock('react-i18next', () => import('../src/signin/react-i18next'));

describe('the sign-in entry at build time', () => {
  it('renders to HTML with its title and plain links to the other public pages', async () => {
    const pages = await prerenderAll();
    expect(pages.map((p) => p.path)).toEqual([...SIGN_IN_PATHS]);
    const login = pages.find((p) => p.path === '/login');
    expect(login?.title).toBe('Login | Talent Marketplace');
    expect(login?.html).toContain('<h1>Welcome back</h1>');
    expect(login?.html).toContain('type="password"');
    expect(login?.html).toContain('href="/forgot-password"');
    expect(login?.html).toContain('href="/register"');
  });
});
