/**
 * Generates docs/openapi.json and docs/api.md from the @talent/api contract.
 * Run: npm run docs:api -w @talent/server
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { domainOf, endpoints, errorBody, type EndpointDef } from '@talent/api';

const here = path.dirname(fileURLToPath(import.meta.url));
const docs = path.resolve(here, '../../../docs');

type Json = Record<string, unknown>;

function schema(s: z.ZodType, io: 'input' | 'output'): Json {
  const out = z.toJSONSchema(s, { unrepresentable: 'any', io, target: 'openapi-3.0' }) as Json;
  delete out.$schema;
  return out;
}

const toOpenApiPath = (p: string) => p.replace(/:([A-Za-z_]+)/g, '{$1}');

function tagOf(name: string): string {
  return domainOf(name);
}

const paths: Record<string, Record<string, Json>> = {};
for (const [name, def] of Object.entries(endpoints) as Array<[string, EndpointDef]>) {
  const p = toOpenApiPath(def.path);
  const parameters: Json[] = [];
  if (def.params) {
    const js = schema(def.params, 'input') as { properties?: Record<string, Json> };
    for (const [k, v] of Object.entries(js.properties ?? {}))
      parameters.push({ name: k, in: 'path', required: true, schema: v });
  }
  if (def.query) {
    const js = schema(def.query, 'input') as { properties?: Record<string, Json>; required?: string[] };
    for (const [k, v] of Object.entries(js.properties ?? {}))
      parameters.push({ name: k, in: 'query', required: js.required?.includes(k) ?? false, schema: v });
  }
  const op: Json = {
    operationId: name,
    summary: def.summary,
    tags: [tagOf(name)],
    ...(parameters.length ? { parameters } : {}),
    ...(def.access === 'public' ? { security: [] } : { 'x-access': def.access }),
    responses: {
      [String(def.status ?? 200)]: {
        description: 'Success',
        content: {
          [def.contentType ?? 'application/json']: {
            schema: def.contentType ? { type: 'string' } : schema(def.response, 'output'),
          },
        },
      },
      ...Object.fromEntries(
        Object.entries(def.errors ?? {}).map(([status, text]) => [
          status,
          {
            description: text,
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
          },
        ]),
      ),
      ...(def.access === 'public'
        ? {}
        : {
            401: { description: 'Missing or expired access token' },
            403: { description: 'The ability check failed' },
            406: { description: 'Session ended by a login on another device' },
          }),
    },
  };
  if (def.body) {
    op.requestBody = {
      required: true,
      content: {
        [def.multipart
          ? 'multipart/form-data'
          : def.contentType
            ? 'application/x-www-form-urlencoded'
            : 'application/json']: { schema: schema(def.body, 'input') },
      },
    };
  }
  (paths[p] ??= {})[def.method.toLowerCase()] = op;
}

const openapi = {
  openapi: '3.0.3',
  info: {
    title: 'Talent marketplace API',
    version: '0.1.0',
    description:
      'Generated from the @talent/api contract by apps/server/scripts/api-docs.ts. Do not edit by hand.',
  },
  servers: [{ url: 'http://localhost:3000' }],
  components: {
    securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    schemas: { Error: schema(errorBody, 'output') },
  },
  security: [{ bearer: [] }],
  paths,
};
fs.mkdirSync(docs, { recursive: true });
fs.writeFileSync(path.join(docs, 'openapi.json'), JSON.stringify(openapi, null, 2) + '\n');

// The reference page.
const lines: string[] = [
  '# API reference',
  '',
  'Generated from the `@talent/api` contract (`packages/api/src/contract`) by `npm run docs:api -w @talent/server`;',
  'the machine-readable form is [openapi.json](openapi.json). Do not edit by hand.',
  '',
  '## Conventions',
  '',
  '- JSON bodies. Every error is `{ "message": string, "errors"?: { [field]: string[] }, "code"?: string }`.',
  '- `401` missing/expired access token (refresh once with `POST /api/refreshToken`); `406` with `code: "session_elsewhere"`: the',
  '  account logged in on another device ("You are logged in on a different device, so your session has expired.");',
  '  `406` on uploads carries `code` `invalid_file_type`, `duplicate` or `daily_limit`; `403` the ability check failed;',
  '  `400` validation with per-field `errors`; `402` not enough TAT/TTT; `404`; `409` conflict; `429` daily limit.',
  '- Lists answer `{ count, results }` and take `limit` / `offset` (and `search` where it makes sense).',
  '- Access: `public`, or an ability `read` on a resource code (see `@talent/api/abilities`). `Auth` = any signed-in user.',
  '- The notification websocket is `GET /api/notifications/?token=<ticket>` (a one-time, 60 s ticket from `POST /api/socket_ticket/`) and sends `{ job_id, message, profileId }`.',
  '',
];
const byTag = new Map<string, Array<[string, EndpointDef]>>();
for (const [name, def] of Object.entries(endpoints) as Array<[string, EndpointDef]>) {
  const tag = tagOf(name);
  if (!byTag.has(tag)) byTag.set(tag, []);
  byTag.get(tag)!.push([name, def]);
}
const fieldsOf = (s: z.ZodType | undefined, io: 'input' | 'output') => {
  if (!s) return '';
  const js = schema(s, io) as { properties?: Record<string, unknown>; required?: string[]; anyOf?: unknown };
  if (!js.properties) return '';
  return Object.keys(js.properties)
    .map((k) => (js.required?.includes(k) ? `\`${k}\`` : `\`${k}?\``))
    .join(', ');
};
for (const [tag, list] of byTag) {
  lines.push(
    `## ${tag}`,
    '',
    '| name | method and path | access | request | answer | errors |',
    '|---|---|---|---|---|---|',
  );
  for (const [name, def] of list) {
    const access = def.access === 'public' ? 'public' : `${def.access.action} ${def.access.subject}`;
    const req = [
      def.params && `params ${fieldsOf(def.params, 'input')}`,
      def.query && `query ${fieldsOf(def.query, 'input')}`,
      def.body && `${def.multipart ? 'multipart' : 'body'} ${fieldsOf(def.body, 'input')}`,
    ]
      .filter(Boolean)
      .join('<br>');
    const res = def.contentType ? def.contentType : fieldsOf(def.response, 'output');
    const errs = Object.entries(def.errors ?? {})
      .map(([k, v]) => `${k} ${v}`)
      .join('<br>');
    lines.push(
      `| ${name} | \`${def.method} ${def.path}\`<br>${def.summary.replace(/\|/g, '\\|')} | ${access} | ${req.replace(/\|/g, '\\|')} | ${res} | ${errs} |`,
    );
  }
  lines.push('');
}
fs.writeFileSync(path.join(docs, 'api.md'), lines.join('\n'));
console.log(`wrote ${Object.keys(endpoints).length} endpoints to docs/openapi.json and docs/api.md`);
