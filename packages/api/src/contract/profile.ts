/** Profile calls (spec 000 section 7 "Profile"). */
import { z } from 'zod';
import { endpoint, idText, listOf, messageBody } from './core';
import { userDataSchema, userProfileSchema } from './entities';
import { mobile } from './auth';

const signedIn = { action: 'read', subject: 'Auth' } as const;

export const getProfile = endpoint({
  method: 'GET',
  path: '/api/profile',
  summary: 'The signed-in account.',
  response: userProfileSchema,
  access: signedIn,
});

export const getUserDetail = endpoint({
  method: 'GET',
  path: '/api/user_detail',
  summary: 'The signed-in account as the stored userData (with the current refresh token left empty).',
  response: userDataSchema,
  access: signedIn,
});

const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();

export const profileUserBody = z.object({
  full_name: z.string().trim().min(1, { message: 'The full name is required.' }).max(120).optional(),
  mobile: mobile.optional(),
  avatar: optionalText(2000),
  company_name: optionalText(200),
  /** The postal address on the account's invoices (issue 20); lines separated by newlines. */
  billing_address: z
    .string()
    .trim()
    .max(500, { message: 'The address has at most 500 characters.' })
    .nullable()
    .optional(),
  userType: optionalText(60),
  hire_visa_candidates_statement: optionalText(4000),
  about_company_statement: optionalText(4000),
  equal_employee_opportunity: optionalText(4000),
});

export const getProfileUser = endpoint({
  method: 'GET',
  path: '/api/profile-user',
  summary: 'The editable account fields (company statements included).',
  response: userProfileSchema,
  access: signedIn,
});

export const updateProfileUser = endpoint({
  invalidates: ['profile'],
  method: 'POST',
  path: '/api/profile-user',
  summary:
    'Update the account fields; answers the new userData. Completing the statements completes the profile.',
  body: profileUserBody,
  response: messageBody.extend({ userData: userDataSchema }),
  errors: { 400: 'Invalid fields' },
  access: signedIn,
});

/* Profile sections of a user (spec 000 section 3): experience, education, skills, course and
 * certification, languages, other personal. */
const date = z.string().trim().max(40).nullable().optional();

export const experienceItem = z.object({
  job_title: z.string().trim().min(1, { message: 'The job title is required.' }).max(200),
  company: z.string().trim().min(1, { message: 'The company is required.' }).max(200),
  location: optionalText(200),
  start_date: date,
  end_date: date,
  currently_working: z.boolean().optional(),
  description: optionalText(4000),
});
export const educationItem = z.object({
  degree: z.string().trim().min(1, { message: 'The degree is required.' }).max(200),
  institution: z.string().trim().min(1, { message: 'The institution is required.' }).max(200),
  field_of_study: optionalText(200),
  start_date: date,
  end_date: date,
  grade: optionalText(40),
});
export const skillItem = z.object({
  skill: z.string().trim().min(1, { message: 'The skill is required.' }).max(120),
  level: optionalText(40),
  years: z.number().min(0).max(80).nullable().optional(),
});
export const courseItem = z.object({
  name: z.string().trim().min(1, { message: 'The name is required.' }).max(200),
  issuer: optionalText(200),
  issue_date: date,
  credential_url: optionalText(2000),
});
export const languageItem = z.object({
  language: z.string().trim().min(1, { message: 'The language is required.' }).max(80),
  proficiency: optionalText(40),
});
export const otherPersonalItem = z.object({
  date_of_birth: date,
  gender: optionalText(40),
  nationality: optionalText(80),
  marital_status: optionalText(40),
  address: optionalText(400),
  hobbies: optionalText(1000),
});

/** A stored entry: the item plus its id and time of entry. Generic over the shape (not the object
 * schema), so the answer's type keeps the item's fields. */
const withId = <S extends z.ZodRawShape>(item: z.ZodObject<S>) =>
  item.extend({ id: z.number().int(), created_at: z.string() });

function section<P extends string, S extends z.ZodRawShape>(path: P, name: string, item: z.ZodObject<S>) {
  return {
    list: endpoint({
      method: 'GET',
      path,
      summary: `The signed-in user's ${name} entries.`,
      response: listOf(withId(item)),
      access: signedIn,
    }),
    create: endpoint({
      invalidates: ['profile'],
      method: 'POST',
      path,
      summary: `Add a ${name} entry.`,
      body: item,
      status: 201,
      response: withId(item),
      errors: { 400: 'Invalid fields' },
      access: signedIn,
    }),
  };
}

const experience = section('/api/user_experiece/', 'experience', experienceItem);
const education = section('/api/user_education/', 'education', educationItem);
const skill = section('/api/user_skill/', 'skill', skillItem);
const course = section('/api/course_and_certification/', 'course and certification', courseItem);
const languages = section('/api/languages/', 'language', languageItem);
const otherPersonal = section('/api/other_personal/', 'other personal', otherPersonalItem);

export const deleteCourseAndCertification = endpoint({
  invalidates: ['profile'],
  method: 'DELETE',
  path: '/api/course_and_certification/:id',
  summary: 'Delete one course and certification entry of the signed-in user.',
  params: z.object({ id: idText() }),
  response: messageBody,
  errors: { 404: 'Not found' },
  access: signedIn,
});

/** Update (the whole entry, as on create) and delete of one entry of the signed-in user, for the sections
 * whose entries the portal imports from a parsed resume (issue 39; docs/decisions.md). */
function entryCalls<P extends string, S extends z.ZodRawShape>(path: P, name: string, item: z.ZodObject<S>) {
  return {
    update: endpoint({
      invalidates: ['profile'],
      method: 'PUT',
      path: `${path}:id` as `${P}:id`,
      summary: `Replace one ${name} entry of the signed-in user.`,
      params: z.object({ id: idText() }),
      body: item,
      response: withId(item),
      errors: { 400: 'Invalid fields', 404: 'Not found' },
      access: signedIn,
    }),
    remove: endpoint({
      invalidates: ['profile'],
      method: 'DELETE',
      path: `${path}:id` as `${P}:id`,
      summary: `Delete one ${name} entry of the signed-in user.`,
      params: z.object({ id: idText() }),
      response: messageBody,
      errors: { 404: 'Not found' },
      access: signedIn,
    }),
  };
}
const experienceEntry = entryCalls('/api/user_experiece/', 'experience', experienceItem);
const educationEntry = entryCalls('/api/user_education/', 'education', educationItem);

export const profileEndpoints = {
  getProfile,
  getUserDetail,
  getProfileUser,
  updateProfileUser,
  listUserExperience: experience.list,
  createUserExperience: experience.create,
  updateUserExperience: experienceEntry.update,
  deleteUserExperience: experienceEntry.remove,
  listUserEducation: education.list,
  createUserEducation: education.create,
  updateUserEducation: educationEntry.update,
  deleteUserEducation: educationEntry.remove,
  listUserSkill: skill.list,
  createUserSkill: skill.create,
  listCourseAndCertification: course.list,
  createCourseAndCertification: course.create,
  deleteCourseAndCertification,
  listLanguages: languages.list,
  createLanguages: languages.create,
  listOtherPersonal: otherPersonal.list,
  createOtherPersonal: otherPersonal.create,
} as const;
