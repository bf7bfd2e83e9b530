/** S3-compatible file store (AWS S3, MinIO, R2 ...) over plain HTTP with Signature Version 4, path-style
 * URLs. Enabled by S3_BUCKET (see docs/server.md). */
import { createHash, createHmac } from 'node:crypto';
import type { FileStore } from './index';

export interface S3Config {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

const sha256hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();

/** RFC 3986 encoding as SigV4 wants it (each path segment; '/' kept between segments). */
export function encodeKey(key: string): string {
  return key
    .split('/')
    .map((s) =>
      encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`),
    )
    .join('/');
}

export interface SignInput {
  method: string;
  url: URL;
  headers: Record<string, string>;
  payloadHash: string;
  region: string;
  service: string;
  accessKeyId: string;
  secretAccessKey: string;
  amzDate: string; // YYYYMMDDTHHMMSSZ
}

/** Answers the Authorization header value for a request (AWS Signature Version 4). */
export function signV4(input: SignInput): string {
  const date = input.amzDate.slice(0, 8);
  const lower = Object.fromEntries(
    Object.entries(input.headers).map(([k, v]) => [k.toLowerCase(), v.trim().replace(/\s+/g, ' ')]),
  );
  const signedHeaders = Object.keys(lower).sort();
  const query = [...input.url.searchParams.entries()]
    .map(([k, v]) => [encodeURIComponent(k), encodeURIComponent(v)] as const)
    .sort((a, b) => (a[0] === b[0] ? (a[1] < b[1] ? -1 : 1) : a[0] < b[0] ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const canonical = [
    input.method,
    input.url.pathname || '/',
    query,
    signedHeaders.map((h) => `${h}:${lower[h]}\n`).join(''),
    signedHeaders.join(';'),
    input.payloadHash,
  ].join('\n');
  const scope = `${date}/${input.region}/${input.service}/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', input.amzDate, scope, sha256hex(canonical)].join('\n');
  const kDate = hmac(`AWS4${input.secretAccessKey}`, date);
  const kSigning = hmac(hmac(hmac(kDate, input.region), input.service), 'aws4_request');
  const signature = createHmac('sha256', kSigning).update(toSign).digest('hex');
  return `AWS4-HMAC-SHA256 Credential=${input.accessKeyId}/${scope}, SignedHeaders=${signedHeaders.join(';')}, Signature=${signature}`;
}

export class S3FileStore implements FileStore {
  constructor(private readonly cfg: S3Config) {}

  private url(key?: string, query?: Record<string, string>): URL {
    const u = new URL(
      `${this.cfg.endpoint.replace(/\/$/, '')}/${this.cfg.bucket}${key ? `/${encodeKey(key)}` : ''}`,
    );
    for (const [k, v] of Object.entries(query ?? {})) u.searchParams.set(k, v);
    return u;
  }

  private async send(
    method: string,
    url: URL,
    body?: Buffer,
    extra: Record<string, string> = {},
  ): Promise<Response> {
    const amzDate = new Date()
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d{3}/, '');
    const payloadHash = sha256hex(body ?? '');
    const headers: Record<string, string> = {
      host: url.host,
      'x-amz-content-sha256': payloadHash,
      'x-amz-date': amzDate,
      ...extra,
    };
    const authorization = signV4({
      method,
      url,
      headers,
      payloadHash,
      region: this.cfg.region,
      service: 's3',
      accessKeyId: this.cfg.accessKeyId,
      secretAccessKey: this.cfg.secretAccessKey,
      amzDate,
    });
    const { host: _host, ...sendHeaders } = headers;
    return fetch(url, {
      method,
      headers: { ...sendHeaders, authorization },
      body: body ? new Uint8Array(body) : undefined,
    });
  }

  async put(key: string, data: Buffer): Promise<void> {
    const res = await this.send('PUT', this.url(key), data, { 'content-type': 'application/octet-stream' });
    if (!res.ok) throw new Error(`S3 PUT ${key}: ${res.status} ${await res.text()}`);
  }

  async get(key: string): Promise<Buffer | null> {
    const res = await this.send('GET', this.url(key));
    if (res.status === 404) return null;
    if (!res.ok) throw new Error(`S3 GET ${key}: ${res.status}`);
    return Buffer.from(await res.arrayBuffer());
  }

  async copy(from: string, to: string): Promise<void> {
    const data = await this.get(from);
    if (data) await this.put(to, data);
  }

  async deletePrefix(prefix: string): Promise<void> {
    let token: string | undefined;
    do {
      const res = await this.send(
        'GET',
        this.url(undefined, {
          'list-type': '2',
          prefix: `${prefix.replace(/\/$/, '')}/`,
          ...(token ? { 'continuation-token': token } : {}),
        }),
      );
      if (!res.ok) throw new Error(`S3 list ${prefix}: ${res.status}`);
      const xml = await res.text();
      const keys = [...xml.matchAll(/<Key>([^<]+)<\/Key>/g)].map((m) => unescapeXml(m[1]!));
      for (const key of keys) {
        const del = await this.send('DELETE', this.url(key));
        if (!del.ok && del.status !== 404) throw new Error(`S3 DELETE ${key}: ${del.status}`);
      }
      token = /<IsTruncated>true<\/IsTruncated>/.test(xml)
        ? unescapeXml(/<NextContinuationToken>([^<]+)<\/NextContinuationToken>/.exec(xml)?.[1] ?? '')
        : undefined;
    } while (token);
  }
}

function unescapeXml(s: string): string {
  return s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}
