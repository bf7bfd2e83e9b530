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
  it("covers the public blank pages without parameters, not the payment results nor the sign-in entry's", () => {
    const paths = prerenderRoutes.map((r) => r.path);
    expect(paths).toEqual(expect.arrayContaining(['/register', '/forgot-password', '/pages/faq']));
    expect(paths.some((p) => p.includes(':') || p.startsWith('/payment'))).toBe(false);
    expect(paths).not.toContain('/dashboard');
    // test/signin.test.tsx covers /login.
    expect(paths).not.toContain('/login');
  });

  it('renders the register form to HTML with its title (hydration is proven in e2e/prerender.spec.ts)', async () => {
    const pages = await prerenderAll();
    expect(pages.map((p) => p.path)).toEqual(prerenderRoutes.map((r) => r.path));
    const register = pages.find((p) => p.path === '/register');
    expect(register?.title).toBe('Register | Talent Marketplace');
    expect(register?.html).toContain('type="password"');
    expect(register?.html).toContain('href="/login"');
    // The guard ran: a guest-only page renders for the anonymous visitor, not a redirect.
    const faq = pages.find((p) => p.path === '/pages/faq');
    expect(faq?.html).toMatch(/<h1[^>]*>/);
  });
});
