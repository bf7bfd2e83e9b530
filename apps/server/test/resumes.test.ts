import jpeg from 'jpeg-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PlACEHOLDER } from './fixtures';
import { PDF, bearer, createTestApp, login, multipart, type TestApp } from './helpers';

let t: TestApp;
let rec: { accessToken: string; userData: { id: number } };
let agency: { accessToken: string; userData: { id: number } };
let seeker: { accessToken: string; userData: { id: number } };

beforeAll(async () => {
  t = await createTestApp({ seedDemo: true });
  rec = await login(t, 'recruiter@example.com');
  agency = await login(t, 'agency@example.com');
  seeker = await login(t, 'jobseeker@example.com');
});
afterAll(async () => {
  await t.close();
});

const upload = (
  token: string,
  fields: Record<string, string | number>,
  file?: { filename: string; data: Buffer; contentType?: string },
  images: Buffer[] = [],
  masked: Buffer[] = images,
) => {
  const mp = multipart(fields, [
    ...(file
      ? [
          {
            name: 'file',
            filename: file.filename,
            contentType: file.contentType ?? 'application/pdf',
            data: file.data,
          },
        ]
      : []),
    ...images.map((data, i) => ({
      name: 'page_images',
      filename: `p${i + 1}.jpg`,
      contentType: 'image/jpeg',
      data,
    })),
    ...masked.map((data, i) => ({
      name: 'masked_images',
      filename: `m${i + 1}.jpg`,
      contentType: 'image/jpeg',
      data,
    })),
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/resume-uploaded/',
    payload: mp.payload,
    headers: { ...mp.headers, ...bearer(token) },
  });
};
/** A JPEG page whose top half and bottom half are flat colours. */
const twoTone = (
  top: [number, number, number],
  bottom: [number, number, number],
  width = 96,
  height = 128,
) => {
  const data = Buffer.alloc(width * height * 4, 255);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const [r, g, b] = y < height / 2 ? top : bottom;
      data.set([r, g, b, 255], (y * width + x) * 4);
    }
  return Buffer.from(jpeg.encode({ width, height, data }, 90).data);
};
/** The colour of one pixel of a JPEG. */
const pixel = (img: Buffer, x: number, y: number) => {
  const d = jpeg.decode(img, { useTArray: true, formatAsRGBA: true });
  const i = (y * d.width + x) * 4;
  return [d.data[i]!, d.data[i + 1]!, d.data[i + 2]!];
};
const near = (a: number[], b: number[]) => a.every((v, i) => Math.abs(v - b[i]!) <= 24);

const post = (url: string, token: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, payload, headers: bearer(token) });
const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const profileCount = async () =>
  Number(
    (
      await t.ctx.db
        .selectFrom('profiles')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('upload', () => {
  let firstId = 0;
  it('stores parsed fields, the original file and full + masked page images', async () => {
    const res = await upload(
      rec.accessToken,
      {
        first_name: 'Grace',
        last_name: 'Hopper',
        email: 'Grace@Navy.mil',
        mobile: '(555) 010-2030',
        city: 'Arlington',
        state: 'VA',
        Zipcode: '22201',
        technicalSkill: 'COBOL, Compilers',
        job_title: 'Rear Admiral',
        experience_years: '40',
        relocate: 'No',
        work_status: 'US Citizen',
        address: '1 Navy Way',
        experience: 'Computing pioneer',
      },
      { filename: 'grace.pdf', data: PDF('grace') },
      [PlACEHOLDER],
    );
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.status).toBe('success');
    expect(body.profile).toMatchObject({
      full_name: 'Grace Hopper',
      email: 'grace@navy.mil',
      mobile: '5550102030',
      is_public: false,
      pages: 1,
      access: 'owner',
      resume_rating: 100,
    });
    firstId = body.profile.id;
    const files = await t.ctx.files.get(`profiles/${firstId}/original.pdf`);
    expect(files?.toString()).toContain('grace');
    const full = await t.ctx.files.get(`profiles/${firstId}/page_1_full.jpg`);
    const half = await t.ctx.files.get(`profiles/${firstId}/page_1_half.jpg`);
    expect(full?.equals(PlACEHOLDER)).toBe(true);
    expect(half && half.length > 0 && !half.equals(full!)).toBe(true);
  });

  it('reports duplicates (same e-mail, phone or file) with 406 and stores nothing', async () => {
    const before = await profileCount();
    const sameEmail = await upload(
      rec.accessToken,
      { first_name: 'G', email: 'grace@navy.mil' },
      { filename: 'x.pdf', data: PDF('other') },
    );
    expect(sameEmail.statusCode).toBe(406);
    expect(sameEmail.json()).toMatchObject({ code: 'duplicate' });
    expect(sameEmail.json().message).toContain('e-mail');
    const samePhone = await upload(
      rec.accessToken,
      { first_name: 'G', mobile: '5550102030' },
      { filename: 'y.pdf', data: PDF('other2') },
    );
    expect(samePhone.statusCode).toBe(406);
    const sameFile = await upload(
      rec.accessToken,
      { first_name: 'Other' },
      { filename: 'z.pdf', data: PDF('grace') },
    );
    expect(sameFile.statusCode).toBe(406);
    expect(sameFile.json().message).toContain('file');
    expect(await profileCount()).toBe(before);
    // another collection may hold the same person
    const elsewhere = await upload(
      agency.accessToken,
      { first_name: 'Grace', email: 'grace@navy.mil' },
      { filename: 'grace.pdf', data: PDF('grace') },
    );
    expect(elsewhere.statusCode).toBe(201);
  });

  it('answers 406 Invalid File Type, 400 per field, and 400 without a file', async () => {
    const before = await profileCount();
    const exe = await upload(
      rec.accessToken,
      { first_name: 'A' },
      { filename: 'virus.exe', data: Buffer.from('MZ') },
    );
    expect(exe.statusCode).toBe(406);
    expect(exe.json()).toEqual({ message: 'Invalid File Type', code: 'invalid_file_type' });
    const fakePdf = await upload(
      rec.accessToken,
      { first_name: 'A' },
      { filename: 'fake.pdf', data: Buffer.from('hello') },
    );
    expect(fakePdf.statusCode).toBe(406);
    const bad = await upload(
      rec.accessToken,
      { first_name: 'A', email: 'not-mail', Zipcode: '123' },
      { filename: 'a.pdf', data: PDF('a') },
    );
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['Zipcode', 'email']);
    const noFile = await upload(rec.accessToken, { first_name: 'A' });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().errors.file).toEqual(['The file is required.']);
    const empty = await upload(rec.accessToken, {}, { filename: 'e.pdf', data: PDF('empty') });
    expect(empty.statusCode).toBe(400);
    const html = await upload(
      rec.accessToken,
      { first_name: 'Html', email: 'html@x.org' },
      { filename: 'cv.html', data: Buffer.from('<p>cv</p>'), contentType: 'text/html' },
    );
    expect(html.statusCode).toBe(201);
    expect(await profileCount()).toBe(before + 1);
    const noAuth = await t.app.inject({ method: 'POST', url: '/api/resume-uploaded/' });
    expect(noAuth.statusCode).toBe(401);
  });

  it('today_resume counts against the plan limit', async () => {
    const res = await get('/api/today_resume/', rec.accessToken);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ limit: 50, used: 2 });
    expect(res.json().count).toBe(2);
  });

  it('owner-only edit, others get 404 for private and 403 for public', async () => {
    const ok = await t.app.inject({
      method: 'PUT',
      url: `/api/resume-uploaded/${firstId}/`,
      payload: { job_title: 'Computer Scientist' },
      headers: bearer(rec.accessToken),
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ job_title: 'Computer Scientist', first_name: 'Grace' });
    const other = await t.app.inject({
      method: 'PUT',
      url: `/api/resume-uploaded/${firstId}/`,
      payload: { job_title: 'X' },
      headers: bearer(agency.accessToken),
    });
    expect(other.statusCode).toBe(404);
    expect((await get(`/api/upload_resume/${firstId}`, agency.accessToken)).statusCode).toBe(404);
    expect((await get(`/api/recruite/profile_document/${firstId}`, agency.accessToken)).statusCode).toBe(404);
    await post('/api/recruite/mark_as_public', rec.accessToken, { profile_ids: [firstId], price: 20 });
    const otherPublic = await t.app.inject({
      method: 'PUT',
      url: `/api/resume-uploaded/${firstId}/`,
      payload: { job_title: 'X' },
      headers: bearer(agency.accessToken),
    });
    expect(otherPublic.statusCode).toBe(403);
    const row = await t.ctx.db
      .selectFrom('profiles')
      .select('job_title')
      .where('id', '=', firstId)
      .executeTakeFirstOrThrow();
    expect(row.job_title).toBe('Computer Scientist');
  });

  it('replaces the file and page images of an own profile only', async () => {
    const mp = multipart({}, [
      { name: 'file', filename: 'grace-v2.pdf', contentType: 'application/pdf', data: PDF('grace v2') },
      { name: 'page_images', filename: 'a.jpg', contentType: 'image/jpeg', data: PlACEHOLDER },
      { name: 'page_images', filename: 'b.jpg', contentType: 'image/jpeg', data: PlACEHOLDER },
      { name: 'masked_images', filename: 'ma.jpg', contentType: 'image/jpeg', data: PlACEHOLDER },
      { name: 'masked_images', filename: 'mb.jpg', contentType: 'image/jpeg', data: PlACEHOLDER },
    ]);
    // full pages without their contact-masked twins are refused: no unmasked top half is ever published
    const unmasked = multipart({}, [
      { name: 'file', filename: 'grace-v3.pdf', contentType: 'application/pdf', data: PDF('grace v3') },
      { name: 'page_images', filename: 'a.jpg', contentType: 'image/jpeg', data: PlACEHOLDER },
    ]);
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/upload_resume/${firstId}`,
      payload: unmasked.payload,
      headers: { ...unmasked.headers, ...bearer(rec.accessToken) },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Ensure Masked Images field is correct!');
    expect(refused.json().errors.masked_images).toHaveLength(1);
    // the profile is public by now: others may see it, not change it
    const other = await t.app.inject({
      method: 'POST',
      url: `/api/upload_resume/${firstId}`,
      payload: mp.payload,
      headers: { ...mp.headers, ...bearer(agency.accessToken) },
    });
    expect(other.statusCode).toBe(403);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/upload_resume/${firstId}`,
      payload: mp.payload,
      headers: { ...mp.headers, ...bearer(rec.accessToken) },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ file_name: 'grace-v2.pdf', pages: 2 });
    expect((await t.ctx.files.get(`profiles/${firstId}/original.pdf`))?.toString()).toContain('grace v2');
    const bad = multipart({}, [
      { name: 'file', filename: 'x.txt', contentType: 'text/plain', data: Buffer.from('x') },
    ]);
    const rejected = await t.app.inject({
      method: 'POST',
      url: `/api/upload_resume/${firstId}`,
      payload: bad.payload,
      headers: { ...bad.headers, ...bearer(rec.accessToken) },
    });
    expect(rejected.statusCode).toBe(406);
    expect((await t.ctx.files.get(`profiles/${firstId}/original.pdf`))?.toString()).toContain('grace v2');
  });

  it('public profiles show masked data and half images; full document needs access', async () => {
    const seen = await get(`/api/upload_resume/${firstId}`, agency.accessToken);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({
      full_name: 'Grace H.',
      email: null,
      mobile: null,
      data: null,
      isUnlocked: false,
      access: null,
      resume_price: 20,
    });
    const half = await get(`/api/recruite/profile_document/${firstId}`, agency.accessToken);
    expect(half.statusCode).toBe(200);
    expect(half.json()).toMatchObject({ kind: 'half', pages: 2 });
    const full = await get(`/api/recruite/profile_full_document/${firstId}`, agency.accessToken);
    expect(full.statusCode).toBe(403);
    const own = await get(`/api/recruite/profile_full_document/${firstId}`, rec.accessToken);
    expect(own.statusCode).toBe(200);
    expect(Buffer.from(own.json().images.page_1, 'base64').equals(PlACEHOLDER)).toBe(true);
  });

  it('refuses page images without the same count of contact-masked images (400 masked_images)', async () => {
    const before = await profileCount();
    for (const masked of [[], [PlACEHOLDER, PlACEHOLDER]]) {
      const res = await upload(
        rec.accessToken,
        { first_name: 'Ada', email: `ada${masked.length}@example.org` },
        { filename: 'ada.pdf', data: PDF(`ada ${masked.length}`) },
        [PlACEHOLDER],
        masked,
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        message: 'Ensure Masked Images field is correct!',
        errors: { masked_images: [expect.stringContaining('one contact-masked image per page image')] },
      });
    }
    const notJpeg = await upload(
      rec.accessToken,
      { first_name: 'Ada', email: 'ada-x@example.org' },
      { filename: 'ada.pdf', data: PDF('ada x') },
      [PlACEHOLDER],
      [Buffer.from('not a jpeg')],
    );
    expect(notJpeg.statusCode).toBe(400);
    expect(notJpeg.json().errors.masked_images).toEqual(['Masked images must be JPEG files.']);
    expect(await profileCount()).toBe(before);
  });

  it('the half preview served to others comes from the contact-masked image, not the full page', async () => {
    const RED: [number, number, number] = [220, 20, 20];
    const BLUE: [number, number, number] = [20, 40, 220];
    const WHITE: [number, number, number] = [255, 255, 255];
    const full = twoTone(BLUE, WHITE); // the contacts, readable, in the top half
    const masked = twoTone(RED, WHITE); // the same page with the contacts blacked out (here: red)
    const res = await upload(
      rec.accessToken,
      { first_name: 'Hedy', last_name: 'Lamarr', email: 'hedy@example.org' },
      { filename: 'hedy.pdf', data: PDF('hedy') },
      [full],
      [masked],
    );
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().profile.id as number;
    await post('/api/recruite/mark_as_public', rec.accessToken, { profile_ids: [id], price: 10 });
    const half = await get(`/api/recruite/profile_document/${id}`, agency.accessToken);
    expect(half.statusCode, half.body).toBe(200);
    expect(half.json()).toMatchObject({ kind: 'half', pages: 1 });
    const served = Buffer.from(half.json().images.page_1, 'base64');
    expect(near(pixel(served, 10, 10), RED)).toBe(true);
    expect(near(pixel(served, 10, 10), BLUE)).toBe(false);
    // the bottom half is still washed out by the server (white averaged towards light grey)
    expect(near(pixel(served, 10, 120), [214, 214, 214])).toBe(true);
    // the owner's full document is the full page
    const own = await get(`/api/recruite/profile_full_document/${id}`, rec.accessToken);
    expect(Buffer.from(own.json().images.page_1, 'base64').equals(full)).toBe(true);
    await post('/api/recruite/unpublic_resume', rec.accessToken, { profileId: id });
  });

  it('marks private singly and in bulk; it leaves the public list at once', async () => {
    const search = async () =>
      (await post('/api/public_resume?limit=100', agency.accessToken, { query: 'grace' })).json();
    expect((await search()).results.map((p: { id: number }) => p.id)).toContain(firstId);
    const single = await post('/api/recruite/unpublic_resume', rec.accessToken, { profileId: firstId });
    expect(single.statusCode).toBe(200);
    expect(single.json().message).toBe('Profile Has Been Marked Private');
    expect((await search()).results.map((p: { id: number }) => p.id)).not.toContain(firstId);

    const mine = (await post('/api/list_resume?limit=100', rec.accessToken, {})).json();
    const ids = mine.results.slice(0, 3).map((p: { id: number }) => p.id);
    await post('/api/recruite/mark_as_public', rec.accessToken, { profile_ids: ids, price: 15 });
    const bulk = await post('/api/recruite/unpublic_resume', rec.accessToken, { profile_ids: ids });
    expect(bulk.json().message).toBe('Profiles Have Been Marked Private');
    const stillPublic = await t.ctx.db
      .selectFrom('profiles')
      .select('id')
      .where('id', 'in', ids)
      .where('is_public', '=', 1)
      .execute();
    expect(stillPublic).toEqual([]);
    const foreign = await post('/api/recruite/unpublic_resume', agency.accessToken, { profile_ids: ids });
    expect(foreign.statusCode).toBe(404);
    const badPrice = await post('/api/recruite/mark_as_public', rec.accessToken, {
      profile_ids: ids,
      price: 0,
    });
    expect(badPrice.statusCode).toBe(400);
    expect(badPrice.json().errors.price).toBeDefined();
  });
});

describe('search', () => {
  beforeAll(async () => {
    for (const [first, skills, city] of [
      ['Alan', 'python rust', 'Boston'],
      ['Barbara', 'python java', 'Boston'],
      ['Claude', 'java scala', 'Denver'],
    ] as const) {
      const r = await post('/api/upload_single_resume/', seeker.accessToken, {
        first_name: first,
        last_name: 'Tester',
        email: `${first}@search.org`,
        technicalSkill: skills,
        city,
        state: 'MA',
        experience_years: first.length,
      });
      expect(r.statusCode, r.body).toBe(201);
    }
  });

  it('OR is the default, AND needs every word', async () => {
    const or = await post('/api/search_resume/', seeker.accessToken, { search: 'rust scala' });
    expect(or.json().count).toBe(2);
    const and = await post('/api/search_resume/?search_type=AND', seeker.accessToken, {
      search: 'python java',
    });
    expect(and.json().results.map((p: { first_name: string }) => p.first_name)).toEqual(['Barbara']);
    const andBody = await post('/api/search_resume/', seeker.accessToken, {
      search: 'python java',
      search_type: 'AND',
    });
    expect(andBody.json().count).toBe(1);
  });

  it('matches word prefixes, not the middle of words', async () => {
    const prefix = await post('/api/search_resume/', seeker.accessToken, { search: 'jav' });
    expect(
      prefix
        .json()
        .results.map((p: { first_name: string }) => p.first_name)
        .sort(),
    ).toEqual(['Barbara', 'Claude']);
    const middle = await post('/api/search_resume/', seeker.accessToken, { search: 'ython' });
    expect(middle.json().count).toBe(0);
    const edited = await post('/api/search_resume/', seeker.accessToken, { search: 'rust' });
    const alan = edited.json().results[0];
    await t.app.inject({
      method: 'PUT',
      url: `/api/resume-uploaded/${alan.id}/`,
      payload: { technicalSkill: 'haskell' },
      headers: { authorization: `Bearer ${seeker.accessToken}` },
    });
    expect((await post('/api/search_resume/', seeker.accessToken, { search: 'rust' })).json().count).toBe(0);
    expect((await post('/api/search_resume/', seeker.accessToken, { search: 'haskell' })).json().count).toBe(
      1,
    );
    await t.app.inject({
      method: 'PUT',
      url: `/api/resume-uploaded/${alan.id}/`,
      payload: { technicalSkill: 'python rust' },
      headers: { authorization: `Bearer ${seeker.accessToken}` },
    });
  });

  it('filters drop undefined, zero, null and empty values', async () => {
    const dropped = await post('/api/search_resume/', seeker.accessToken, {
      search: 'tester',
      filters: { city: '', state: null, min_experience: 0 },
    });
    expect(dropped.json().count).toBe(3);
    const boston = await post('/api/search_resume/', seeker.accessToken, {
      search: 'tester',
      filters: { city: 'boston' },
    });
    expect(boston.json().count).toBe(2);
    const exp = await post('/api/search_resume/', seeker.accessToken, {
      search: 'tester',
      filters: { min_experience: 6 },
    });
    expect(
      exp
        .json()
        .results.map((p: { first_name: string }) => p.first_name)
        .sort(),
    ).toEqual(['Barbara', 'Claude']);
  });

  it('pages with limit/offset and a count', async () => {
    const p1 = await post('/api/search_resume/?limit=2&offset=0', seeker.accessToken, { search: 'tester' });
    const p2 = await post('/api/search_resume/?limit=2&offset=2', seeker.accessToken, { search: 'tester' });
    expect(p1.json().count).toBe(3);
    expect(p1.json().results).toHaveLength(2);
    expect(p2.json().results).toHaveLength(1);
    const all = [...p1.json().results, ...p2.json().results].map((p: { id: number }) => p.id);
    expect(new Set(all).size).toBe(3);
  });

  it('ranks the marketplace by best match on request, newest first by default', async () => {
    // Two public profiles of the recruiter: the older matches both words, the newer one word only.
    const ids: number[] = [];
    for (const [first, skills] of [
      ['Older', 'quillon zorvex'],
      ['Newer', 'quillon'],
    ] as const) {
      const r = await post('/api/upload_single_resume/', rec.accessToken, {
        first_name: first,
        last_name: 'Ranked',
        email: `${first}@ranked.org`,
        technicalSkill: skills,
        city: 'Rankville',
      });
      expect(r.statusCode, r.body).toBe(201);
      ids.push(r.json().profile.id as number);
      const pub = await post('/api/recruite/mark_as_public', rec.accessToken, {
        profile_ids: [ids.at(-1)],
        price: 5,
      });
      expect(pub.statusCode, pub.body).toBe(200);
    }
    const order = async (body: object) => {
      const r = await post('/api/public_resume?limit=10', agency.accessToken, body);
      expect(r.statusCode, r.body).toBe(200);
      return r.json().results.map((p: { id: number }) => p.id);
    };
    const [older, newer] = ids;
    expect(await order({ query: 'quillon zorvex' })).toEqual([newer, older]);
    expect(await order({ query: 'quillon zorvex', sort: 'newest' })).toEqual([newer, older]);
    expect(await order({ query: 'quillon zorvex', sort: 'relevance' })).toEqual([older, newer]);
    const ranked = await post('/api/public_resume', agency.accessToken, {
      query: 'quillon zorvex',
      sort: 'relevance',
    });
    expect(ranked.json()).toMatchObject({ count: 2, count_capped: false });
    // AND keeps only the profile with both words; without words, relevance is newest first.
    expect(await order({ query: 'quillon zorvex', search_type: 'AND', sort: 'relevance' })).toEqual([older]);
    expect(await order({ sort: 'relevance', filters: { city: 'rankville' } })).toEqual([newer, older]);
    const bad = await post('/api/public_resume', agency.accessToken, { query: 'quillon', sort: 'best' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.sort).toEqual(['Sort by relevance or newest.']);
  });

  it('needs non-empty search text and never returns other collections', async () => {
    const empty = await post('/api/search_resume/', seeker.accessToken, { search: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.search).toBeDefined();
    const other = await post('/api/search_resume/', rec.accessToken, { search: 'tester' });
    expect(other.json().count).toBe(0);
  });

  it('rates resumes as the spec says', async () => {
    const full = await post('/api/resume_rating', seeker.accessToken, {
      email: 'a@b.co',
      mobile: '5551234567',
      first_name: 'A',
      address: 'x',
      technicalSkill: 'y',
      experience: 'z',
      work_status: 'USC',
      relocate: 'yes',
    });
    expect(full.json()).toMatchObject({ score: 9, resume_rating: 100, stars: 5, missing: [] });
    const noEmail = await post('/api/resume_rating', seeker.accessToken, { first_name: 'A' });
    expect(noEmail.json()).toMatchObject({ score: 1, resume_rating: 11.11 });
    const two = await post('/api/resume_rating', seeker.accessToken, {
      email: 'a@b.co',
      first_name: 'A',
      mobile: '5551234567',
      address: 'x',
      technicalSkill: 'y',
      experience: 'z',
    });
    expect(two.json()).toMatchObject({ score: 7, missing: ['work authorization', 'relocate'] });
  });
});
