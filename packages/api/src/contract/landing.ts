/** Landing content (spec 001 section 7 "Landing content"; issue 20): the five sections of the public page
 * at `/`, each read without a token, and edited by admins and editors (docs/decisions.md "Landing page"). */
import { z } from 'zod';
import { endpoint } from './core';
import { sameOriginPath } from '../rules/redirects';

export const LANDING_SECTIONS = [
  'sliding_window',
  'market_for_talent',
  'our_partner',
  'feature',
  'waiting_for',
] as const;
export type LandingSection = (typeof LANDING_SECTIONS)[number];
export const MAX_LANDING_ITEMS = 12;

/** The landing page's icons: names of the design system's icon set the page may show. */
export const LANDING_ICONS = [
  'search',
  'upload',
  'user',
  'calendar',
  'circle',
  'file',
  'check',
  'bell',
] as const;

const text = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, { message: `${label} has at most ${max} characters.` });

const LINK_MESSAGE = 'A link is a path on this site, such as /register.';
/** Links stay on this site: a path, never a scheme (no javascript: and no open redirect). */
const sitePath = z
  .string()
  .trim()
  .max(200, { message: LINK_MESSAGE })
  .regex(/^\/(?!\/)[A-Za-z0-9\-._~/?=&#%]*$/, { message: LINK_MESSAGE })
  // "/.//evil.example" passes the pattern but resolves to the path //evil.example (issue 43).
  .refine((v) => sameOriginPath(v, 'http://site.invalid') === v, { message: LINK_MESSAGE });

export const landingItemSchema = z.object({
  title: text(120, 'The title').min(1, { message: 'Each item needs a title.' }),
  text: text(400, 'The text').default(''),
  icon: z
    .enum(LANDING_ICONS, { message: `Choose one of ${LANDING_ICONS.join(', ')}.` })
    .nullable()
    .default(null),
  link_label: text(60, 'The link label').nullable().default(null),
  link: sitePath.nullable().default(null),
});
export type LandingItem = z.infer<typeof landingItemSchema>;

export const landingSectionInputSchema = z.object({
  title: text(160, 'The title').min(1, { message: 'The section needs a title.' }),
  subtitle: text(400, 'The subtitle').default(''),
  items: z
    .array(landingItemSchema)
    .max(MAX_LANDING_ITEMS, { message: `A section has at most ${MAX_LANDING_ITEMS} items.` }),
});
export type LandingSectionInput = z.input<typeof landingSectionInputSchema>;

export const landingSectionSchema = landingSectionInputSchema.extend({
  section: z.enum(LANDING_SECTIONS),
  updated_at: z.string(),
});
export type LandingSectionContent = z.infer<typeof landingSectionSchema>;

const read = (section: LandingSection, path: `/api/${string}`, summary: string) =>
  endpoint({ method: 'GET', path, summary, response: landingSectionSchema, access: 'public' });

/** The landing editor's page is an Auth page; the handler lets admins and editors save (403 otherwise). */
const signedIn = { action: 'read', subject: 'Auth' } as const;

export const landingEndpoints = {
  slidingWindow: read(
    'sliding_window',
    '/api/sliding_window',
    'The hero carousel: its slides (title, text, a link).',
  ),
  marketForTalent: read('market_for_talent', '/api/market_for_talent', 'What the marketplace offers.'),
  ourPartner: read('our_partner', '/api/our_partner', 'Partner names shown as a logo strip.'),
  feature: read('feature', '/api/feature', 'The feature cards.'),
  waitingFor: read(
    'waiting_for',
    '/api/waiting_for',
    'The closing call to action (links to /register and /pages/pricing).',
  ),
  updateLandingSection: endpoint({
    invalidates: ['landing'],
    method: 'PUT',
    path: '/api/landing_content/:section',
    summary:
      'Admins and editors: replace one landing section (title, subtitle, items). Links must be paths on this site.',
    params: z.object({ section: z.enum(LANDING_SECTIONS, { message: 'No such landing section.' }) }),
    body: landingSectionInputSchema,
    response: landingSectionSchema,
    errors: { 400: 'Invalid fields', 403: 'Not an admin or editor' },
    access: signedIn,
  }),
} as const;
