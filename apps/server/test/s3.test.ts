import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3FileStore, type S3Config } from '../src/storage/s3';

/** A real S3-compatible server (s3rver) on a free port, keeping its objects in a temporary folder. */
describe('S3 file store against a local S3-compatible server', () => {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'talent-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: 'bucket', configs: [] }],
  });
  // s3rver's built-in account; it checks every request's signature against it.
  let cfg: S3Config;
  const stores: S3FileStore[] = [];
  const storeWith = (overrides: Partial<S3Config> = {}) => {
    const store = new S3FileStore({ ...cfg, ...overrides });
    stores.push(store);
    return store;
  };

  beforeAll(async () => {
    const { port } = await server.run();
    cfg = {
      endpoint: `http://127.0.0.1:${port}`,
      bucket: 'bucket',
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    };
  });
  afterAll(async () => {
    for (const store of stores) store.close();
    await server.close();
    fs.rmSync(directory, { recursive: true, force: true });
  });

  it('puts, gets, copies and deletes by prefix', async () => {
    const store = storeWith();
    await store.put('profiles/1/original.pdf', Buffer.from('pdf'));
    await store.put('profiles/1/page 1_full.jpg', Buffer.from('jpg'));
    await store.put('profiles/1/page (2).jpg', Buffer.from('odd name'));
    await store.put('profiles/10/original.pdf', Buffer.from('other'));
    expect((await store.get('profiles/1/original.pdf'))?.toString()).toBe('pdf');
    expect((await store.get('profiles/1/page 1_full.jpg'))?.toString()).toBe('jpg');
    expect(await store.get('profiles/1/missing')).toBeNull();

    await store.copy('profiles/1/original.pdf', 'profiles/2/original.pdf');
    await store.copy('profiles/1/page (2).jpg', 'profiles/2/page (2).jpg');
    expect((await store.get('profiles/2/original.pdf'))?.toString()).toBe('pdf');
    expect((await store.get('profiles/2/page (2).jpg'))?.toString()).toBe('odd name');
    // A missing source copies nothing, as in the local store.
    await store.copy('profiles/1/missing', 'profiles/3/missing');
    expect(await store.get('profiles/3/missing')).toBeNull();

    await store.deletePrefix('profiles/1');
    expect(await store.get('profiles/1/original.pdf')).toBeNull();
    expect(await store.get('profiles/1/page 1_full.jpg')).toBeNull();
    expect((await store.get('profiles/10/original.pdf'))?.toString()).toBe('other');
    expect((await store.get('profiles/2/original.pdf'))?.toString()).toBe('pdf');
  });

  it('signs its requests with the configured key', async () => {
    // s3rver checks the access key id (not a V4 signature's value): an unknown one is refused.
    await expect(storeWith({ accessKeyId: 'NOBODY' }).get('profiles/2/original.pdf')).rejects.toMatchObject({
      name: 'InvalidAccessKeyId',
    });
    await expect(storeWith({ accessKeyId: 'NOBODY' }).put('x/1', Buffer.from('x'))).rejects.toMatchObject({
      name: 'InvalidAccessKeyId',
    });
  });
});
