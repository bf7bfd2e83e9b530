/** Per-user exclusion lists: keyword exclusion, blocked keywords, blocked domains and experience keywords
 * (spec 001 "Lookups": full create, read, update, delete). Each user sees and edits only their own. */
import { z } from 'zod';
import { endpoint, idText, listOf, messageBody, pageQuery } from './core';

/** /keyword_management, /domain_management, /experience_keyword and the recruiter-side upload pages, which
 * read the lists as parser options: all read RAE (the job seeker's upload page does not read them). */
const exclusionPages = { action: 'read', subject: 'RAE' } as const;
const idParams = z.object({ id: idText() });

export const keywordItemSchema = z.object({
  id: z.number().int(),
  keyword: z.string(),
  created_at: z.string(),
});
export const domainItemSchema = z.object({
  id: z.number().int(),
  domain: z.string(),
  created_at: z.string(),
});

const keywordBody = z.object({
  keyword: z
    .string()
    .trim()
    .min(1, { message: 'The keyword is required.' })
    .max(200, { message: 'At most 200 characters.' }),
});
const domainBody = z.object({
  domain: z
    .string()
    .trim()
    .toLowerCase()
    .transform((d) =>
      d
        .replace(/^@/, '')
        .replace(/^https?:\/\//, '')
        .replace(/\/.*$/, ''),
    )
    .pipe(
      z
        .string()
        .regex(/^(?=.{1,253}$)([a-z0-9-]+\.)+[a-z]{2,}$/, { message: 'Enter a domain such as example.com.' }),
    ),
});

function crud<P extends string, I extends z.ZodType, B extends z.ZodType>(
  path: P,
  name: string,
  item: I,
  body: B,
) {
  const one = `${path}/:id` as `${P}/:id`;
  return {
    list: endpoint({
      method: 'GET',
      path,
      summary: `My ${name} list.`,
      query: pageQuery,
      response: listOf(item),
      access: exclusionPages,
    }),
    create: endpoint({
      invalidates: ['exclusions'],
      method: 'POST',
      path,
      summary: `Add to my ${name} list.`,
      body,
      status: 201,
      response: item,
      errors: { 400: 'Invalid fields', 409: 'Already in the list' },
      access: exclusionPages,
    }),
    update: endpoint({
      invalidates: ['exclusions'],
      method: 'PUT',
      path: one,
      summary: `Change an entry of my ${name} list.`,
      params: idParams,
      body,
      response: item,
      errors: { 404: 'Not found', 409: 'Already in the list' },
      access: exclusionPages,
    }),
    remove: endpoint({
      invalidates: ['exclusions'],
      method: 'DELETE',
      path: one,
      summary: `Delete an entry of my ${name} list.`,
      params: idParams,
      response: messageBody,
      errors: { 404: 'Not found' },
      access: exclusionPages,
    }),
  };
}

const blockKeyword = crud('/api/block_keyword', 'blocked keyword', keywordItemSchema, keywordBody);
const keywordExclusion = crud('/api/keyword_exclusion', 'keyword exclusion', keywordItemSchema, keywordBody);
const blockDomain = crud('/api/blockDomainView', 'blocked domain', domainItemSchema, domainBody);
const experience = crud('/api/experience_view', 'experience keyword', keywordItemSchema, keywordBody);

export const exclusionEndpoints = {
  listBlockKeyword: blockKeyword.list,
  createBlockKeyword: blockKeyword.create,
  updateBlockKeyword: blockKeyword.update,
  deleteBlockKeyword: blockKeyword.remove,
  listKeywordExclusion: keywordExclusion.list,
  createKeywordExclusion: keywordExclusion.create,
  updateKeywordExclusion: keywordExclusion.update,
  deleteKeywordExclusion: keywordExclusion.remove,
  listBlockDomain: blockDomain.list,
  createBlockDomain: blockDomain.create,
  updateBlockDomain: blockDomain.update,
  deleteBlockDomain: blockDomain.remove,
  listExperienceKeyword: experience.list,
  createExperienceKeyword: experience.create,
  updateExperienceKeyword: experience.update,
  deleteExperienceKeyword: experience.remove,
} as const;
