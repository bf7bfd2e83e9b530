/** Issue 40: one reader of uploaded files (plugins/uploads.ts). Each kind of upload keeps its own words and
 * status codes for a form that is not multipart, cannot be read, or carries a file over the limit. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '@talent/api/rules';
import { bearer, createTestApp, login, multipart, PDF, type TestApp } from './helpers';

let t: TestApp;
let auth: Record<string, string>;
let companyId: number;

const GARBAGE = { 'content-type': 'multipart/form-data; boundary=x' };
const big = Buffer.alloc(MAX_UPLOAD_BYTES + 1, 0x41);

beforeAll(async () => {
  t = await createTestApp({ seedDemo: true });
  auth = bearer((await login(t, 'recruiter@example.com')).accessToken);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/manage-company/',
    headers: auth,
    payload: { name: 'Uploads Inc', contacts: [] },
  });
  expect(res.statusCode, res.body).toBe(201);
  companyId = res.json().id;
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: string | object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers: { ...auth, ...headers } });

const postFile = (url: string, data: Buffer, filename: string, contentType: string) => {
  const form = multipart({}, [{ name: 'file', filename, contentType, data }]);
  return post(url, form.payload, form.headers);
};

describe('one file (a company logo)', () => {
  const url = () => `/api/update-company/${companyId}/logo`;

  it('answers 400 for a body that is not multipart, naming the file', async () => {
    const res = await post(url(), { file: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'Send the file as multipart/form-data.',
      errors: { file: ['The file is required.'] },
    });
  });

  it('answers 400 for a form it cannot read', async () => {
    const res = await post(url(), 'garbage', GARBAGE);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'The upload is not a readable multipart form.',
      errors: { file: ['Send the file again.'] },
    });
  });

  it('answers 413 for a file over the limit', async () => {
    const res = await postFile(url(), big, 'logo.png', 'image/png');
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      message: 'The file is too large.',
      errors: { file: ['The file is too large.'] },
    });
  });
});

describe('a resume', () => {
  it('answers 400 for a body that is not multipart, and 413 with the limit in MB for a big file', async () => {
    const plain = await post('/api/resume-uploaded/', { first_name: 'Ada' });
    expect(plain.statusCode).toBe(400);
    expect(plain.json()).toMatchObject({
      message: 'Send the resume as multipart/form-data.',
      errors: { file: ['The file is required.'] },
    });
    const res = await postFile(
      '/api/resume-uploaded/',
      Buffer.concat([PDF('big'), big]),
      'cv.pdf',
      'application/pdf',
    );
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      message: `The file is too large: at most ${Math.round(MAX_UPLOAD_BYTES / (1024 * 1024))} MB.`,
      code: 'file_too_large',
    });
  });
});

describe("a phone's share", () => {
  it('answers 400 with its own words for a body that is not multipart and for a form it cannot read', async () => {
    const plain = await t.app.inject({ method: 'POST', url: '/share-target', payload: { title: 'CV' } });
    expect(plain.statusCode).toBe(400);
    expect(plain.json().message).toBe('Share files as multipart/form-data.');
    const garbage = await t.app.inject({
      method: 'POST',
      url: '/share-target',
      payload: 'garbage',
      headers: GARBAGE,
    });
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json().message).toBe('The share is not a readable multipart form.');
  });
});
