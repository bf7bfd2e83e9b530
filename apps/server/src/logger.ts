/** Logging: one line per request, pretty for a person at a terminal, JSON for a log collector. */
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { PrettyOptions } from 'pino-pretty';

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

// The websocket takes its access token in the query string (browsers cannot set headers there).
const SECRET_QUERY = /([?&]token=)[^&]*/g;

/**
 * Logs one line per response instead of Fastify's two per request (create the app with a
 * `LogController({ disableRequestLogging: true })`): method, url, status and time, with the request id
 * pino binds.
 */
export function logResponses(app: FastifyInstance): void {
  app.addHook('onResponse', async (req, reply) => {
    const url = req.url.replace(SECRET_QUERY, '$1[redacted]');
    const responseTime = Math.round(reply.elapsedTime * 10) / 10;
    req.log.info(
      { method: req.method, url, statusCode: reply.statusCode, responseTime },
      `${req.method} ${url} ${reply.statusCode} ${responseTime} ms`,
    );
  });
}
