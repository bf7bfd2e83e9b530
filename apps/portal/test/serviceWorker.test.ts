import { describe, expect, it } from 'vitest';
import { unregisterServiceWorkers } from '../src/app/serviceWorker';

describe('service worker unregistration at start', () => {
  it('unregisters every registration', async () => {
    const calls: string[] = [];
    const registration = (name: string) => ({
      unregister: async () => {
        calls.push(name);
        return true;
      },
    });
    const nav = {
      serviceWorker: { getRegistrations: async () => [registration('a'), registration('b')] },
    } as unknown as Navigator;
    expect(await unregisterServiceWorkers(nav)).toBe(2);
    expect(calls).toEqual(['a', 'b']);
  });

  it('does nothing where service workers do not exist', async () => {
    expect(await unregisterServiceWorkers({} as Navigator)).toBe(0);
  });
});
