/** The marketplace: public profiles of others, and unlock, rent and buy for TAT (spec 001 "Resume
 * collection"). */
import { z } from 'zod';
import { endpoint, listOf, pageQuery, uidParam } from './core';
import { accessKindSchema, marketSearchBody, profileSearchQuery, profileViewSchema } from './resumeFields';

/** /market_place and /purchase-resume (recruiter-type roles and admin) are the only pages that browse,
 * spend TAT on or list others' profiles; editors have neither page. */
const marketPage = { action: 'read', subject: 'RA' } as const;

/** The refusals of unlock, rent and buy; `conflict` names their own 409s beside a changed price. */
const purchaseErrors = (conflict: string) => ({
  402: 'Not enough TAT',
  404: 'Not found',
  409: `${conflict}, or the price changed (code price_changed, with the current price)`,
  429: 'Daily limit',
});

const purchaseBody = z.object({
  /** A retry with the same key never charges twice. */
  idempotency_key: z
    .string()
    .trim()
    .min(8, { message: 'The idempotency key needs at least 8 characters.' })
    .max(100),
  /** The charge in TAT the buyer saw and agreed to (unlock: the price, rent: half rounded up, buy: twice).
   * If the owner changed the price since, the answer is 409 `price_changed` with the current `price`, and
   * nothing is charged. */
  price: z
    .number({ message: 'Send the price you agreed to.' })
    .int({ message: 'Send the price you agreed to.' })
    .min(0, { message: 'Send the price you agreed to.' })
    .max(1_000_000_000, { message: 'Send the price you agreed to.' }),
});
export const purchaseResultSchema = z.object({
  message: z.string(),
  charged: z.number(),
  already_had_access: z.boolean(),
  access: accessKindSchema,
  access_expires_at: z.string().nullable(),
  balance: z.number(),
  transaction_id: z.number().int().nullable(),
  /** For buy: the copy in the buyer's collection. */
  copy_profile_id: z.number().int().nullable(),
});

export const marketEndpoints = {
  publicResume: endpoint({
    method: 'POST',
    path: '/api/public_resume',
    summary:
      'Search the public profiles of others (masked unless unlocked), OR/AND, filters, newest or best match first, paging.',
    query: profileSearchQuery,
    body: marketSearchBody,
    /** `count_capped`: more than SEARCH_COUNT_CAP profiles match and `count` is that cap ("1,000+"). */
    response: listOf(profileViewSchema).extend({ count_capped: z.boolean() }),
    access: marketPage,
  }),
  topSellingResume: endpoint({
    method: 'GET',
    path: '/api/recruite/top_selling_resume/',
    summary: 'Public profiles of the marketplace by TAT earned, most first.',
    query: pageQuery,
    response: listOf(profileViewSchema),
    access: marketPage,
  }),
  unlockResume: endpoint({
    invalidates: ['resumes', 'wallet', 'profile', 'dashboard'],
    method: 'POST',
    path: '/api/recruite/unlock_resume/:uid',
    summary: 'Unlock a public profile for good at its price. A second unlock is free and says so.',
    params: uidParam,
    body: purchaseBody,
    response: purchaseResultSchema,
    errors: purchaseErrors('Own profile'),
    verifiedEmail: true,
    access: marketPage,
  }),
  rentResume: endpoint({
    invalidates: ['resumes', 'wallet', 'profile', 'dashboard'],
    method: 'POST',
    path: '/api/recruite/rent_resume/:uid',
    summary: 'Rent a public profile for 30 days at half its price (rounded up).',
    params: uidParam,
    body: purchaseBody,
    response: purchaseResultSchema,
    errors: purchaseErrors('Own profile'),
    verifiedEmail: true,
    access: marketPage,
  }),
  buyResume: endpoint({
    invalidates: ['resumes', 'wallet', 'profile', 'dashboard'],
    method: 'POST',
    path: '/api/recruite/buy_resume/:uid',
    summary: 'Buy a public profile at twice its price: a private copy goes into my collection.',
    params: uidParam,
    body: purchaseBody,
    response: purchaseResultSchema,
    errors: purchaseErrors('Own profile, already bought'),
    verifiedEmail: true,
    access: marketPage,
  }),
  purchasedResume: endpoint({
    method: 'GET',
    path: '/api/purchase_resume',
    summary: 'Profiles I unlocked, rented (still running) or bought.',
    query: pageQuery,
    response: listOf(profileViewSchema),
    access: marketPage,
  }),
} as const;
