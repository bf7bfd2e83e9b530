import { describe, expect, it } from 'vitest';
import { canHydrate } from '../src/app/boot';
import { prerenderAll, prerenderRoutes } from '../src/prerender';

function rootWith(path: string | undefined): HTMLElement {
  const root = document.createElement('div');
  if (path !== undefined) root.dataset.prerendered = path;
  return root;
}

describe('canHydrate', () => {
  it('hydrates the page made for this path when nobody is signed in', () => {
    expect(canHydrate(rootWith('/login'), '/login')).toBe(true);
  });

  it('renders afresh for another path, an empty root, a signed-in user or a right-to-left layout', () => {
    expect(canHydrate(rootWith('/login'), '/register')).toBe(false);
    expect(canHydrate(rootWith(undefined), '/login')).toBe(false);
    localStorage.setItem('userData', JSON.stringify({ id: 1, email: 'a@b.c', role: 'admin' }));
    expect(canHydrate(rootWith('/login'), '/login')).toBe(false);
    localStorage.clear();
    localStorage.setItem('direction', JSON.stringify('rtl'));
    expect(canHydrate(rootWith('/login'), '/login')).toBe(false);
  });
});

describe('prerendered pages', () => {
  it('covers the public blank pages without parameters, not the payment results', () => {
    const paths = prerenderRoutes.map((r) => r.path);
    expect(paths).toEqual(expect.arrayContaining(['/login', '/register', '/forgot-password', '/pages/faq']));
    expect(paths.some((p) => p.includes(':') || p.startsWith('/payment'))).toBe(false);
    expect(paths).not.toContain('/dashboard');
  });

  it('renders the sign-in form to HTML with its title (hydration is proven in e2e/prerender.spec.ts)', async () => {
    const pages = await prerenderAll();
    expect(pages.map((p) => p.path)).toEqual(prerenderRoutes.map((r) => r.path));
    const login = pages.find((p) => p.path === '/login');
    expect(login?.title).toBe('Login | Talent Marketplace');
    expect(login?.html).toContain('<h1>Welcome back</h1>');
    expect(login?.html).toContain('type="password"');
    expect(login?.html).toContain('href="/forgot-password"');
    // The guard ran: a guest-only page renders for the anonymous visitor, not a redirect.
    const faq = pages.find((p) => p.path === '/pages/faq');
    expect(faq?.html).toMatch(/<h1[^>]*>/);
  });
});
