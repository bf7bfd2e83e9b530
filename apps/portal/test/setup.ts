import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { configureApiClient } from '@talent/api/client';
import { initI18n } from '../src/app/i18n';

// Lazy pages compile on first use: give findBy*/waitFor more than 1 s. A CI run under load once spent over
// 5 s importing a page; 10 s leaves room for that and still shows a wait that got slow.
configure({ asyncUtilTimeout: 10_000 });

// Texts are their own keys, so tests read English without loading the locale file.
await initI18n('en', false);
// msw/node intercepts fetch; the app's client uses it in tests.
configureApiClient({ adapter: 'fetch' });

afterEach(() => {
  cleanup();
  localStorage.clear();
});
