/** At start the app unregisters any service worker left by an older build (spec 001 section 1). */
export async function unregisterServiceWorkers(
  nav: Navigator | undefined = globalThis.navigator,
): Promise<number> {
  if (!nav || !('serviceWorker' in nav) || !nav.serviceWorker) return 0;
  try {
    const registrations = await nav.serviceWorker.getRegistrations();
    const results = await Promise.all(registrations.map((r) => r.unregister()));
    return results.filter(Boolean).length;
  } catch {
    return 0;
  }
}
