/** Logging: one line per request, pretty for a person at a terminal, JSON for a log collector. */
import type { FastifyInstance, FastifyLoggerOptions, FastifyRequest, FastifyServerOptions } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { PrettyOptions } from 'pino-pretty';
import { currentRequestId } from './lib/request-context';

/** A request id a proxy or load balancer may pass on (X-Request-Id): letters, digits, `-_.:`, at most 64. */
const PASSED_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** The request's id (issue 42): the proxy's X-Request-Id when it is a plain token, else a new UUID, so ids
 * are unique across servers. Every log line of the request carries it (reqId), and so does every answer
 * (the X-Request-Id header; a 500's body as request_id). */
export function requestIdOf(req: IncomingMessage): string {
  const passed = req.headers['x-request-id'];
  return typeof passed === 'string' && PASSED_ID.test(passed) ? passed : randomUUID();
}

/** The fields of the response line that its message already says; pretty output leaves them out. */
const RESPONSE_FIELDS = ['method', 'url', 'statusCode', 'responseTime'] as const;

/** pino-pretty's options: one line per record, the request id in front of the message. */
export const PRETTY_OPTIONS: PrettyOptions = {
  singleLine: true,
  translateTime: 'SYS:HH:MM:ss.l',
  ignore: ['pid', 'hostname', 'reqId', ...RESPONSE_FIELDS].join(','),
  messageFormat: '{if reqId}{reqId} {end}{msg}',
};

/** Fastify's logger options: pretty when stdout is a terminal, JSON lines otherwise. */
export function loggerOptions(
  level: string,
  pretty = process.stdout.isTTY === true,
): NonNullable<FastifyServerOptions['logger']> {
  return pretty ? { level, transport: { target: 'pino-pretty', options: PRETTY_OPTIONS } } : { level };
}

// The websocket takes its ticket in the query string (browsers cannot set headers there). A ticket works
// once for 60 s, and is still kept out of the log.
const SECRET_QUERY = /([?&]token=)[^&]*/g;

/** A URL as it may be logged: the `token` query parameter's value replaced. */
export const redactUrl = (url: string): string => url.replace(SECRET_QUERY, '$1[redacted]');

/** Fastify's `req` serializer (used where a record carries the request, e.g. its error lines for a 5xx)
 * with the URL redacted. */
function requestSerializer(req: FastifyRequest): Record<string, unknown> {
  return {
    method: req.method,
    url: redactUrl(String(req.url ?? '')),
    version: req.headers?.['accept-version'],
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

/**
 * pino's mixin (issue 42): a line logged inside a request by a logger that does not carry the request's id
 * (the app's logger that modules get as `ctx.log`, the outbox's) gets it from the request context, so every
 * line of a request has its reqId. `req.log` binds reqId itself, so its lines are left alone (no second key).
 */
export function requestIdMixin(
  _line: object,
  _level: number,
  logger: { bindings(): Record<string, unknown> },
): { reqId?: string } {
  const reqId = currentRequestId();
  if (reqId === undefined || 'reqId' in logger.bindings()) return {};
  return { reqId };
}

/** Adds the redacting `req` serializer and the request id mixin to logger options (a ready logger
 * instance is left as it is). */
export function withRedaction(
  logger: NonNullable<FastifyServerOptions['logger']>,
): NonNullable<FastifyServerOptions['logger']> {
  if (typeof logger !== 'object' || 'child' in logger) return logger;
  // Fastify types its `req` serializer for the default generics of every server type; this one reads
  // only fields every request has.
  const serializers = {
    ...logger.serializers,
    req: requestSerializer,
  } as FastifyLoggerOptions['serializers'];
  return { ...logger, serializers, mixin: requestIdMixin };
}

/**
 * Logs one line per response instead of Fastify's two per request (create the app with a
 * `LogController({ disableRequestLogging: true })`): method, url, status and time, with the request id
 * pino binds.
 */
export function logResponses(app: FastifyInstance): void {
  app.addHook('onRequest', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });
  app.addHook('onResponse', async (req, reply) => {
    const url = redactUrl(req.url);
    const responseTime = Math.round(reply.elapsedTime * 10) / 10;
    req.log.info(
      { method: req.method, url, statusCode: reply.statusCode, responseTime },
      `${req.method} ${url} ${reply.statusCode} ${responseTime} ms`,
    );
  });
}
