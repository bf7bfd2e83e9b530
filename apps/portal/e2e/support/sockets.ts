import type { Page } from '@playwright/test';

/**
 * Counts the page's notification sockets once they are open. The server registers a socket with its hub
 * before it answers the upgrade, so an open socket is one the next notification reaches.
 */
export async function countOpenNotificationSockets(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __openNotificationSockets: number };
    w.__openNotificationSockets = 0;
    const Native = window.WebSocket;
    window.WebSocket = class extends Native {
      constructor(url: string | URL, protocols?: string | string[]) {
        super(url, protocols);
        if (String(url).includes('/api/notifications/'))
          this.addEventListener('open', () => (w.__openNotificationSockets += 1));
      }
    };
  });
}

/** How many notification sockets of the page have opened (after `countOpenNotificationSockets`). */
export function openNotificationSockets(page: Page): Promise<number> {
  return page.evaluate(
    () => (window as unknown as { __openNotificationSockets: number }).__openNotificationSockets,
  );
}
