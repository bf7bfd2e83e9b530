/** Resume upload, the collection, profiles (public/private, documents) and searches. */
import { createHash } from 'node:crypto';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type {} from '@fastify/multipart';
import { endpoints, resumeFieldsSchema, type ResumeFields } from '@talent/api';
import type { AppContext } from '../../context';
import type { ProfileRow, User } from '../../db/schema';
import { nowIso } from '../../db/index';
import { HttpError, badRequest, forbidden, notFound } from '../../lib/errors';
import { route, zodToHttp } from '../../plugins/contract';
import { consume, effectivePlan, limitFor, usedToday, utcDay } from '../plans/limits';
import { isJpeg, maskHalf } from './images';
import {
  accessMap,
  applyFilters,
  applySearch,
  columnsFrom,
  pageProfiles,
  rateResume,
  searchTerms,
  toProfile,
} from './service';
import { registerMarketRoutes } from './market';
import { acceptedExtension } from '@talent/api/rules';

interface UploadedFile {
  filename: string;
  mimetype: string;
  data: Buffer;
}

/** Parses a JSON map of page keys to base64 JPEG (`{ page_1: base64 }`) into page order. */
function imagesFromMap(value: string, field: 'page_images' | 'masked_images'): Buffer[] {
  try {
    const map = JSON.parse(value) as Record<string, string>;
    const keys = Object.keys(map).sort((a, b) => Number(a.replace(/\D/g, '')) - Number(b.replace(/\D/g, '')));
    return keys.map((k) => Buffer.from(map[k]!.replace(/^data:image\/jpeg;base64,/, ''), 'base64'));
  } catch {
    const label = field === 'page_images' ? 'Page Images' : 'Masked Images';
    throw badRequest(`Ensure ${label} field is correct!`, {
      [field]: [`${label} must be a JSON map of page keys to base64 JPEG.`],
    });
  }
}

/** Reads a multipart upload: text fields, `file`, the full page images (`page_images` files, or a JSON map
 * of page keys to base64 JPEG in a `page_images` field) and the contact-masked page images
 * (`masked_images`, same forms, same count and order). */
async function readUpload(req: FastifyRequest): Promise<{
  fields: Record<string, string>;
  file?: UploadedFile;
  images: Buffer[];
  masked: Buffer[];
}> {
  if (!req.isMultipart())
    throw badRequest('Send the resume as multipart/form-data.', { file: ['The file is required.'] });
  const fields: Record<string, string> = {};
  const images: Buffer[] = [];
  const masked: Buffer[] = [];
  let file: UploadedFile | undefined;
  for await (const part of req.parts()) {
    if (part.type === 'file') {
      const data = await part.toBuffer();
      if (part.fieldname === 'file') file = { filename: part.filename, mimetype: part.mimetype, data };
      else if (part.fieldname === 'masked_images' || part.fieldname.startsWith('masked_')) masked.push(data);
      else if (part.fieldname === 'page_images' || part.fieldname.startsWith('page_')) images.push(data);
    } else if (part.fieldname === 'page_images' && typeof part.value === 'string') {
      images.push(...imagesFromMap(part.value, 'page_images'));
    } else if (part.fieldname === 'masked_images' && typeof part.value === 'string') {
      masked.push(...imagesFromMap(part.value, 'masked_images'));
    } else if (typeof part.value === 'string') {
      fields[part.fieldname] = part.value;
    }
  }
  return { fields, file, images, masked };
}

/** Checks the page images of an upload. The half preview is made from the contact-masked page, so full
 * pages without their masked twins (or with a different count) are refused: a locked preview must never
 * show an unmasked top half. */
function checkImages(images: Buffer[], masked: Buffer[]): void {
  if (images.some((img) => !isJpeg(img)))
    throw badRequest('Ensure Page Images field is correct!', {
      page_images: ['Page images must be JPEG files.'],
    });
  if (images.length > 50)
    throw badRequest('Ensure Page Images field is correct!', { page_images: ['At most 50 page images.'] });
  if (masked.length !== images.length)
    throw badRequest('Ensure Masked Images field is correct!', {
      masked_images: [
        `Send one contact-masked image per page image (${images.length} page images, ${masked.length} masked images).`,
      ],
    });
  if (masked.some((img) => !isJpeg(img)))
    throw badRequest('Ensure Masked Images field is correct!', {
      masked_images: ['Masked images must be JPEG files.'],
    });
}

function looksLike(ext: string, data: Buffer): boolean {
  if (ext === 'pdf') return data.subarray(0, 5).toString('latin1') === '%PDF-';
  if (ext === 'docx') return data[0] === 0x50 && data[1] === 0x4b;
  if (ext === 'msg') return data.subarray(0, 4).toString('hex') === 'd0cf11e0';
  return true; // html, htm, eml are text
}

export function registerResumeRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, files } = ctx;

  const canResellCopies = async (user: User) => (await effectivePlan(db, user)).can_resell === 1;

  async function toProfiles(viewer: User, rows: ProfileRow[]) {
    const access = await accessMap(db, viewer.id, rows);
    const resell = await canResellCopies(viewer);
    return rows.map((r) => toProfile(r, access.get(r.id) ?? null, resell));
  }

  async function findDuplicate(
    ownerId: number,
    cols: { email: string | null; mobile: string | null },
    hash: string | null,
  ) {
    if (!cols.email && !cols.mobile && !hash) return null;
    const row = await db
      .selectFrom('profiles')
      .select(['id', 'email', 'mobile', 'file_hash'])
      .where('owner_id', '=', ownerId)
      .where((eb) =>
        eb.or([
          ...(cols.email ? [eb('email', '=', cols.email)] : []),
          ...(cols.mobile ? [eb('mobile', '=', cols.mobile)] : []),
          ...(hash ? [eb('file_hash', '=', hash)] : []),
        ]),
      )
      .executeTakeFirst();
    if (!row) return null;
    const what =
      cols.email && row.email === cols.email
        ? 'e-mail'
        : cols.mobile && row.mobile === cols.mobile
          ? 'phone number'
          : 'file';
    return { id: row.id, what };
  }

  /** Creates a profile in the user's collection; counts toward today's upload limit. */
  async function createProfile(
    user: User,
    f: ResumeFields,
    file: UploadedFile | undefined,
    images: Buffer[],
    masked: Buffer[],
  ) {
    const cols = columnsFrom(f);
    if (!cols.email && !cols.mobile && !cols.first_name) {
      const msg = "This file can't be accepted because information is missing.";
      throw badRequest(msg, {
        first_name: ['A name, e-mail or mobile number is required.'],
        email: ['A name, e-mail or mobile number is required.'],
      });
    }
    const hash = file ? createHash('sha256').update(file.data).digest('hex') : null;
    const dup = await findDuplicate(user.id, cols, hash);
    if (dup) {
      throw new HttpError(
        406,
        `Duplicate profile: the same ${dup.what} is already in your collection (profile #${dup.id}).`,
        undefined,
        'duplicate',
      );
    }
    // The locked preview: contacts masked by the client, bottom half pixelated here.
    const halves = masked.map((img) => maskHalf(img));
    const now = nowIso();
    const ext = file ? path.extname(file.filename).slice(1).toLowerCase() : null;
    const id = await db.transaction().execute(async (trx) => {
      await consume(trx, user, 'upload');
      const row = await trx
        .insertInto('profiles')
        .values({
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
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    });
    try {
      const fileKey = file ? `profiles/${id}/original.${ext}` : null;
      if (file && fileKey) await files.put(fileKey, file.data);
      for (const [i, img] of images.entries()) {
        await files.put(`profiles/${id}/page_${i + 1}_full.jpg`, img);
        await files.put(`profiles/${id}/page_${i + 1}_half.jpg`, halves[i]!);
      }
      if (fileKey) await db.updateTable('profiles').set({ file_key: fileKey }).where('id', '=', id).execute();
    } catch (e) {
      await db.deleteFrom('profiles').where('id', '=', id).execute();
      await files.deletePrefix(`profiles/${id}`);
      throw e;
    }
    const row = await db.selectFrom('profiles').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    return {
      status: 'success' as const,
      message: 'File Uploaded',
      profile: toProfile(row, { kind: 'owner', expires_at: null }, await canResellCopies(user)),
    };
  }

  route(app, ctx, endpoints.uploadResume, async ({ auth, req }) => {
    const { fields, file, images, masked } = await readUpload(req);
    const parsed = resumeFieldsSchema.safeParse(fields);
    if (!parsed.success) throw zodToHttp(parsed.error, 'body');
    if (!file || file.data.length === 0)
      throw badRequest('The file is required.', { file: ['The file is required.'] });
    const ext = acceptedExtension(file.filename);
    if (!ext || !looksLike(ext, file.data)) {
      throw new HttpError(406, 'Invalid File Type', undefined, 'invalid_file_type');
    }
    checkImages(images, masked);
    return createProfile(auth.user, parsed.data, file, images, masked);
  });

  route(app, ctx, endpoints.uploadSingleResume, async ({ auth, body }) =>
    createProfile(auth.user, body, undefined, [], []),
  );

  async function ownRow(user: User, id: number): Promise<ProfileRow> {
    const row = await db.selectFrom('profiles').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound();
    if (row.owner_id !== user.id) {
      // A private profile of someone else does not exist for this user.
      if (row.is_public !== 1) throw notFound();
      throw forbidden('Only the owner can change this profile.');
    }
    return row;
  }

  route(app, ctx, endpoints.updateResume, async ({ auth, params, body }) => {
    const row = await ownRow(auth.user, params.id);
    const merged = {
      ...(JSON.parse(row.data) as ResumeFields),
      ...Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined)),
    } as ResumeFields;
    await db
      .updateTable('profiles')
      .set({ ...columnsFrom(merged), updated_at: nowIso() })
      .where('id', '=', row.id)
      .execute();
    const fresh = await db
      .selectFrom('profiles')
      .selectAll()
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow();
    return toProfile(fresh, { kind: 'owner', expires_at: null }, await canResellCopies(auth.user));
  });

  route(app, ctx, endpoints.getResume, async ({ auth, params }) => {
    const row = await db.selectFrom('profiles').selectAll().where('id', '=', params.id).executeTakeFirst();
    if (!row) throw notFound();
    const [profile] = await toProfiles(auth.user, [row]);
    if (!profile!.isUnlocked && row.is_public !== 1) throw notFound();
    return profile!;
  });

  route(app, ctx, endpoints.replaceResumeFile, async ({ auth, params, req }) => {
    const row = await ownRow(auth.user, params.id);
    const { file, images, masked } = await readUpload(req);
    if (!file || file.data.length === 0)
      throw badRequest('The file is required.', { file: ['The file is required.'] });
    const ext = acceptedExtension(file.filename);
    if (!ext || !looksLike(ext, file.data)) {
      throw new HttpError(406, 'Invalid File Type', undefined, 'invalid_file_type');
    }
    checkImages(images, masked);
    const hash = createHash('sha256').update(file.data).digest('hex');
    const dup = await db
      .selectFrom('profiles')
      .select('id')
      .where('owner_id', '=', auth.user.id)
      .where('file_hash', '=', hash)
      .where('id', '!=', row.id)
      .executeTakeFirst();
    if (dup)
      throw new HttpError(
        406,
        `Duplicate profile: the same file is already in your collection (profile #${dup.id}).`,
        undefined,
        'duplicate',
      );
    const halves = masked.map((img) => maskHalf(img));
    await files.deletePrefix(`profiles/${row.id}`);
    const fileKey = `profiles/${row.id}/original.${ext}`;
    await files.put(fileKey, file.data);
    for (const [i, img] of images.entries()) {
      await files.put(`profiles/${row.id}/page_${i + 1}_full.jpg`, img);
      await files.put(`profiles/${row.id}/page_${i + 1}_half.jpg`, halves[i]!);
    }
    await db
      .updateTable('profiles')
      .set({
        file_key: fileKey,
        file_name: file.filename,
        file_hash: hash,
        file_mime: file.mimetype,
        pages: images.length,
        updated_at: nowIso(),
      })
      .where('id', '=', row.id)
      .execute();
    const fresh = await db
      .selectFrom('profiles')
      .selectAll()
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow();
    return toProfile(fresh, { kind: 'owner', expires_at: null }, await canResellCopies(auth.user));
  });

  route(app, ctx, endpoints.deleteResume, async ({ auth, params }) => {
    const row = await ownRow(auth.user, params.id);
    await db.deleteFrom('profiles').where('id', '=', row.id).execute();
    await files.deletePrefix(`profiles/${row.id}`);
    return { message: 'Profile deleted.' };
  });

  route(app, ctx, endpoints.todayResume, async ({ auth, query }) => {
    const start = `${utcDay()}T00:00:00.000Z`;
    const q = db
      .selectFrom('profiles')
      .where('owner_id', '=', auth.user.id)
      .where('uploader_id', '=', auth.user.id)
      .where('is_copy', '=', 0)
      .where('created_at', '>=', start);
    const { count, rows } = await pageProfiles(q, query, (x) => x.orderBy('id', 'desc'));
    const plan = await effectivePlan(db, auth.user);
    return {
      count,
      results: await toProfiles(auth.user, rows),
      limit: limitFor(plan, 'upload'),
      used: await usedToday(db, auth.user.id, 'upload'),
    };
  });

  route(app, ctx, endpoints.searchResume, async ({ auth, query, body }) => {
    let q = db.selectFrom('profiles').where('owner_id', '=', auth.user.id);
    q = applySearch(q, searchTerms(body.search), query.search_type ?? body.search_type, ctx.dialect);
    q = applyFilters(q, body.filters);
    const { count, rows } = await pageProfiles(q, query, (x) =>
      x.orderBy('created_at', 'desc').orderBy('id', 'desc'),
    );
    return { count, results: await toProfiles(auth.user, rows) };
  });

  route(app, ctx, endpoints.listResume, async ({ auth, query, body }) => {
    let q = db.selectFrom('profiles').where('owner_id', '=', auth.user.id);
    q = applySearch(
      q,
      searchTerms(body.query ?? query.search),
      query.search_type ?? body.search_type,
      ctx.dialect,
    );
    q = applyFilters(q, body.filters);
    const { count, rows } = await pageProfiles(q, query, (x) =>
      x.orderBy('created_at', 'desc').orderBy('id', 'desc'),
    );
    return { count, results: await toProfiles(auth.user, rows) };
  });

  route(app, ctx, endpoints.publicResume, async ({ auth, query, body }) => {
    let q = db.selectFrom('profiles').where('is_public', '=', 1).where('owner_id', '!=', auth.user.id);
    q = applySearch(
      q,
      searchTerms(body.query ?? query.search),
      query.search_type ?? body.search_type,
      ctx.dialect,
    );
    q = applyFilters(q, { ...body.filters, is_public: undefined });
    const { count, rows } = await pageProfiles(q, query, (x) =>
      x.orderBy('marked_public_on', 'desc').orderBy('id', 'desc'),
    );
    return { count, results: await toProfiles(auth.user, rows) };
  });

  route(app, ctx, endpoints.markAsPublic, async ({ auth, body }) => {
    const ids = [...new Set(body.profile_ids)];
    const rows = await db.selectFrom('profiles').selectAll().where('id', 'in', ids).execute();
    for (const id of ids) {
      const row = rows.find((r) => r.id === id);
      if (!row || (row.owner_id !== auth.user.id && row.is_public !== 1))
        throw notFound(`Profile #${id} was not found.`);
      if (row.owner_id !== auth.user.id) throw forbidden(`Only the owner can publish profile #${id}.`);
    }
    if (rows.some((r) => r.is_copy === 1) && !(await canResellCopies(auth.user))) {
      const top = await db.selectFrom('plans').select('name').where('can_resell', '=', 1).executeTakeFirst();
      throw forbidden(`Bought profiles can be published again only on the ${top?.name ?? 'top'} plan.`);
    }
    const now = nowIso();
    await db.transaction().execute(async (trx) => {
      for (const row of rows) {
        await trx
          .updateTable('profiles')
          .set({
            is_public: 1,
            price: body.price,
            marked_public_on: row.is_public === 1 ? row.marked_public_on : now,
            updated_at: now,
          })
          .where('id', '=', row.id)
          .execute();
      }
    });
    return {
      message: ids.length > 1 ? 'Profiles Have Been Marked Public' : 'Profile Has Been Marked Public',
      profile_ids: ids,
    };
  });

  route(app, ctx, endpoints.unpublicResume, async ({ auth, body }) => {
    const ids = [...new Set(body.profile_ids ?? (body.profileId ? [body.profileId] : []))];
    const rows = await db
      .selectFrom('profiles')
      .select(['id', 'owner_id', 'is_public'])
      .where('id', 'in', ids)
      .execute();
    for (const id of ids) {
      const row = rows.find((r) => r.id === id);
      if (!row || (row.owner_id !== auth.user.id && row.is_public !== 1))
        throw notFound(`Profile #${id} was not found.`);
      if (row.owner_id !== auth.user.id) throw forbidden(`Only the owner can mark profile #${id} private.`);
    }
    await db
      .updateTable('profiles')
      .set({ is_public: 0, updated_at: nowIso() })
      .where('id', 'in', ids)
      .where('owner_id', '=', auth.user.id)
      .execute();
    return {
      message: ids.length > 1 ? 'Profiles Have Been Marked Private' : 'Profile Has Been Marked Private',
      profile_ids: ids,
    };
  });

  async function documentOf(row: ProfileRow, kind: 'half' | 'full') {
    const images: Record<string, string> = {};
    for (let page = 1; page <= Number(row.pages); page++) {
      const data = await files.get(`profiles/${row.id}/page_${page}_${kind}.jpg`);
      if (data) images[`page_${page}`] = data.toString('base64');
    }
    return { profileId: row.id, kind, pages: Object.keys(images).length, images };
  }

  route(app, ctx, endpoints.profileDocument, async ({ auth, params }) => {
    const row = await db.selectFrom('profiles').selectAll().where('id', '=', params.uid).executeTakeFirst();
    if (!row) throw notFound();
    const access = (await accessMap(db, auth.user.id, [row])).get(row.id);
    if (!access && row.is_public !== 1) throw notFound();
    return documentOf(row, 'half');
  });

  route(app, ctx, endpoints.profileFullDocument, async ({ auth, params }) => {
    const row = await db.selectFrom('profiles').selectAll().where('id', '=', params.uid).executeTakeFirst();
    if (!row) throw notFound();
    const access = (await accessMap(db, auth.user.id, [row])).get(row.id);
    if (!access) {
      if (row.is_public !== 1) throw notFound();
      throw forbidden('Unlock, rent or buy this profile to see the full document.');
    }
    return documentOf(row, 'full');
  });

  route(app, ctx, endpoints.topSellingResume, async ({ auth, query }) => {
    let q = db.selectFrom('profiles').where('is_public', '=', 1);
    if (query.search?.trim())
      q = q.where('full_name', 'like', `%${query.search.trim().replace(/[%_\\]/g, '')}%`);
    const { count, rows } = await pageProfiles(q, query, (x) =>
      x.orderBy('coin_earned', 'desc').orderBy('id'),
    );
    return { count, results: await toProfiles(auth.user, rows) };
  });

  route(app, ctx, endpoints.resumeRating, ({ body }) => rateResume(body));

  registerMarketRoutes(app, ctx, toProfiles);
}
