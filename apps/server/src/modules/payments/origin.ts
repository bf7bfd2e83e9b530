/**
 * Which origin a card checkout returns to (issue 43): the one the browser started it from (its `Origin`
 * header), when that is PUBLIC_URL or one of PUBLIC_ORIGINS; otherwise PUBLIC_URL. The session lives in the
 * browser's storage of one origin, so a buyer who opened the portal as http://127.0.0.1 and came back to
 * http://localhost would arrive signed out. The Host header is never used (a forged one must not steer the
 * return), and an origin outside the list falls back to PUBLIC_URL rather than failing the checkout.
 */
export function checkoutBase(
  config: { publicUrl: string; publicOrigins: readonly string[] },
  originHeader: string | string[] | undefined,
): string {
  const given = Array.isArray(originHeader) ? originHeader[0] : originHeader;
  if (!given) return config.publicUrl;
  let origin: string;
  try {
    origin = new URL(given).origin;
  } catch {
    return config.publicUrl;
  }
  // `new URL('null').origin` throws above; an opaque origin ("null") never matches.
  if (origin === config.publicUrl || config.publicOrigins.includes(origin)) return origin;
  return config.publicUrl;
}
