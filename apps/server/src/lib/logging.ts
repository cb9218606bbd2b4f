import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import type { Config } from '../config.js';

/**
 * One log line per request, written when the answer has gone: method, URL, client address,
 * status and time together (Fastify's default writes two, "incoming request" without the status
 * and "request completed" without the URL, which a log search then has to join by request id).
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  /** A 404's request line says it all. */
  override routeNotFound(): void {}

  /** A refused request (4xx) has its request line; a failure (5xx) gets its error and stack too. */
  override defaultErrorLog(error: Error, request: FastifyRequest, reply: FastifyReply): void {
    if (reply.statusCode >= 500) super.defaultErrorLog(error, request, reply);
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

interface RequestLine {
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
  msg?: string;
}

/** The request line read by a person: `GET /api/categories 200 1.4 ms`. */
export function readableMessage(log: RequestLine): string {
  if (log.req && log.res) {
    const time = typeof log.responseTime === 'number' ? ` ${log.responseTime.toFixed(1)} ms` : '';
    return `${log.req.method} ${log.req.url} ${log.res.statusCode}${time}`;
  }
  return log.msg ?? '';
}

/**
 * The logger of the server: off when asked (tests); JSON lines in production and tests, what log
 * collectors read; readable lines in development (pino-pretty, in this thread: a worker-thread
 * transport cannot load its target from the bundled server, and could not take the formatting
 * function). The same one line per request either way.
 */
export async function loggingOptions(
  config: Pick<Config, 'logLevel' | 'nodeEnv'>,
  enabled = true,
  /** Where readable lines go: standard output, or a stream (tests). */
  destination: number | NodeJS.WritableStream = 1,
): Promise<Pick<FastifyServerOptions, 'logger' | 'logController'>> {
  if (!enabled) return { logger: false };
  const logController = new OneLinePerRequest();
  if (config.nodeEnv !== 'development') return { logger: { level: config.logLevel }, logController };
  const { default: pretty } = await import('pino-pretty');
  const stream = pretty({
    destination,
    sync: true,
    translateTime: 'SYS:HH:MM:ss.l',
    ignore: 'pid,hostname,reqId,req,res,responseTime',
    messageFormat: (log) => readableMessage(log as RequestLine),
  });
  return { logger: { level: config.logLevel, stream }, logController };
}
