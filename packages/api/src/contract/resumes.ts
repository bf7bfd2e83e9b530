/** Resume collection, profiles and the marketplace (spec 000 section 7 "Resume upload and profiles",
 * spec 001 "Resume collection"). */
import { z } from 'zod';
import { endpoint, listOf, messageBody, pageQuery } from './core';

const signedIn = { action: 'read', subject: 'Auth' } as const;
/** Browsing the public marketplace: recruiter-type, admin and editor. */
const marketReader = { action: 'read', subject: 'RAE' } as const;
/** Spending TAT on someone else's profile: recruiter-type and admin. */
const marketBuyer = { action: 'read', subject: 'RA' } as const;

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: `At most ${max} characters.` })
    .nullable()
    .optional();
/** Multipart fields arrive as text; numbers are coerced, empty text means "not given". */
const optionalNumber = (min: number, max: number) =>
  z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? undefined : v),
    z.coerce.number({ message: 'Enter a number.' }).min(min).max(max).optional(),
  );

/** The parsed resume upload object (spec 000 section 3). Lists the parser produces may be sent as text
 * (comma separated or JSON); the server stores them as given. */
export const resumeFieldsSchema = z.object({
  original_data: text(400_000),
  template_data: text(400_000),
  first_name: text(100),
  last_name: text(100),
  mobile: z
    .string()
    .trim()
    .transform((v) => v.replace(/\D/g, ''))
    .pipe(z.string().regex(/^(\d{10,15})?$/, { message: 'A mobile number has 10 to 15 digits.' }))
    .nullable()
    .optional(),
  secondary_mobile: text(40),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.union([z.literal(''), z.email({ message: 'Enter a valid e-mail address.' })]))
    .nullable()
    .optional(),
  secondary_email: text(200),
  address: text(500),
  city: text(100),
  state: text(60),
  Zipcode: z
    .string()
    .trim()
    .regex(/^(\d{5})?$/, { message: 'A ZIP code has 5 digits.' })
    .nullable()
    .optional(),
  last_job_city: text(100),
  last_job_state: text(60),
  with_mobile_city: text(100),
  with_mobile_zipcode: text(20),
  linkedInUrl: text(500),
  experience_years: optionalNumber(0, 80),
  experience: text(20_000),
  work_status: text(200),
  relocate: text(100),
  security_clearance: text(200),
  technicalSkill: text(5000),
  industry: text(500),
  industry_sector: text(500),
  company: text(500),
  education: text(5000),
  skill_type: text(500),
  skillMatch: text(500),
  job_title: text(300),
  work_location: text(300),
  currentCareer: text(1000),
  selectedLocation: text(300),
  targetJob: text(300),
  willingnessToTravel: text(100),
  occupation: text(300),
  citizenship: text(200),
  desired_salary: text(100),
  desired_job: text(300),
  desired_status: text(200),
  work_experience: text(50_000),
  availability: text(200),
  resume_rating: optionalNumber(0, 100),
  reason: text(2000),
  email_body: text(100_000),
  document_type: text(40),
});
export type ResumeFields = z.infer<typeof resumeFieldsSchema>;

/** How the viewer may see a profile. */
export const accessKindSchema = z.enum(['owner', 'unlocked', 'rented', 'bought']).nullable();

/** A profile as lists and detail answers carry it. Contact fields are null unless the viewer is the owner
 * or has unlocked, rented or bought it; `data` (every parsed field) likewise. */
export const profileSchema = z.object({
  id: z.number().int(),
  profileId: z.number().int(),
  owner_id: z.number().int(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  full_name: z.string(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  Zipcode: z.string().nullable(),
  job_title: z.string().nullable(),
  experience_years: z.number().nullable(),
  technicalSkill: z.string().nullable(),
  industry: z.string().nullable(),
  resume_rating: z.number(),
  resume_price: z.number().nullable(),
  is_public: z.boolean(),
  marked_public_on: z.string().nullable(),
  coin_earned: z.number(),
  isUnlocked: z.boolean(),
  access: accessKindSchema,
  access_expires_at: z.string().nullable(),
  is_copy: z.boolean(),
  can_resell: z.boolean(),
  file_name: z.string().nullable(),
  pages: z.number().int(),
  created_at: z.string(),
  data: resumeFieldsSchema.nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

export const uploadResponseSchema = z.object({
  status: z.literal('success'),
  message: z.string(),
  profile: profileSchema,
});

export const searchTypeSchema = z.enum(['OR', 'AND']);

/** Filters: entries whose value is undefined, zero, null or empty are dropped (spec 5). */
export const profileFiltersSchema = z
  .object({
    city: z.string().nullable().optional(),
    state: z.string().nullable().optional(),
    Zipcode: z.string().nullable().optional(),
    job_title: z.string().nullable().optional(),
    industry: z.string().nullable().optional(),
    technicalSkill: z.string().nullable().optional(),
    work_status: z.string().nullable().optional(),
    security_clearance: z.string().nullable().optional(),
    relocate: z.string().nullable().optional(),
    min_experience: z.number().nullable().optional(),
    max_experience: z.number().nullable().optional(),
    min_rating: z.number().nullable().optional(),
    max_price: z.number().nullable().optional(),
    is_public: z.boolean().nullable().optional(),
  })
  .partial();
export type ProfileFilters = z.infer<typeof profileFiltersSchema>;

const searchBody = z.object({
  search: z.string().trim().min(1, { message: 'Enter something to search for.' }).max(500),
  search_type: searchTypeSchema.default('OR'),
  filters: profileFiltersSchema.optional(),
});
const listBody = z.object({
  query: z.string().trim().max(500).optional(),
  search_type: searchTypeSchema.default('OR'),
  filters: profileFiltersSchema.optional(),
});
const searchQuery = pageQuery.extend({ search_type: searchTypeSchema.optional() });

const uidParams = z.object({ uid: z.coerce.number().int().positive() });
const idParams = z.object({ id: z.coerce.number().int().positive() });

const profileIds = z
  .object({
    profile_ids: z.array(z.coerce.number().int().positive()).min(1).max(500).optional(),
    profileId: z.coerce.number().int().positive().optional(),
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

const purchaseBody = z.object({
  /** A retry with the same key never charges twice. */
  idempotency_key: z
    .string()
    .trim()
    .min(8, { message: 'The idempotency key needs at least 8 characters.' })
    .max(100),
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

export const ratingSchema = z.object({
  resume_rating: z.number(),
  score: z.number().int(),
  out_of: z.literal(9),
  stars: z.number(),
  missing: z.array(z.string()),
});

export const resumeEndpoints = {
  uploadResume: endpoint({
    method: 'POST',
    path: '/api/resume-uploaded/',
    summary:
      'Upload one resume (multipart): the parsed fields, `file` (htm, html, docx, msg, pdf, doc, eml), optional full page images `page_images` (JPEG files, page order) and, with them, `masked_images`: the same pages with the contact details found by the parser masked (JPEG, same count and order). The locked half preview is made from `masked_images` (the server also pixelates the bottom half); page images without masked images, or a different count, answer 400 "Ensure Masked Images field is correct!" with errors.masked_images, so no unmasked top half is ever published. 406 with code invalid_file_type / duplicate / daily_limit; 400 per field.',
    multipart: true,
    body: resumeFieldsSchema,
    status: 201,
    response: uploadResponseSchema,
    errors: { 400: 'Invalid fields', 406: 'Rejected: message in the body', 500: 'Internal server error' },
    access: signedIn,
  }),
  uploadSingleResume: endpoint({
    method: 'POST',
    path: '/api/upload_single_resume/',
    summary: 'Create a profile from fields typed in by hand (no file).',
    body: resumeFieldsSchema,
    status: 201,
    response: uploadResponseSchema,
    errors: { 400: 'Invalid fields', 406: 'Duplicate or daily limit' },
    access: signedIn,
  }),
  updateResume: endpoint({
    method: 'PUT',
    path: '/api/resume-uploaded/:id/',
    summary: 'Edit a profile of my collection (owner only).',
    params: idParams,
    body: resumeFieldsSchema,
    response: profileSchema,
    errors: { 400: 'Invalid fields', 403: 'Not the owner', 404: 'Not found' },
    access: signedIn,
  }),
  getResume: endpoint({
    method: 'GET',
    path: '/api/upload_resume/:id',
    summary: 'One profile: the owner and access holders see everything; others see a public profile masked.',
    params: idParams,
    response: profileSchema,
    errors: { 404: 'Not found' },
    access: signedIn,
  }),
  replaceResumeFile: endpoint({
    method: 'POST',
    path: '/api/upload_resume/:id',
    summary:
      'Replace the original file and page images of a profile of my collection (multipart: file, page_images, masked_images: the contact-masked pages, same count and order; without them 400 "Ensure Masked Images field is correct!" with errors.masked_images).',
    params: idParams,
    multipart: true,
    response: profileSchema,
    errors: {
      400: 'No file',
      403: 'Not the owner',
      404: 'Not found',
      406: 'Invalid File Type or the same file is another profile',
    },
    access: signedIn,
  }),
  deleteResume: endpoint({
    method: 'DELETE',
    path: '/api/upload_resume/:id',
    summary:
      'Delete a profile of my collection (owner only); its files go too. Access already sold stays valid.',
    params: idParams,
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
    query: searchQuery,
    body: searchBody,
    response: listOf(profileSchema),
    access: signedIn,
  }),
  listResume: endpoint({
    method: 'POST',
    path: '/api/list_resume',
    summary: 'List my collection, newest first, optionally narrowed by `query` and filters.',
    query: searchQuery,
    body: listBody,
    response: listOf(profileSchema),
    access: signedIn,
  }),
  publicResume: endpoint({
    method: 'POST',
    path: '/api/public_resume',
    summary: 'Search the public profiles of others (masked unless unlocked), OR/AND, filters, paging.',
    query: searchQuery,
    body: listBody,
    response: listOf(profileSchema),
    access: marketReader,
  }),
  markAsPublic: endpoint({
    method: 'POST',
    path: '/api/recruite/mark_as_public',
    summary: 'Publish my profiles at a price in TAT. Bought copies only on a plan that can resell.',
    body: z.object({
      profile_ids: z
        .array(z.coerce.number().int().positive())
        .min(1, { message: 'Choose at least one profile.' })
        .max(500),
      price: z.coerce
        .number()
        .int({ message: 'The price is a whole number of TAT.' })
        .min(1, { message: 'The price is at least 1 TAT.' })
        .max(100_000),
    }),
    response: messageBody.extend({ profile_ids: z.array(z.number().int()) }),
    errors: { 403: 'Not the owner or cannot resell', 404: 'Not found' },
    access: signedIn,
  }),
  unpublicResume: endpoint({
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
    params: uidParams,
    response: documentSchema,
    errors: { 404: 'Not found' },
    access: signedIn,
  }),
  profileFullDocument: endpoint({
    method: 'GET',
    path: '/api/recruite/profile_full_document/:uid',
    summary: 'The full page images: the owner and those who unlocked, rented (in time) or bought it.',
    params: uidParams,
    response: documentSchema,
    errors: { 403: 'Unlock, rent or buy the profile first', 404: 'Not found' },
    access: signedIn,
  }),
  topSellingResume: endpoint({
    method: 'GET',
    path: '/api/recruite/top_selling_resume/',
    summary: 'Public profiles of the marketplace by TAT earned, most first.',
    query: pageQuery,
    response: listOf(profileSchema),
    access: marketReader,
  }),
  unlockResume: endpoint({
    method: 'POST',
    path: '/api/recruite/unlock_resume/:uid',
    summary: 'Unlock a public profile for good at its price. A second unlock is free and says so.',
    params: uidParams,
    body: purchaseBody,
    response: purchaseResultSchema,
    errors: { 402: 'Not enough TAT', 404: 'Not found', 409: 'Own profile', 429: 'Daily limit' },
    access: marketBuyer,
  }),
  rentResume: endpoint({
    method: 'POST',
    path: '/api/recruite/rent_resume/:uid',
    summary: 'Rent a public profile for 30 days at half its price (rounded up).',
    params: uidParams,
    body: purchaseBody,
    response: purchaseResultSchema,
    errors: { 402: 'Not enough TAT', 404: 'Not found', 409: 'Own profile', 429: 'Daily limit' },
    access: marketBuyer,
  }),
  buyResume: endpoint({
    method: 'POST',
    path: '/api/recruite/buy_resume/:uid',
    summary: 'Buy a public profile at twice its price: a private copy goes into my collection.',
    params: uidParams,
    body: purchaseBody,
    response: purchaseResultSchema,
    errors: {
      402: 'Not enough TAT',
      404: 'Not found',
      409: 'Own profile or already bought',
      429: 'Daily limit',
    },
    access: marketBuyer,
  }),
  purchasedResume: endpoint({
    method: 'GET',
    path: '/api/purchase_resume',
    summary: 'Profiles I unlocked, rented (still running) or bought.',
    query: pageQuery,
    response: listOf(profileSchema),
    access: signedIn,
  }),
  resumeRating: endpoint({
    method: 'POST',
    path: '/api/resume_rating',
    summary:
      'Rate parsed fields: 9 points minus one per missing item; 1 when the e-mail is missing (spec 5).',
    body: resumeFieldsSchema,
    response: ratingSchema,
    access: signedIn,
  }),
} as const;
