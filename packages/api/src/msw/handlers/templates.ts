/** Message templates (contract/templates.ts): the `kind` filter and search like the server, 404 for ids
 * the fixtures do not hold. The contract checks subjects and placeholders before these run. */
import type { HttpHandler } from 'msw';
import { errorResponse, handle, ok, page } from '../handle';
import { messageTemplateFixture, messageTemplatesFixture } from '../templateFixtures';

const NO_TEMPLATE = 'No such template.';
const templateOf = (params: Record<string, unknown>) =>
  messageTemplatesFixture.find((t) => t.id === Number(params.id));

export const templateHandlers: HttpHandler[] = [
  handle('messageTemplateList', ({ request }) => {
    const kind = new URL(request.url).searchParams.get('kind');
    return page(
      messageTemplatesFixture.filter((t) => !kind || t.kind === kind),
      request.url,
    );
  }),
  handle('createMessageTemplate', ({ body }) => messageTemplateFixture(10, body)),
  handle('getMessageTemplate', ({ params }) => templateOf(params) ?? errorResponse(404, NO_TEMPLATE)),
  handle('updateMessageTemplate', ({ params, body }) =>
    templateOf(params) ? messageTemplateFixture(Number(params.id), body) : errorResponse(404, NO_TEMPLATE),
  ),
  handle('deleteMessageTemplate', ({ params }) =>
    templateOf(params) ? ok('The template was deleted.') : errorResponse(404, NO_TEMPLATE),
  ),
];
