import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { App } from './app/App';
import { buildRouteObjects } from './routes/router';
import { canHydrate, holdSkeleton, markInteractive } from './app/boot';
import { initI18n, loadLocale } from './app/i18n';
import { unregisterServiceWorkers } from './app/serviceWorker';

void unregisterServiceWorkers();

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

/** Ends the current task, so the steps of the start are separate tasks (none holds a phone's thread long). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// The keys are the English texts, so the first paint needs no bundle. en.json is added when it arrives
// without re-rendering: an update while a prerendered page is still hydrating would make React throw the
// server HTML away and show the loading screen.
void initI18n('en', false).then(async () => {
  const apiBaseUrl = import.meta.env.VITE_API_BASE_URL ?? '';
  if (canHydrate(root, window.location.pathname)) {
    hydrateRoot(
      root,
      <StrictMode>
        <App apiBaseUrl={apiBaseUrl} />
      </StrictMode>,
    );
  } else {
    // Evaluating the app's modules was one task; taking over the page, building the router (it ranks every
    // route) and rendering are each their own.
    await nextTask();
    holdSkeleton(root, window.location.pathname);
    root.replaceChildren();
    markInteractive(root);
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
});
