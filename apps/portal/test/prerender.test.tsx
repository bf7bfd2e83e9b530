import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAGE_TRANSITION_MS } from '@talent/ui';
import { canHydrate, holdSkeleton, releaseSkeleton } from '../src/app/boot';
import { prerenderAll, prerenderRoutes, prerenderSkeletons, skeletonRoutes } from '../src/prerender';

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
    // Blank pages have no shell, so nothing of the loading frame's shell script.
    expect(register?.html).not.toContain('data-narrow');
    // The guard ran: a guest-only page renders for the anonymous visitor, not a redirect.
    const faq = pages.find((p) => p.path === '/pages/faq');
    expect(faq?.html).toMatch(/<h1[^>]*>/);
  });
});

describe('the loading frame of a signed-in page', () => {
  afterEach(() => {
    releaseSkeleton();
    vi.useRealTimers();
    localStorage.clear();
    document.body.replaceChildren();
  });

  function frameRoot(path = '/dashboard'): HTMLElement {
    const root = document.createElement('div');
    root.dataset.skeleton = path;
    root.innerHTML = '<div data-layout="vertical"><h1>Dashboard</h1></div>';
    document.body.append(root);
    return root;
  }
  const signIn = () =>
    localStorage.setItem('userData', JSON.stringify({ id: 1, email: 'r@x.io', role: 'recruiter' }));
  const layers = () => document.querySelectorAll('body > [data-skeleton]');

  it('is held over the app for the signed-in user, hidden from assistive technology, until the page is shown', async () => {
    vi.useFakeTimers();
    signIn();
    const root = frameRoot();
    expect(holdSkeleton(root, '/dashboard')).toBe(true);
    // root is empty for the app, and the frame sits in its own layer.
    expect(root.childNodes).toHaveLength(0);
    expect(root.dataset.skeleton).toBeUndefined();
    expect(layers()).toHaveLength(1);
    const layer = layers()[0] as HTMLElement;
    expect(layer.querySelector('h1')?.textContent).toBe('Dashboard');
    expect(layer.getAttribute('aria-hidden')).toBe('true');
    expect(layer.inert).toBe(true);
    releaseSkeleton();
    // It stays while the page's entrance animation runs, so the page does not fade in from blank.
    await vi.advanceTimersByTimeAsync(PAGE_TRANSITION_MS - 1);
    expect(layers()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(layers()).toHaveLength(0);
  });

  it('is left for the app to clear for a visitor, another path or a collapsed menu', () => {
    const anonymous = frameRoot();
    expect(holdSkeleton(anonymous, '/dashboard')).toBe(false);
    expect(anonymous.dataset.skeleton).toBeUndefined();
    signIn();
    expect(holdSkeleton(frameRoot(), '/wallet')).toBe(false);
    localStorage.setItem('menuCollapsed', 'true');
    expect(holdSkeleton(frameRoot(), '/dashboard')).toBe(false);
    expect(layers()).toHaveLength(0);
  });

  it('renders the shell and the dashboard before any data, inline, with no user in it', async () => {
    expect(skeletonRoutes.map((r) => r.path)).toEqual(['/dashboard']);
    const [frame] = await prerenderSkeletons();
    expect(frame?.title).toBe('Dashboard | Talent Marketplace');
    const html = frame?.html ?? '';
    expect(html).toMatch(/<h1[^>]*>Dashboard<\/h1>/);
    expect(html).toContain('aria-label="Loading chart"');
    const statistics = html.slice(html.indexOf('aria-label="Token statistics"'));
    expect(statistics.slice(0, statistics.indexOf('</section>')).match(/aria-busy="true"/g)).toHaveLength(4);
    // The page is sent complete, not as a Suspense boundary for a script to fill in later (only the shell's
    // theme customizer button is).
    const outlined = html.indexOf('<template id="B:');
    expect(outlined === -1 ? html : html.slice(0, outlined)).toContain('Top TAT Earning Profiles');
    // The second table is below the fold: its placeholder, as the browser first shows it.
    expect(html).toContain('Least TAT Earning Profiles');
    expect(html.match(/placeholder="Search By Full Name"/g)).toHaveLength(1);
    // The shell's narrow layout is chosen before any of the shell's content is parsed (and painted).
    expect(html).toMatch(
      /^<div[^>]*data-layout="vertical"[^>]*><script>[^]*?setAttribute\('data-narrow',''\)/,
    );
  });
});
