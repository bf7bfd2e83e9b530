/** Clients: owner-scoped (admin sees all; anyone else's id answers 404), one name per owner, a display
 * name that the client's jobs show to candidates, a logo in the file store, and deletion that archives a
 * client jobs still refer to (docs/decisions.md "Clients (issue 18)"). */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Client, ClientDisplayName, ClientRemoval, clientInputSchema } from '@talent/api';
import { CLIENT_LOGO_TYPES, MAX_CLIENT_LOGO_BYTES, shownClientName } from '@talent/api/rules';
import type { ClientContactRow, ClientRow, Database, User } from '../../db/schema';
import { type DialectName } from '../../db/index';
import { HttpError, badRequest, conflict, fieldError, notFound } from '../../lib/errors';
import type { FileStore } from '../../storage/index';
import { INDUSTRIES } from '../lookups/data';
import { searchTerms } from '../../lib/search-terms';
import { logoTypeOf } from '../../lib/image-type';
import { clientRepo, type ClientStatus, type ClientWithCount } from './repo';
import { isoNow, type Clock } from '../../lib/clock';

export type ClientInput = z.infer<typeof clientInputSchema>;
type Page = { limit?: number; offset?: number; search?: string; status?: ClientStatus };

export const NO_CLIENT = 'No such client.';
const NO_LOGO = 'This client has no logo.';
const ARCHIVED = 'This client is archived. Restore it on Client Management to pick it.';
const nameTaken = () =>
  conflict('You already have a client of this name.', {
    name: ['You already have a client of this name.'],
  });

/** The owner filter: their own clients, or every client for an admin. */
const scopeOf = (user: User): number | null => (user.role === 'admin' ? null : user.id);

export { logoTypeOf };

export function toClient(
  row: ClientRow & { job_count?: number | string | null },
  contacts: ClientContactRow[],
): Client {
  return {
    id: row.id,
    owner_id: row.owner_id,
    name: row.name,
    display_name: row.display_name,
    shown_name: shownClientName(row),
    industry: row.industry,
    website: row.website,
    address: row.address,
    notes: row.notes,
    logo:
      row.logo_key && row.logo_type && row.logo_at
        ? { content_type: row.logo_type, size: Number(row.logo_size ?? 0), updated_at: row.logo_at }
        : null,
    contacts: contacts
      .filter((c) => c.client_id === row.id)
      .map((c) => ({ id: c.id, name: c.name, role: c.role, email: c.email, phone: c.phone })),
    archived: row.archived_at !== null,
    archived_at: row.archived_at,
    job_count: Number(row.job_count ?? 0),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

const toDisplayName = (row: ClientRow): ClientDisplayName => ({
  id: row.id,
  owner_id: row.owner_id,
  name: row.name,
  display_name: row.display_name,
  shown_name: shownClientName(row),
});

/** The industry as the lookup list spells it; 400 when it is not on the list. */
function industryOf(value: string | null): string | null {
  if (value === null) return null;
  const found = INDUSTRIES.find((i) => i.toLowerCase() === value.toLowerCase());
  if (!found) throw fieldError('industry', 'Choose an industry from the list.');
  return found;
}

/**
 * The client a job of `ownerId` may name, locked for the job's transaction: one of the owner's clients,
 * not archived unless the job already had it. A 400 that names `client_id` otherwise.
 */
export async function clientForJob(
  trx: Kysely<Database>,
  dialect: DialectName,
  ownerId: number,
  clientId: number,
  currentClientId: number | null,
): Promise<ClientRow> {
  const row = await clientRepo(trx, dialect).lock(clientId, ownerId, 'share');
  if (!row) throw fieldError('client_id', 'Choose one of your clients.');
  if (row.archived_at && row.id !== currentClientId) throw fieldError('client_id', ARCHIVED);
  return row;
}

export interface ClientDeps {
  db: Kysely<Database>;
  dialect: DialectName;
  files: FileStore;
  /** The app's clock (AppContext.now). */
  now: Clock;
}

export function clientService({ db, dialect, files, now: clock }: ClientDeps) {
  const clients = clientRepo(db, dialect);

  async function answer(row: ClientWithCount | undefined): Promise<Client> {
    if (!row) throw notFound(NO_CLIENT);
    return toClient(row, await clients.contacts([row.id]));
  }
  const fresh = (user: User, id: number) => clients.byId(id, scopeOf(user)).then(answer);

  /** Writes the fields and contacts of a new or existing client in one transaction; the client's jobs
   * follow a new shown name at once. */
  async function save(user: User, current: ClientRow | null, input: ClientInput): Promise<number> {
    const ownerId = current?.owner_id ?? user.id;
    const key = input.name.toLowerCase();
    const fields = {
      name: input.name,
      name_key: key,
      display_name: input.display_name,
      industry: industryOf(input.industry),
      website: input.website,
      address: input.address,
      notes: input.notes,
    };
    const contacts = input.contacts.map((c) => ({
      name: c.name,
      role: c.role,
      email: c.email,
      phone: c.phone,
    }));
    if (await clients.nameTaken(ownerId, key, current?.id)) throw nameTaken();
    try {
      return await db.transaction().execute(async (trx) => {
        const repo = clientRepo(trx, dialect);
        const now = isoNow(clock);
        let id: number;
        if (current) {
          id = current.id;
          const archived_at =
            input.archived === false
              ? null
              : input.archived === true
                ? (current.archived_at ?? now)
                : current.archived_at;
          await repo.update(id, { ...fields, archived_at, updated_at: now });
          if (shownClientName(fields) !== shownClientName(current))
            await repo.renameJobs(id, shownClientName(fields));
        } else {
          id = (
            await repo.insert({
              ...fields,
              owner_id: ownerId,
              archived_at: input.archived ? now : null,
              created_at: now,
              updated_at: now,
            })
          ).id;
        }
        await repo.setContacts(id, contacts);
        return id;
      });
    } catch (e) {
      // A concurrent save of the same name loses on the unique index: the same 409 as above.
      if (await clients.nameTaken(ownerId, key, current?.id)) throw nameTaken();
      throw e;
    }
  }

  async function owned(user: User, id: number): Promise<ClientRow> {
    const row = await clients.byId(id, scopeOf(user));
    if (!row) throw notFound(NO_CLIENT);
    return row;
  }

  async function setDisplayName(user: User, id: number, displayName: string | null, onlyIfNone: boolean) {
    const current = await owned(user, id);
    if (onlyIfNone && current.display_name)
      throw conflict('This client already has a display name. Change it with PUT.', {
        display_name: ['This client already has a display name.'],
      });
    await db.transaction().execute(async (trx) => {
      const repo = clientRepo(trx, dialect);
      await repo.update(id, { display_name: displayName, updated_at: isoNow(clock) });
      const shown = shownClientName({ name: current.name, display_name: displayName });
      if (shown !== shownClientName(current)) await repo.renameJobs(id, shown);
    });
    return toDisplayName({ ...current, display_name: displayName });
  }

  return {
    async list(user: User, page: Page) {
      const { count, rows } = await clients.list(
        scopeOf(user),
        { words: searchTerms(page.search), status: page.status ?? 'active' },
        page,
      );
      const contacts = await clients.contacts(rows.map((r) => r.id));
      return { count, results: rows.map((r) => toClient(r, contacts)) };
    },

    get: fresh,

    async create(user: User, input: ClientInput) {
      return fresh(user, await save(user, null, input));
    },

    async replace(user: User, id: number, input: ClientInput) {
      const current = await owned(user, id);
      return fresh(user, await save(user, current, input));
    },

    /** Deletes the client, or archives it when jobs refer to it (decided under the row's lock). */
    async remove(user: User, id: number): Promise<ClientRemoval> {
      const { outcome, jobs, logo } = await db.transaction().execute(async (trx) => {
        const repo = clientRepo(trx, dialect);
        const row = await repo.lock(id, scopeOf(user), 'update');
        if (!row) throw notFound(NO_CLIENT);
        const jobs = await repo.jobCount(id);
        if (jobs > 0) {
          const now = isoNow(clock);
          await repo.update(id, { archived_at: row.archived_at ?? now, updated_at: now });
          return { outcome: 'archived' as const, jobs, logo: null };
        }
        await repo.remove(id);
        return { outcome: 'deleted' as const, jobs, logo: row.logo_key };
      });
      if (logo) await files.deletePrefix(logo);
      const message =
        outcome === 'deleted'
          ? 'The client was deleted.'
          : `The client is used by ${jobs} ${jobs === 1 ? 'job' : 'jobs'}, so it was archived, not deleted.`;
      return { message, outcome, jobs };
    },

    async setLogo(user: User, id: number, file: { filename: string; data: Buffer } | undefined) {
      const current = await owned(user, id);
      if (!file || file.data.length === 0)
        throw badRequest('The image is required.', { file: ['The image is required.'] });
      if (file.data.length > MAX_CLIENT_LOGO_BYTES) {
        const kb = MAX_CLIENT_LOGO_BYTES / 1024;
        throw new HttpError(413, `The image is too large: at most ${kb} KB.`, {
          file: [`At most ${kb} KB.`],
        });
      }
      const type = logoTypeOf(file.data);
      if (!type)
        throw badRequest('Choose a PNG, JPEG or WebP image.', {
          file: ['Only real PNG, JPEG or WebP images can be a logo.'],
        });
      const key = `clients/${id}/logo-${randomUUID()}.${type}`;
      await files.put(key, file.data);
      const now = isoNow(clock);
      await clients.update(id, {
        logo_key: key,
        logo_type: CLIENT_LOGO_TYPES[type],
        logo_size: file.data.length,
        logo_at: now,
        updated_at: now,
      });
      if (current.logo_key) await files.deletePrefix(current.logo_key);
      return fresh(user, id);
    },

    async logo(user: User, id: number) {
      const row = await owned(user, id);
      const data = row.logo_key ? await files.get(row.logo_key) : null;
      if (!data || !row.logo_type) throw notFound(NO_LOGO);
      return { contentType: row.logo_type, data };
    },

    async removeLogo(user: User, id: number) {
      const row = await owned(user, id);
      if (!row.logo_key) throw notFound(NO_LOGO);
      await clients.update(id, {
        logo_key: null,
        logo_type: null,
        logo_size: null,
        logo_at: null,
        updated_at: isoNow(clock),
      });
      await files.deletePrefix(row.logo_key);
      return fresh(user, id);
    },

    async displayNames(user: User, page: Page) {
      const { count, rows } = await clients.list(
        scopeOf(user),
        { words: searchTerms(page.search), status: 'active' },
        { limit: page.limit ?? 10_000, offset: page.offset },
      );
      return { count, results: rows.map(toDisplayName) };
    },

    createDisplayName: (user: User, id: number, displayName: string) =>
      setDisplayName(user, id, displayName, true),
    updateDisplayName: (user: User, id: number, displayName: string | null) =>
      setDisplayName(user, id, displayName, false),
  };
}
export type ClientService = ReturnType<typeof clientService>;
