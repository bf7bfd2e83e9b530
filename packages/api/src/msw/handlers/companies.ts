/** Clients (contract/companies.ts) on fixtures: archived ones only with `status`, deleting a client with
 * jobs archives it, as the server does. */
import { HttpResponse, type HttpHandler } from 'msw';
import type { Client } from '../../contract';
import { shownClientName } from '../../rules';
import { NOW, errorResponse, handle, page } from '../handle';
import { clientFixture, clientsFixture } from '../clientFixtures';

const NO_CLIENT = 'No such client.';
const clientOf = (params: Record<string, unknown>) => clientsFixture.find((c) => c.id === Number(params.id));
const withStatus = (url: string) => {
  const status = new URL(url).searchParams.get('status') ?? 'active';
  return clientsFixture.filter((c) => status === 'all' || c.archived === (status === 'archived'));
};
const displayNameOf = (c: Client) => ({
  id: c.id,
  owner_id: c.owner_id,
  name: c.name,
  display_name: c.display_name,
  shown_name: c.shown_name,
});
/** A 1x1 transparent PNG. */
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='),
  (ch) => ch.charCodeAt(0),
);

export const companyHandlers: HttpHandler[] = [
  handle('listCompanies', ({ request }) => page(withStatus(request.url), request.url)),
  handle('createCompany', ({ body }) => {
    const { archived: _archived, contacts, ...fields } = body;
    return clientFixture(10, {
      ...fields,
      contacts: contacts.map((c, i) => ({ id: 100 + i, ...c })),
      job_count: 0,
    });
  }),
  handle('getCompany', ({ params }) => clientOf(params) ?? errorResponse(404, NO_CLIENT)),
  handle('updateCompany', ({ params, body }) => {
    const client = clientOf(params);
    if (!client) return errorResponse(404, NO_CLIENT);
    const { archived, contacts, ...fields } = body;
    return clientFixture(client.id, {
      ...client,
      ...fields,
      contacts: contacts.map((c, i) => ({ id: 100 + i, ...c })),
      archived: archived ?? client.archived,
      archived_at: (archived ?? client.archived) ? (client.archived_at ?? NOW) : null,
    });
  }),
  handle('deleteCompany', ({ params }) => {
    const client = clientOf(params);
    if (!client) return errorResponse(404, NO_CLIENT);
    const jobs = client.job_count;
    return jobs > 0
      ? {
          message: `The client is used by ${jobs} ${jobs === 1 ? 'job' : 'jobs'}, so it was archived, not deleted.`,
          outcome: 'archived' as const,
          jobs,
        }
      : { message: 'The client was deleted.', outcome: 'deleted' as const, jobs: 0 };
  }),
  handle('uploadCompanyLogo', ({ params }) => {
    const client = clientOf(params);
    if (!client) return errorResponse(404, NO_CLIENT);
    return { ...client, logo: { content_type: 'image/png', size: PNG.length, updated_at: NOW } };
  }),
  handle('companyLogo', ({ params }) =>
    clientOf(params)?.logo
      ? new HttpResponse(PNG, { headers: { 'content-type': 'image/png' } })
      : errorResponse(404, 'This client has no logo.'),
  ),
  handle('deleteCompanyLogo', ({ params }) => {
    const client = clientOf(params);
    return client ? { ...client, logo: null } : errorResponse(404, NO_CLIENT);
  }),
  handle('listCompanyDisplayNames', ({ request }) =>
    page(clientsFixture.filter((c) => !c.archived).map(displayNameOf), request.url),
  ),
  handle('setCompanyDisplayName', ({ body }) => {
    const client = clientsFixture.find((c) => c.id === body.company_id);
    if (!client) return errorResponse(404, NO_CLIENT);
    if (client.display_name)
      return errorResponse(409, 'This client already has a display name. Change it with PUT.');
    return displayNameOf({ ...client, display_name: body.display_name, shown_name: body.display_name });
  }),
  handle('updateCompanyDisplayName', ({ params, body }) => {
    const client = clientOf(params);
    if (!client) return errorResponse(404, NO_CLIENT);
    const next = { ...client, display_name: body.display_name };
    return displayNameOf({ ...next, shown_name: shownClientName(next) });
  }),
];
