/** Resume collection and profiles (spec 000 section 7 "Resume upload and profiles", spec 001 "Resume
 * collection"); the marketplace calls are in market.ts, the shapes in resumeFields.ts. */
import { z } from 'zod';
import { SEARCH_TEXT_REQUIRED, hasSearchText } from '../rules/search';
import { endpoint, idParam, idText, listOf, messageBody, pageQuery, uidParam } from './core';
import { lawfulBasisSchema } from './dataRights';
import { marketEndpoints } from './market';
import {
  profileListBody,
  profileSchema,
  profileViewSchema,
  profileSearchQuery,
  resumeFieldsSchema,
  searchTypeSchema,
  profileFiltersSchema,
  uploadResponseSchema,
} from './resumeFields';

const signedIn = { action: 'read', subject: 'Auth' } as const;

const searchBody = z.object({
  search: z.string().trim().max(500).refine(hasSearchText, { message: SEARCH_TEXT_REQUIRED }),
  search_type: searchTypeSchema.default('OR'),
  filters: profileFiltersSchema.optional(),
});
const profileIds = z
  .object({
    profile_ids: z.array(idText()).min(1).max(500).optional(),
    profileId: idText().optional(),
  })
  .refine((b) => b.profile_ids !== undefined || b.profileId !== undefined, {
    message: 'Choose at least one profile.',
    path: ['profile_ids'],
  });

export const documentSchema = z.object({
  profileId: z.number().int(),
  kind: z.enum(['half', 'full']),
  pages: z.number().int(),
  /** page key (page_1, page_2, ...) to base64 JPEG */
  images: z.record(z.string(), z.string()),
});
export const ratingSchema = z.object({
  resume_rating: z.number(),
  score: z.number().int(),
  out_of: z.literal(9),
  stars: z.number(),
  missing: z.array(z.string()),
});

/** In the order of the API reference: the marketplace calls sit among the collection calls. */
export const resumeEndpoints = {
  uploadResume: endpoint({
    invalidates: ['resumes', 'dashboard', 'profile'],
    method: 'POST',
    path: '/api/resume-uploaded/',
    summary:
      'Upload one resume (multipart): the parsed fields, `file` (htm, html, docx, msg or pdf; anything else answers 406 invalid_file_type), optional full page images `page_images` (JPEG files, page order) and, with them, `masked_images`: the same pages with the contact details found by the parser masked (JPEG, same count and order). The locked half preview is made from `masked_images` (the server also pixelates the bottom half); page images without masked images, or a different count, answer 400 "Ensure Masked Images field is correct!" with errors.masked_images, so no unmasked top half is ever published. 406 with code invalid_file_type / duplicate / daily_limit; 400 per field.',
    multipart: true,
    body: resumeFieldsSchema,
    status: 201,
    response: uploadResponseSchema,
    errors: { 400: 'Invalid fields', 406: 'Rejected: message in the body', 500: 'Internal server error' },
    verifiedEmail: true,
    access: signedIn,
  }),
  uploadSingleResume: endpoint({
    invalidates: ['resumes', 'dashboard', 'profile'],
    method: 'POST',
    path: '/api/upload_single_resume/',
    summary: 'Create a profile from fields typed in by hand (no file).',
    body: resumeFieldsSchema,
    status: 201,
    response: uploadResponseSchema,
    errors: { 400: 'Invalid fields', 406: 'Duplicate or daily limit' },
    verifiedEmail: true,
    access: signedIn,
  }),
  updateResume: endpoint({
    invalidates: ['resumes', 'dashboard'],
    method: 'PUT',
    path: '/api/resume-uploaded/:id/',
    summary: 'Edit a profile of my collection (owner only).',
    params: idParam,
    body: resumeFieldsSchema,
    response: profileSchema,
    errors: { 400: 'Invalid fields', 403: 'Not the owner', 404: 'Not found' },
    access: signedIn,
  }),
  getResume: endpoint({
    method: 'GET',
    path: '/api/upload_resume/:id',
    summary: 'One profile: the owner and access holders see everything; others see a public profile masked.',
    params: idParam,
    response: profileViewSchema,
    errors: { 404: 'Not found' },
    access: signedIn,
  }),
  replaceResumeFile: endpoint({
    invalidates: ['resumes', 'dashboard'],
    method: 'POST',
    path: '/api/upload_resume/:id',
    summary:
      'Replace the original file and page images of a profile of my collection (multipart: file, page_images, masked_images: the contact-masked pages, same count and order; without them 400 "Ensure Masked Images field is correct!" with errors.masked_images).',
    params: idParam,
    multipart: true,
    response: profileSchema,
    errors: {
      400: 'No file',
      403: 'Not the owner',
      404: 'Not found',
      406: 'Invalid File Type or the same file is another profile',
    },
    verifiedEmail: true,
    access: signedIn,
  }),
  deleteResume: endpoint({
    invalidates: ['resumes', 'dashboard'],
    method: 'DELETE',
    path: '/api/upload_resume/:id',
    summary:
      'Delete a profile of my collection (owner only); its files go too. Access already sold stays valid.',
    params: idParam,
    response: messageBody,
    errors: { 403: 'Not the owner', 404: 'Not found' },
    access: signedIn,
  }),
  todayResume: endpoint({
    method: 'GET',
    path: '/api/today_resume/',
    summary: 'My uploads of today (UTC) with the daily limit of my plan.',
    query: pageQuery,
    response: listOf(profileSchema).extend({ limit: z.number().int().nullable(), used: z.number().int() }),
    access: signedIn,
  }),
  searchResume: endpoint({
    method: 'POST',
    path: '/api/search_resume/',
    summary: 'Search my collection: words matched with search_type OR (default) or AND, plus filters.',
    query: profileSearchQuery,
    body: searchBody,
    response: listOf(profileSchema),
    access: signedIn,
  }),
  listResume: endpoint({
    method: 'POST',
    path: '/api/list_resume',
    summary: 'List my collection, newest first, optionally narrowed by `query` and filters.',
    query: profileSearchQuery,
    body: profileListBody,
    response: listOf(profileSchema),
    access: signedIn,
  }),
  publicResume: marketEndpoints.publicResume,
  markAsPublic: endpoint({
    invalidates: ['resumes', 'dashboard'],
    method: 'POST',
    path: '/api/recruite/mark_as_public',
    summary: 'Publish my profiles at a price in TAT. Bought copies only on a plan that can resell.',
    body: z.object({
      profile_ids: z.array(idText()).min(1, { message: 'Choose at least one profile.' }).max(500),
      price: z.coerce
        .number()
        .int({ message: 'The price is a whole number of TAT.' })
        .min(1, { message: 'The price is at least 1 TAT.' })
        .max(100_000),
      /** Issue 44: the uploader confirms why they may publish (consent obtained, or the person's own
       * upload); recorded with who and when, and shown to the person on /my-data. */
      lawful_basis: lawfulBasisSchema.optional(),
    }),
    response: messageBody.extend({ profile_ids: z.array(z.number().int()) }),
    errors: {
      403: 'Not the owner or cannot resell',
      404: 'Not found',
      409: 'Withdrawn by the person in it (code withdrawn): not publishable without their consent',
    },
    verifiedEmail: true,
    access: signedIn,
  }),
  unpublicResume: endpoint({
    invalidates: ['resumes', 'dashboard'],
    method: 'POST',
    path: '/api/recruite/unpublic_resume',
    summary: 'Mark my profiles private (one or many); they leave the public list at once.',
    body: profileIds,
    response: messageBody.extend({ profile_ids: z.array(z.number().int()) }),
    errors: { 403: 'Not the owner', 404: 'Not found' },
    access: signedIn,
  }),
  profileDocument: endpoint({
    method: 'GET',
    path: '/api/recruite/profile_document/:uid',
    summary: 'The masked half page images of a profile, for anyone who may see it.',
    params: uidParam,
    response: documentSchema,
    errors: { 404: 'Not found, or a page image is missing from the file store (code file_missing)' },
    access: signedIn,
  }),
  profileFullDocument: endpoint({
    method: 'GET',
    path: '/api/recruite/profile_full_document/:uid',
    summary: 'The full page images: the owner and those who unlocked, rented (in time) or bought it.',
    params: uidParam,
    response: documentSchema,
    errors: {
      403: 'Unlock, rent or buy the profile first',
      404: 'Not found, or a page image is missing from the file store (code file_missing)',
    },
    access: signedIn,
  }),
  topSellingResume: marketEndpoints.topSellingResume,
  unlockResume: marketEndpoints.unlockResume,
  rentResume: marketEndpoints.rentResume,
  buyResume: marketEndpoints.buyResume,
  purchasedResume: marketEndpoints.purchasedResume,
  resumeRating: endpoint({
    invalidates: ['resumes', 'dashboard'],
    method: 'POST',
    path: '/api/resume_rating',
    summary:
      'Rate parsed fields: 9 points minus one per missing item; 1 when the e-mail is missing (spec 5).',
    body: resumeFieldsSchema,
    response: ratingSchema,
    access: signedIn,
  }),
} as const;
