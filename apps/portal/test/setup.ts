import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { configureApiClient } from '@talent/api/client';
import { initI18n } from '../src/app/i18n';

// Texts are their own keys, so tests read English without loading the locale file.
await initI18n('en', false);
// msw/node intercepts fetch; the app's client uses it in tests.
configureApiClient({ adapter: 'fetch' });

afterEach(() => {
  cleanup();
  localStorage.clear();
});
