import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggingOptions, readableMessage } from './logging.js';

/** A stream that keeps what is written, line by line. */
function capture(): { stream: Writable; lines: () => string[] } {
  let text = '';
  const stream = new Writable({
    write(chunk, _encoding, done) {
      text += String(chunk);
      done();
    },
  });
  return { stream, lines: () => text.split('\n').filter(Boolean) };
}

async function serveThreeRequests(options: Awaited<ReturnType<typeof loggingOptions>>): Promise<void> {
  const app = Fastify(options);
  app.get('/books/:id', async () => ({ ok: true }));
  app.post('/books', async (_request, reply) => reply.status(201).send({ ok: true }));
  await app.inject({ url: '/books/1?limit=2' });
  await app.inject({ method: 'POST', url: '/books', payload: {} });
  await app.inject({ url: '/nowhere' });
  await app.close();
}

describe('server logs', () => {
  it('are JSON in production, one line per request with method, URL, status and time', async () => {
    const out = capture();
    const options = await loggingOptions({ nodeEnv: 'production', logLevel: 'info' });
    expect(options.logger).toEqual({ level: 'info' });
    // The same options with a stream to read from instead of standard output.
    await serveThreeRequests({ ...options, logger: { level: 'info', stream: out.stream } });
    const lines = out.lines().map((line) => JSON.parse(line));
    expect(lines.map((line) => [line.msg, line.req.method, line.req.url, line.res.statusCode])).toEqual([
      ['request completed', 'GET', '/books/1?limit=2', 200],
      ['request completed', 'POST', '/books', 201],
      ['request completed', 'GET', '/nowhere', 404],
    ]);
    for (const line of lines) {
      expect(line.level).toBe(30);
      expect(typeof line.responseTime).toBe('number');
      expect(line.reqId).toMatch(/^req-/);
    }
  });

  it('are readable lines in development, one per request', async () => {
    const out = capture();
    await serveThreeRequests(
      await loggingOptions({ nodeEnv: 'development', logLevel: 'info' }, true, out.stream),
    );
    // pino-pretty hands lines on through a stream: let it finish.
    await new Promise((resolve) => setTimeout(resolve, 50));
    // eslint-disable-next-line no-control-regex
    const lines = out.lines().map((line) => line.replace(/\u001b\[[0-9;]*m/g, ''));
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^\[\d\d:\d\d:\d\d\.\d{3}\] INFO: GET \/books\/1\?limit=2 200 \d+\.\d ms$/);
    expect(lines[1]).toMatch(/INFO: POST \/books 201 \d+\.\d ms$/);
    expect(lines[2]).toMatch(/INFO: GET \/nowhere 404 \d+\.\d ms$/);
  });

  it('are off when asked (tests)', async () => {
    expect(await loggingOptions({ nodeEnv: 'production', logLevel: 'info' }, false)).toEqual({
      logger: false,
    });
  });

  it('show a message that is not about a request as it is', () => {
    expect(readableMessage({ msg: 'Second Shelf is running' })).toBe('Second Shelf is running');
    expect(
      readableMessage({ req: { method: 'GET', url: '/' }, res: { statusCode: 304 }, responseTime: 0.456 }),
    ).toBe('GET / 304 0.5 ms');
  });
});
