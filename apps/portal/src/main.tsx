// The start is a chain of short tasks. Evaluating the app's modules in one go was a single task of 50-110 ms on
// this machine, four times that on a phone (Lighthouse counts every task's time over 50 ms as blocking). Here
// each step evaluates its own part of the graph (or does its own work) and then ends its task. The chunks are
// not fetched one step after the other: index.html (and a prerendered page's loader) preloads all of them at
// once (`preloadStartChunks` in vite.plugins.ts), so a step only evaluates what has already arrived.
const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

/** Ends the current task: what follows runs in a new one, after the browser has had its turn. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Imports a step's modules (evaluated in the task the import completes in), then ends that task. */
async function step<T>(load: () => Promise<T>): Promise<T> {
  const loaded = await load();
  await nextTask();
  return loaded;
}

/**
 * The browser's first use of Intl for a locale loads its data: 10-30 ms on this machine, once, and never
 * split. Done here for the locale the app will format in, in tasks of its own, rather than inside the first
 * render that formats a number or a date.
 */
async function warmIntl(locale: string): Promise<void> {
  new Intl.NumberFormat(locale).format(1);
  await nextTask();
  new Intl.DateTimeFormat(locale).format(0);
  await nextTask();
}

async function start(root: HTMLElement): Promise<void> {
  const { StrictMode, startTransition } = await step(() => import('react'));
  const { createRoot, hydrateRoot } = await step(() => import('react-dom/client'));
  const { initI18n, loadLocale } = await step(() => import('./app/i18n'));
  // The keys are the English texts, so the first paint needs no bundle. en.json is added when it arrives
  // without re-rendering: an update while a prerendered page is still hydrating would make React throw the
  // server HTML away and show the loading screen.
  await initI18n('en', false);
  await step(() => import('react-router-dom'));
  const { readLayoutSettings } = await step(() => import('./app/startTheme'));
  // The reader's locale (remembered, else English) is the one the ThemeProvider gives react-aria.
  await warmIntl(readLayoutSettings().locale);
  await step(() => import('./app/session'));
  const { buildRouteObjects } = await step(() => import('./routes/router'));
  const { App } = await step(() => import('./app/App'));
  const { canHydrate, holdSkeleton, markInteractive } = await import('./app/boot');
  const { createBrowserRouter } = await import('react-router-dom');

  const apiBaseUrl = import.meta.env.VITE_API_BASE_URL ?? '';
  if (canHydrate(root, window.location.pathname)) {
    hydrateRoot(
      root,
      <StrictMode>
        <App apiBaseUrl={apiBaseUrl} />
      </StrictMode>,
    );
  } else {
    holdSkeleton(root, window.location.pathname);
    root.replaceChildren();
    markInteractive(root);
    // Building the router ranks every route: a task of its own too.
    await nextTask();
    const router = createBrowserRouter(buildRouteObjects());
    await nextTask();
    const reactRoot = createRoot(root);
    // A first render in a transition is rendered in slices that yield to the browser (a plain one is a
    // single task); the held loading frame covers the screen meanwhile.
    startTransition(() =>
      reactRoot.render(
        <StrictMode>
          <App router={router} apiBaseUrl={apiBaseUrl} />
        </StrictMode>,
      ),
    );
  }
  void loadLocale('en');
  // An older build's service worker, if any, is let go once the page is on its way.
  const { unregisterServiceWorkers } = await import('./app/serviceWorker');
  void unregisterServiceWorkers();
}

/**
 * A step whose chunk never arrives (a dropped connection, a deployment that replaced the files) would leave the
 * page as it was: readable but inert, or the loading frame, with nothing happening. Say so instead, above it.
 */
function startFailed(root: HTMLElement, error: unknown): void {
  console.error(error);
  const alert = document.createElement('p');
  alert.setAttribute('role', 'alert');
  alert.textContent = 'Talent Marketplace could not start. Check your connection and reload the page.';
  alert.style.cssText =
    'margin:1rem;padding:1rem;border:1px solid #d0353f;border-radius:6px;font-family:sans-serif;background:#fff;color:#1f2937';
  root.before(alert);
}

start(root).catch((error: unknown) => startFailed(root, error));
