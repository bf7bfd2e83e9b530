import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { initI18n } from './app/i18n';
import { unregisterServiceWorkers } from './app/serviceWorker';

void unregisterServiceWorkers();

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

void initI18n('en').then(() => {
  createRoot(root).render(
    <StrictMode>
      <App apiBaseUrl={import.meta.env.VITE_API_BASE_URL ?? ''} />
    </StrictMode>,
  );
});
