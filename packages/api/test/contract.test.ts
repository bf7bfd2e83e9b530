import { describe, expect, it } from 'vitest';
import { buildPath, endpoints, loginBody, registerBody } from '../src/contract';

describe('contract', () => {
  it('every endpoint has a unique method + path and a leading /api/', () => {
    // The phone's share target is a navigation named by the web app manifest, not an API call; the public
    // blog pages, its feed and the sitemap are pages the server renders for readers and search engines.
    const outsideApi = new Set([
      'shareTarget',
      'publicBlogIndex',
      'publicBlogRss',
      'publicBlogPost',
      'sitemap',
    ]);
    const seen = new Set<string>();
    for (const [name, def] of Object.entries(endpoints)) {
      expect(def.path.startsWith('/api/'), name).toBe(!outsideApi.has(name));
      const key = `${def.method} ${def.path.replace(/\/$/, '')}`;
      expect(seen.has(key), key).toBe(false);
      seen.add(key);
    }
  });

  it('keeps the spec spellings', () => {
    expect(endpoints.listUserExperience.path).toBe('/api/user_experiece/');
    expect(endpoints.resendOtpOnMessage.path).toBe('/api/resendOTPOnmessage');
    expect(endpoints.newPassword.path).toBe('/api/new-password/:uid/:token');
  });

  it('builds paths from params', () => {
    expect(buildPath(endpoints.newPassword.path, { uid: 3, token: 'a b' })).toBe('/api/new-password/3/a%20b');
    expect(() => buildPath(endpoints.resendOtp.path, {})).toThrow(/id/);
  });

  it('validates login and register bodies', () => {
    expect(loginBody.safeParse({ email: 'A@Example.com ', password: 'x' }).success).toBe(true);
    expect(loginBody.safeParse({ email: 'a@example.com', otp: '1234' }).success).toBe(true);
    expect(loginBody.safeParse({ email: 'a@example.com', otp: '12a4' }).success).toBe(false);
    expect(loginBody.safeParse({ email: 'nope' }).success).toBe(false);
    const reg = registerBody.safeParse({ full_name: 'A', email: 'a@b.co', password: 'short', role: 'admin' });
    expect(reg.success).toBe(false);
    if (!reg.success) {
      const fields = reg.error.issues.map((i) => i.path.join('.'));
      expect(fields).toEqual(expect.arrayContaining(['password', 'role']));
    }
  });
});
