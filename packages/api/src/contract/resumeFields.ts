/** The shapes of a resume: the parsed fields of an upload, a profile as answers carry it, and the
 * search filters (spec 000 section 3, section 7 "Resume upload and profiles"). */
import { z } from 'zod';
import { pageQuery } from './core';

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
  /** Null on a locked profile. */
  owner_id: z.number().int().nullable(),
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

/** Withheld from a locked profile whatever the server put there. */
const withheld = z.null().catch(null);
/** A locked profile (no access: not the owner, not unlocked, rented or bought) carries what its masked
 * preview shows and nothing else (issue 24, finding 6): no owner, contact, ZIP, file name or parsed data, and
 * the last name as its initial. Parsing the answer with it withholds anything a handler added. */
export const lockedProfileSchema = profileSchema
  .extend({
    owner_id: withheld,
    last_name: z
      .string()
      .nullable()
      .transform((v) => (v ? `${v.slice(0, 1)}.` : null)),
    email: withheld,
    mobile: withheld,
    Zipcode: withheld,
    isUnlocked: z.literal(false),
    access: withheld,
    access_expires_at: withheld,
    can_resell: z.literal(false).catch(false),
    file_name: withheld,
    data: withheld,
  })
  // The full name as the preview shows it: the first name and the last initial.
  .transform((p) => ({
    ...p,
    full_name: [p.first_name, p.last_name].filter(Boolean).join(' ').trim() || 'Unnamed profile',
  }));
/** A profile another viewer may see: locked (the narrow shape) or with access (everything). */
export const profileViewSchema = z.union([lockedProfileSchema, profileSchema]);

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

/** The body of the profile list calls: optional words, how they combine, filters. */
export const profileListBody = z.object({
  query: z.string().trim().max(500).optional(),
  search_type: searchTypeSchema.default('OR'),
  filters: profileFiltersSchema.optional(),
});
/** The marketplace's order (issue 26): `newest` (the spec's, most recently published first; the default, so a
 * client that sends no `sort` gets the spec's order) or `relevance` (best match first, then newest; without
 * words it is the same as newest). */
export const marketSortSchema = z.enum(['relevance', 'newest'], {
  message: 'Sort by relevance or newest.',
});
export type MarketSort = z.infer<typeof marketSortSchema>;
/** The marketplace search's body: the profile list body plus its order. */
export const marketSearchBody = profileListBody.extend({ sort: marketSortSchema.default('newest') });
/** Paging plus the search type, for the profile lists. */
export const profileSearchQuery = pageQuery.extend({ search_type: searchTypeSchema.optional() });
