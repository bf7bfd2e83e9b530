/** Shared entity schemas (spec 000 section 3). */
import { z } from 'zod';
import { ACTIONS, ROLES } from '../abilities';

export const roleSchema = z.enum(ROLES);

export const abilityRuleSchema = z.object({
  action: z.enum(ACTIONS),
  subject: z.string(),
});

/** The stored `userData` (brief: stored browser keys). current_plan is `[planId, planName]` or null. */
export const userDataSchema = z.object({
  id: z.number().int(),
  full_name: z.string(),
  role: roleSchema,
  avatar: z.string().nullable(),
  email: z.string(),
  is_email_verified: z.boolean(),
  is_phone_verified: z.boolean(),
  current_plan: z.tuple([z.number().int(), z.string()]).nullable(),
  refreshToken: z.string(),
  hire_visa_candidates_statement: z.string().nullable(),
  about_company_statement: z.string().nullable(),
  equal_employee_opportunity: z.string().nullable(),
  /** The owner's user id when this user is a team member of that owner's account; null otherwise. */
  sub_user: z.number().int().nullable(),
  userType: z.string().nullable(),
  mobile: z.string().nullable(),
  talentru_coin: z.number(),
  ability: z.array(abilityRuleSchema),
  /** The held role's name, and whether it is a custom role (issue 19): its rules then come from the
   * stored role, and its landing from `landingForRules`. Absent in userData stored before issue 19. */
  role_name: z.string().optional(),
  custom_role: z.boolean().optional(),
});
export type UserData = z.infer<typeof userDataSchema>;

/** The account as GET /api/profile and /api/user_detail return it (userData without the token). */
export const userProfileSchema = userDataSchema.omit({ refreshToken: true }).extend({
  company_name: z.string().nullable(),
  /** The postal address printed on invoices (issue 20). */
  billing_address: z.string().nullable(),
  date_joined: z.string(),
  ttt_coin: z.number(),
  landing: z.string(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

/** Login / register answer. */
export const sessionSchema = z.object({
  userData: userDataSchema,
  accessToken: z.string(),
  refreshToken: z.string(),
});
export type Session = z.infer<typeof sessionSchema>;

/** A subscription plan as the server returns it (spec 000 section 3 and 9). */
export const planSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Card names (spec 3 "Plan card"): homeName on the landing page, loginName inside the portal. */
  home_name: z.string(),
  login_name: z.string(),
  amount: z.number(),
  description: z.string(),
  small_description: z.string(),
  tier: z.number().int(),
  color: z.string(),
  daily_upload_limit: z.number().int().nullable(),
  daily_view_limit: z.number().int().nullable(),
  can_resell: z.boolean(),
});
export type Plan = z.infer<typeof planSchema>;
