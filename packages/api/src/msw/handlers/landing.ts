/** Landing content (contract/landing.ts) on fixtures: the five sections, and a save that answers what it
 * was given, as the server does. */
import type { HttpHandler } from 'msw';
import type { LandingSection } from '../../contract/landing';
import { NOW, handle } from '../handle';
import { landingFixture } from '../landingFixtures';

const read = (section: LandingSection) => () => landingFixture(section);

export const landingHandlers: HttpHandler[] = [
  handle('slidingWindow', read('sliding_window')),
  handle('marketForTalent', read('market_for_talent')),
  handle('ourPartner', read('our_partner')),
  handle('feature', read('feature')),
  handle('waitingFor', read('waiting_for')),
  handle('updateLandingSection', ({ params, body }) => ({
    section: params.section as LandingSection,
    title: body.title,
    subtitle: body.subtitle ?? '',
    items: body.items.map((i) => ({
      title: i.title,
      text: i.text ?? '',
      icon: i.icon ?? null,
      link_label: i.link_label ?? null,
      link: i.link ?? null,
    })),
    updated_at: NOW,
  })),
];
