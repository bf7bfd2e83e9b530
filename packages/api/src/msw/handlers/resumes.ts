/** Resumes: upload, edit, my collection, the marketplace (search, unlock, rent, buy) and the rating. */
import type { HttpHandler } from 'msw';
import { PLAN_LIMITS, RENT_DAYS } from '../../rules';
import { handle, page } from '../handle';
import { marketFixture, profileFixture, profilesFixture } from '../profileFixtures';

// 1x1 white JPEG, enough for image viewers in stories.
const TINY_JPEG =
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=';

export const resumeHandlers: HttpHandler[] = [
  handle('uploadResume', () => ({
    status: 'success' as const,
    message: 'File Uploaded',
    profile: profileFixture(100, { is_public: false, marked_public_on: null }),
  })),
  handle('uploadSingleResume', () => ({
    status: 'success' as const,
    message: 'File Uploaded',
    profile: profileFixture(101, { is_public: false, marked_public_on: null, file_name: null }),
  })),
  handle('updateResume', ({ params }) => profileFixture(Number(params.id))),
  handle('getResume', ({ params }) => profileFixture(Number(params.id))),
  handle('replaceResumeFile', ({ params }) => profileFixture(Number(params.id))),
  handle('deleteResume', () => ({ message: 'Profile deleted.' })),
  handle('todayResume', ({ request }) => ({
    ...page(profilesFixture.slice(0, 3), request.url),
    // The demo recruiter is on the first plan (see listSubscription).
    limit: PLAN_LIMITS[1].daily_upload_limit,
    used: 3,
  })),
  handle('searchResume', ({ request }) => page(profilesFixture, request.url)),
  handle('listResume', ({ request }) => page(profilesFixture, request.url)),
  handle('publicResume', ({ request }) => ({ ...page(marketFixture, request.url), count_capped: false })),
  handle('markAsPublic', ({ body }) => ({
    message:
      body.profile_ids.length > 1 ? 'Profiles Have Been Marked Public' : 'Profile Has Been Marked Public',
    profile_ids: body.profile_ids,
  })),
  handle('unpublicResume', ({ body }) => {
    const ids = body.profile_ids ?? (body.profileId ? [body.profileId] : []);
    return {
      message: ids.length > 1 ? 'Profiles Have Been Marked Private' : 'Profile Has Been Marked Private',
      profile_ids: ids,
    };
  }),
  handle('profileDocument', ({ params }) => ({
    profileId: Number(params.uid),
    kind: 'half' as const,
    pages: 1,
    images: { page_1: TINY_JPEG },
  })),
  handle('profileFullDocument', ({ params }) => ({
    profileId: Number(params.uid),
    kind: 'full' as const,
    pages: 1,
    images: { page_1: TINY_JPEG },
  })),
  handle('topSellingResume', ({ request }) => page(marketFixture, request.url)),
  ...(['unlockResume', 'rentResume', 'buyResume'] as const).map((n) =>
    handle(n, ({ params }) => ({
      message:
        n === 'unlockResume'
          ? 'Profile unlocked.'
          : n === 'rentResume'
            ? `Profile rented for ${RENT_DAYS} days.`
            : 'Profile bought; a copy is in your collection.',
      charged: 12,
      already_had_access: false,
      access:
        n === 'unlockResume'
          ? ('unlocked' as const)
          : n === 'rentResume'
            ? ('rented' as const)
            : ('bought' as const),
      access_expires_at: n === 'rentResume' ? '2026-02-04T09:00:00.000Z' : null,
      balance: 988,
      transaction_id: 7,
      copy_profile_id: n === 'buyResume' ? 500 + Number(params.uid) : null,
    })),
  ),
  handle('purchasedResume', ({ request }) =>
    page(
      marketFixture.slice(0, 2).map((p) => ({ ...p, access: 'unlocked' as const, isUnlocked: true })),
      request.url,
    ),
  ),
  handle('resumeRating', () => ({
    resume_rating: 88.89,
    score: 8,
    out_of: 9 as const,
    stars: 4.44,
    missing: ['relocate'],
  })),
];
