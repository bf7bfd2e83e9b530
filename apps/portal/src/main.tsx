import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { canHydrate, holdSkeleton, markInteractive } from './app/boot';
import { initI18n, loadLocale } from './app/i18n';
import { unregisterServiceWorkers } from './app/serviceWorker';

void unregisterServiceWorkers();

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// The keys are the English texts, so the first paint needs no bundle. en.json is added when it arrives
// without re-rendering: an update while a prerendered page is still hydrating would make React throw the
// server HTML away and show the loading screen.
void initI18n('en', false).then(() => {
  const app = (
    <StrictMode>
      <App apiBaseUrl={import.meta.env.VITE_API_BASE_URL ?? ''} />
    </StrictMode>
  );
  if (canHydrate(root, window.location.pathname)) {
    hydrateRoot(root, app);
  } else {
    holdSkeleton(root, window.location.pathname);
    root.replaceChildren();
    markInteractive(root);
    const reactRoot = createRoot(root);
    // A first render in a transition is rendered in slices that yield to the browser (a plain one is a
    // single task); the held loading frame covers the screen meanwhile.
    startTransition(() => reactRoot.render(app));
  }
  void loadLocale('en');
});
