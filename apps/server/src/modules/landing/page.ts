/**
 * `/` for visitors (issue 20): the landing page as complete HTML, rendered here from the landing-content
 * sections and the plans with the renderer the portal's build leaves in dist/server/landing.mjs
 * (apps/portal/src/landing/server.tsx). The server treats it as a build artifact, as it treats the
 * prerendered HTML files: nothing of the portal's source is imported. Without a build (tests, `vite dev`)
 * `/` falls through to the portal's index.html and the app renders the page itself.
 *
 * Rendered pages are kept for a short while (a visit costs one string copy); a save in this process drops the
 * copy at once, and other processes (several servers) and plan changes catch up within `LANDING_PAGE_TTL_MS`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Kysely } from 'kysely';
import type { LandingSection, LandingSectionContent, Plan } from '@talent/api';
import type { Database } from '../../db/schema';
import { plansRepo } from '../plans/repo';
import { planOut } from '../payments/service';

export const LANDING_PAGE_TTL_MS = 30_000;

/** What dist/server/landing.mjs exports (apps/portal/src/landing/server.tsx). */
interface LandingRenderer {
  renderLandingDocument(data: {
    hero?: LandingSectionContent;
    market?: LandingSectionContent;
    partners?: LandingSectionContent;
    features?: LandingSectionContent;
    cta?: LandingSectionContent;
    plans?: readonly Plan[];
  }): string;
}

export function landingRendererFile(portalDist: string | undefined): string | undefined {
  if (!portalDist) return undefined;
  const file = path.resolve(portalDist, 'server', 'landing.mjs');
  return fs.existsSync(file) && fs.existsSync(path.resolve(portalDist, 'server', 'landing.html'))
    ? file
    : undefined;
}

export function landingPage({
  db,
  now,
  rendererFile,
  read,
}: {
  db: Kysely<Database>;
  now: () => number;
  rendererFile: string;
  read: (section: LandingSection) => Promise<LandingSectionContent>;
}) {
  let renderer: Promise<LandingRenderer> | undefined;
  let cached: { html: string; at: number } | undefined;

  async function render(): Promise<string> {
    renderer ??= import(pathToFileURL(rendererFile).href) as Promise<LandingRenderer>;
    const [hero, market, partners, features, cta, plans] = await Promise.all([
      read('sliding_window'),
      read('market_for_talent'),
      read('our_partner'),
      read('feature'),
      read('waiting_for'),
      plansRepo(db).all(),
    ]);
    return (await renderer).renderLandingDocument({
      hero,
      market,
      partners,
      features,
      cta,
      plans: plans.map(planOut),
    });
  }

  return {
    async html(): Promise<string> {
      const t = now();
      if (cached && t - cached.at < LANDING_PAGE_TTL_MS) return cached.html;
      const html = await render();
      cached = { html, at: t };
      return html;
    },
    /** After a save: the next visit renders afresh. */
    invalidate() {
      cached = undefined;
    },
  };
}
