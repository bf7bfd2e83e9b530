import type { Browser, BrowserContext, ConsoleMessage } from '@playwright/test';

/**
 * Records Content-Security-Policy violations of every page of a browser context: the document's
 * `securitypolicyviolation` events (reported through a binding, so they survive navigations) and the
 * browser's "Refused to … Content Security Policy" console errors. The shared `test` of fixtures.ts
 * watches every context of every journey and fails the test if any were recorded (issue 24).
 */
export class CspWatch {
  readonly violations: string[] = [];
  private readonly watched = new WeakSet<BrowserContext>();

  async watch(context: BrowserContext): Promise<void> {
    if (this.watched.has(context)) return;
    this.watched.add(context);
    await context.exposeBinding('__e2eCspViolation', (source, text: string) => {
      this.violations.push(`${source.page?.url() ?? '?'}: ${text}`);
    });
    await context.addInitScript(() => {
      document.addEventListener(
        'securitypolicyviolation',
        (e) => {
          const report = (window as unknown as { __e2eCspViolation?: (text: string) => void })
            .__e2eCspViolation;
          report?.(
            `${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'} at ${e.sourceFile}:${e.lineNumber}` +
              (e.sample ? ` "${e.sample}"` : ''),
          );
        },
        true,
      );
    });
    context.on('console', (message: ConsoleMessage) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
        this.violations.push(`${message.page()?.url() ?? '?'}: ${message.text()}`);
    });
  }

  /** Makes `browser.newContext` watch the contexts a test opens itself; the answer undoes it. */
  watchNewContexts(browser: Browser): () => void {
    const original = browser.newContext.bind(browser);
    browser.newContext = async (...args: Parameters<Browser['newContext']>) => {
      const context = await original(...args);
      await this.watch(context);
      return context;
    };
    return () => {
      browser.newContext = original;
    };
  }
}
