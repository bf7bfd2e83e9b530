import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';

/**
 * The template gallery: the demo screens of spec 001 on the demo layer's msw handlers (src/mocks). The
 * worker is scoped to the gallery's base, so it never sees the product portal's requests.
 */
async function start() {
  const { setupWorker } = await import('msw/browser');
  const { demoHandlers } = await import('./mocks');
  const base = import.meta.env.BASE_URL;
  await setupWorker(...demoHandlers).start({
    // Calls with no matching handler pass through to the network (spec 001 section 7).
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: `${base}mockServiceWorker.js`, options: { scope: base } },
  });
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
