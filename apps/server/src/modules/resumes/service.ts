/** The resume collection: uploads (with the daily limit and duplicate checks), edits, file replacement,
 * publishing, the lists and the page documents. */
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { resumeFieldsSchema, type endpoints, type MarketSort, type ResumeFields } from '@talent/api';
import type { Database, ProfileRow, User } from '../../db/schema';
import { type DialectName } from '../../db/index';
import { HttpError, badRequest, forbidden, notFound } from '../../lib/errors';
import { zodToHttp } from '../../plugins/contract';
import { consume, utcDay } from '../plans/limits';
import { columnsFrom, rateResume } from './fields';
import { originalKey, type ProfileFiles } from './files';
import type { ImagePool } from './images';
import { resumeRepo, type Page } from './repo';
import { searchOf, type SearchInput } from './search';
import { checkedUpload, type CheckedFile, type Upload } from './upload';
import { OWNER, profilesFor, toProfile } from './view';
import { isoNow, type Clock } from '../../lib/clock';

export interface ResumeDeps {
  db: Kysely<Database>;
  dialect: DialectName;
  files: ProfileFiles;
  images: ImagePool;
  /** Where the marketplace search runs (AppContext.reader); `db` when not given. */
  reader?: Kysely<Database>;
  /** The app's clock (AppContext.now). */
  now: Clock;
  /** Told after profiles were published (issue 44: the notice to the people in them). */
  onPublished?: (holder: User, rows: ProfileRow[]) => Promise<void>;
}

type PublishBody = z.infer<typeof endpoints.markAsPublic.body>;
type UnpublishBody = z.infer<typeof endpoints.unpublicResume.body>;

const duplicate = (what: string, id: number) =>
  new HttpError(
    406,
    `Duplicate profile: the same ${what} is already in your collection (profile #${id}).`,
    undefined,
    'duplicate',
  );

export function resumeService({
  db,
  dialect,
  files,
  images: imagePool,
  reader,
  now: clock,
  onPublished,
}: ResumeDeps) {
  const repo = resumeRepo(db, dialect, reader);
  const bind = (trx: Kysely<Database>) => resumeRepo(trx, dialect);
  const asOwner = async (user: User, row: ProfileRow) => toProfile(row, OWNER, await repo.canResell(user));
  const list = async (viewer: User, found: { count: number; rows: ProfileRow[] }) => ({
    count: found.count,
    results: await profilesFor(repo, viewer, found.rows),
  });

  /** A profile of the user's collection; someone else's private profile does not exist for them. */
  async function ownRow(user: User, id: number): Promise<ProfileRow> {
    const row = await repo.byId(id);
    if (!row) throw notFound();
    if (row.owner_id !== user.id) {
      if (row.is_public !== 1) throw notFound();
      throw forbidden('Only the owner can change this profile.');
    }
    return row;
  }

  /** A profile the user may see (owner, grant, or public), with their access to it. */
  async function visibleRow(user: User, id: number) {
    const row = await repo.byId(id);
    if (!row) throw notFound();
    const access = (await repo.accessMap(user.id, [row])).get(row.id);
    if (!access && row.is_public !== 1) throw notFound();
    return { row, access };
  }

  /** Profile ids of the user's collection, once each: 404 for unknown or others' private ones, 403 for
   * others' public ones. */
  async function ownRows(user: User, ids: number[], refusal: (id: number) => string) {
    const rows = await repo.byIds(ids);
    for (const id of ids) {
      const row = rows.find((r) => r.id === id);
      if (!row || (row.owner_id !== user.id && row.is_public !== 1))
        throw notFound(`Profile #${id} was not found.`);
      if (row.owner_id !== user.id) throw forbidden(refusal(id));
    }
    return rows;
  }

  /** Creates a profile in the user's collection; counts toward today's upload limit. */
  async function create(
    user: User,
    fields: ResumeFields,
    file: CheckedFile | undefined,
    images: Buffer[],
    masked: Buffer[],
  ) {
    const cols = columnsFrom(fields);
    if (!cols.email && !cols.mobile && !cols.first_name) {
      throw badRequest("This file can't be accepted because information is missing.", {
        first_name: ['A name, e-mail or mobile number is required.'],
        email: ['A name, e-mail or mobile number is required.'],
      });
    }
    const hash = file?.hash ?? null;
    if (cols.email || cols.mobile || hash) {
      const dup = await repo.sameContactOrFile(user.id, cols, hash);
      if (dup) {
        const what =
          cols.email && dup.email === cols.email
            ? 'e-mail'
            : cols.mobile && dup.mobile === cols.mobile
              ? 'phone number'
              : 'file';
        throw duplicate(what, dup.id);
      }
    }
    // The locked preview: contacts masked by the client, bottom half pixelated here.
    const halves = await imagePool.maskPages(masked);
    const now = isoNow(clock);
    const id = await db.transaction().execute(async (trx) => {
      await consume(trx, user, 'upload');
      return bind(trx).insert({
        ...cols,
        owner_id: user.id,
        uploader_id: user.id,
        source_profile_id: null,
        price: null,
        is_public: 0,
        marked_public_on: null,
        coin_earned: 0,
        is_copy: 0,
        file_key: null,
        file_name: file?.filename ?? null,
        file_hash: hash,
        file_mime: file?.mimetype ?? null,
        pages: images.length,
        created_at: now,
        updated_at: now,
      });
    });
    let row: ProfileRow;
    try {
      const fileKey = file ? originalKey(id, file.ext) : null;
      if (file && fileKey) await files.put(fileKey, file.data);
      await files.putPages(id, images, halves);
      row = await repo.update(id, { file_key: fileKey });
    } catch (e) {
      // A profile without its files is worse than none: the upload is undone and can be retried.
      await repo.remove(id);
      await files.removeAll(id);
      throw e;
    }
    return { status: 'success' as const, message: 'File Uploaded', profile: await asOwner(user, row) };
  }

  return {
    create,

    async update(user: User, id: number, body: ResumeFields) {
      const row = await ownRow(user, id);
      const merged: ResumeFields = {
        ...(JSON.parse(row.data) as ResumeFields),
        ...Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined)),
      };
      return asOwner(user, await repo.update(row.id, { ...columnsFrom(merged), updated_at: isoNow(clock) }));
    },

    async get(user: User, id: number) {
      const row = await repo.byId(id);
      if (!row) throw notFound();
      const [profile] = await profilesFor(repo, user, [row]);
      if (!profile!.isUnlocked && row.is_public !== 1) throw notFound();
      return profile!;
    },

    /** A multipart upload: the parsed fields (400 per field), the file and its page images. */
    async upload(user: User, upload: Upload) {
      const parsed = resumeFieldsSchema.safeParse(upload.fields);
      if (!parsed.success) throw zodToHttp(parsed.error, 'body');
      const { file, images, masked } = checkedUpload(upload);
      return create(user, parsed.data, file, images, masked);
    },

    /** `read` runs once the profile is known to be the user's: nobody else's upload is read or checked. */
    async replaceFile(user: User, id: number, read: () => Promise<Upload>) {
      const row = await ownRow(user, id);
      const { file, images, masked } = checkedUpload(await read());
      const dup = await repo.sameFile(user.id, file.hash, row.id);
      if (dup !== undefined) throw duplicate('file', dup);
      const halves = await imagePool.maskPages(masked);
      await files.removeAll(row.id);
      const fileKey = originalKey(row.id, file.ext);
      await files.put(fileKey, file.data);
      await files.putPages(row.id, images, halves);
      const fresh = await repo.update(row.id, {
        file_key: fileKey,
        file_name: file.filename,
        file_hash: file.hash,
        file_mime: file.mimetype,
        pages: images.length,
        updated_at: isoNow(clock),
      });
      return asOwner(user, fresh);
    },

    async remove(user: User, id: number) {
      const row = await ownRow(user, id);
      await repo.remove(row.id);
      await files.removeAll(row.id);
      return { message: 'Profile deleted.' };
    },

    async today(user: User, page: Page) {
      const found = await repo.uploadsSince(user.id, `${utcDay()}T00:00:00.000Z`, page);
      return { ...(await list(user, found)), ...(await repo.uploadAllowance(user)) };
    },

    collection: async (user: User, search: SearchInput, page: Page) =>
      list(user, await repo.collection(user.id, searchOf(search), page)),
    async marketplace(user: User, search: SearchInput, page: Page, sort: MarketSort = 'newest') {
      const found = await repo.marketplace(user.id, searchOf(search), page, sort);
      return { ...(await list(user, found)), count_capped: found.count_capped ?? false };
    },
    topSelling: async (user: User, name: string | undefined, page: Page) =>
      list(user, await repo.topSelling(name, page)),
    purchased: async (user: User, page: Page) => list(user, await repo.purchased(user.id, page)),

    async publish(user: User, body: PublishBody) {
      const ids = [...new Set(body.profile_ids)];
      const rows = await ownRows(user, ids, (id) => `Only the owner can publish profile #${id}.`);
      if (rows.some((r) => r.is_copy === 1) && !(await repo.canResell(user))) {
        const top = await repo.resellPlanName();
        throw forbidden(`Bought profiles can be published again only on the ${top ?? 'top'} plan.`);
      }
      const withdrawn = rows.find((r) => r.withdrawn_at !== null);
      if (withdrawn)
        throw new HttpError(
          409,
          `Profile #${withdrawn.id} was withdrawn by the person in it: it can be published again only with their consent.`,
          undefined,
          'withdrawn',
        );
      const now = isoNow(clock);
      const basis = body.lawful_basis ? { basis: body.lawful_basis, by: user.id } : undefined;
      await db.transaction().execute((trx) => bind(trx).publish(rows, body.price, now, basis));
      await onPublished?.(user, rows);
      return {
        message: ids.length > 1 ? 'Profiles Have Been Marked Public' : 'Profile Has Been Marked Public',
        profile_ids: ids,
      };
    },

    /** One profile (`profileId`) or many (`profile_ids`). */
    async unpublish(user: User, body: UnpublishBody) {
      const ids = [...new Set(body.profile_ids ?? (body.profileId ? [body.profileId] : []))];
      await ownRows(user, ids, (id) => `Only the owner can mark profile #${id} private.`);
      await repo.unpublish(user.id, ids);
      return {
        message: ids.length > 1 ? 'Profiles Have Been Marked Private' : 'Profile Has Been Marked Private',
        profile_ids: ids,
      };
    },

    /** The locked preview pages: anyone who may see the profile. */
    async preview(user: User, id: number) {
      const { row } = await visibleRow(user, id);
      return files.document(row, 'half');
    },

    /** The full pages: the owner and access holders only. */
    async fullDocument(user: User, id: number) {
      const { row, access } = await visibleRow(user, id);
      if (!access) throw forbidden('Unlock, rent or buy this profile to see the full document.');
      return files.document(row, 'full');
    },

    rate: (fields: ResumeFields) => rateResume(fields),
  };
}
export type ResumeService = ReturnType<typeof resumeService>;
