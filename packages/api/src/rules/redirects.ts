/**
 * Where the product may send a browser back to (issue 43): a payment's success and fail pages, a landing
 * link. A value is accepted only when it resolves, against the product's origin, to that same origin, and
 * is answered as the path it resolved to. A path that resolves to `//host/...` is refused too: the browser
 * reads it as another host when it is used as a location (`"/.//evil.example/x"` resolves to the path
 * `//evil.example/x`).
 */
export function sameOriginPath(value: string, origin: string): string | null {
  const own = new URL(origin).origin;
  let url: URL;
  try {
    url = new URL(value, own);
  } catch {
    return null;
  }
  if (url.origin !== own) return null;
  const path = url.pathname + url.search + url.hash;
  if (!path.startsWith('/') || path.startsWith('//')) return null;
  // The answer itself must land on the origin again, whatever reads it next.
  return new URL(path, own).origin === own ? path : null;
}
