import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3FileStore, signV4 } from '../src/storage/s3';

describe('SigV4 signer', () => {
  it('matches the AWS Signature Version 4 test suite vector "get-vanilla"', () => {
    const auth = signV4({
      method: 'GET',
      url: new URL('https://example.amazonaws.com/'),
      headers: { Host: 'example.amazonaws.com', 'X-Amz-Date': '20150830T123600Z' },
      payloadHash: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
      region: 'us-east-1',
      service: 'service',
      accessKeyId: 'AKIDEXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
      amzDate: '20150830T123600Z',
    });
    expect(auth).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20150830/us-east-1/service/aws4_request, SignedHeaders=host;x-amz-date, Signature=5fa00fa31553b73ebf1942676e86291e8372ff2a2260956d9b8aae1d763fbf31',
    );
  });
});

/** A minimal S3 stand-in: path-style bucket, PUT/GET/DELETE objects, ListObjectsV2; it insists on signed requests. */
describe('S3 file store against an S3-like server', () => {
  const objects = new Map<string, Buffer>();
  const fake = Fastify();
  let endpoint = '';
  beforeAll(async () => {
    fake.addContentTypeParser('*', { parseAs: 'buffer' }, (_r, body, done) => done(null, body));
    fake.addHook('onRequest', async (req, reply) => {
      if (!String(req.headers.authorization ?? '').startsWith('AWS4-HMAC-SHA256 Credential=key-id/'))
        return reply.status(403).send('unsigned');
    });
    fake.put('/bucket/*', async (req) => {
      objects.set(decodeURIComponent((req.params as { '*': string })['*']), req.body as Buffer);
      return '';
    });
    fake.get('/bucket/*', async (req, reply) => {
      const data = objects.get(decodeURIComponent((req.params as { '*': string })['*']));
      return data ? reply.send(data) : reply.status(404).send('NoSuchKey');
    });
    fake.delete('/bucket/*', async (req) => {
      objects.delete(decodeURIComponent((req.params as { '*': string })['*']));
      return '';
    });
    fake.get('/bucket', async (req, reply) => {
      const prefix = (req.query as { prefix?: string }).prefix ?? '';
      const keys = [...objects.keys()].filter((k) => k.startsWith(prefix));
      return reply
        .type('application/xml')
        .send(
          `<ListBucketResult><IsTruncated>false</IsTruncated>${keys.map((k) => `<Contents><Key>${k}</Key></Contents>`).join('')}</ListBucketResult>`,
        );
    });
    await fake.listen({ port: 0, host: '127.0.0.1' });
    const addr = fake.server.address();
    endpoint = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
  });
  afterAll(async () => {
    await fake.close();
  });

  it('puts, gets, copies and deletes by prefix', async () => {
    const store = new S3FileStore({
      endpoint,
      bucket: 'bucket',
      region: 'us-east-1',
      accessKeyId: 'key-id',
      secretAccessKey: 'secret',
    });
    await store.put('profiles/1/original.pdf', Buffer.from('pdf'));
    await store.put('profiles/1/page 1_full.jpg', Buffer.from('jpg'));
    await store.put('profiles/10/original.pdf', Buffer.from('other'));
    expect((await store.get('profiles/1/original.pdf'))?.toString()).toBe('pdf');
    expect((await store.get('profiles/1/page 1_full.jpg'))?.toString()).toBe('jpg');
    expect(await store.get('profiles/1/missing')).toBeNull();
    await store.copy('profiles/1/original.pdf', 'profiles/2/original.pdf');
    expect((await store.get('profiles/2/original.pdf'))?.toString()).toBe('pdf');
    await store.deletePrefix('profiles/1');
    expect([...objects.keys()].sort()).toEqual(['profiles/10/original.pdf', 'profiles/2/original.pdf']);
    const unsigned = await fetch(`${endpoint}/bucket/profiles/2/original.pdf`);
    expect(unsigned.status).toBe(403);
  });
});
