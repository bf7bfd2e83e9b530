/** The per-user exclusion lists: blocked keywords, extraction keywords and blocked domains (CRUD). */
import type { HttpHandler } from 'msw';
import { NOW, handle, page } from '../handle';

const keywordList = [
  { id: 1, keyword: 'confidential', created_at: NOW },
  { id: 2, keyword: 'references available', created_at: NOW },
];

function crudHandlers(prefix: 'BlockKeyword' | 'KeywordExclusion' | 'ExperienceKeyword'): HttpHandler[] {
  return [
    handle(`list${prefix}`, ({ request }) => page(keywordList, request.url)),
    handle(`create${prefix}`, ({ body }) => ({ id: 3, keyword: body.keyword, created_at: NOW })),
    handle(`update${prefix}`, ({ body, params }) => ({
      id: Number(params.id),
      keyword: body.keyword,
      created_at: NOW,
    })),
    handle(`delete${prefix}`, () => ({ message: 'Deleted successfully.' })),
  ];
}

export const exclusionHandlers: HttpHandler[] = [
  ...crudHandlers('BlockKeyword'),
  ...crudHandlers('KeywordExclusion'),
  ...crudHandlers('ExperienceKeyword'),
  handle('listBlockDomain', ({ request }) =>
    page([{ id: 1, domain: 'spam-mail.com', created_at: NOW }], request.url),
  ),
  handle('createBlockDomain', ({ body }) => ({ id: 2, domain: body.domain, created_at: NOW })),
  handle('updateBlockDomain', ({ body, params }) => ({
    id: Number(params.id),
    domain: body.domain,
    created_at: NOW,
  })),
  handle('deleteBlockDomain', () => ({ message: 'Deleted successfully.' })),
];
