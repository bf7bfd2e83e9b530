/**
 * The landing page rendered on the server (issue 20): scripts/prerender.mjs bundles this file for Node into
 * dist/server/landing.mjs with vite.signin.config.ts (the small stand-ins for react-router-dom and
 * react-i18next), beside dist/server/landing.html, the page's document with its CSS inline and one small script
 * (src/landing/enhance.ts). The API server imports it when a visitor opens `/` and fills it from the
 * landing-content calls and the plans (apps/server/src/modules/landing/page.ts), so the page is complete HTML
 * with the current content, and loads no React at all.
 */
import { readFileSync } from 'node:fs';
import { renderToString } from 'react-dom/server';
import { I18nProvider } from 'react-aria-components';
import { LandingView, type LandingData } from '../pages/landing/LandingPage';

export { LANDING_META } from '../pages/landing/LandingPage';

export type { LandingData };

/** Where the page's body goes in dist/server/landing.html. */
export const LANDING_SLOT = '<!--landing-page-->';

let template: string | undefined;

/** The whole document for `data`. */
export function renderLandingDocument(data: LandingData): string {
  template ??= readFileSync(new URL('./landing.html', import.meta.url), 'utf8');
  const body = renderToString(
    <I18nProvider locale="en-US">
      <LandingView {...data} />
    </I18nProvider>,
  );
  const at = template.indexOf(LANDING_SLOT);
  if (at < 0) throw new Error('dist/server/landing.html has no slot for the page');
  return template.slice(0, at) + body + template.slice(at + LANDING_SLOT.length);
}
