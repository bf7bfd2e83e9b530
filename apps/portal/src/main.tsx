import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { initI18n, loadLocale } from './app/i18n';
import { unregisterServiceWorkers } from './app/serviceWorker';

void unregisterServiceWorkers();

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// The keys are the English texts, so the first paint needs no bundle: en.json (where copy may be
// edited) is applied when it arrives.
void initI18n('en', false).then(() => {
  createRoot(root).render(
    <StrictMode>
      <App apiBaseUrl={import.meta.env.VITE_API_BASE_URL ?? ''} />
    </StrictMode>,
  );
  void loadLocale('en');
});
