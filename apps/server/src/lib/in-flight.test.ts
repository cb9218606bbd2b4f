import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { closeGracefully } from './in-flight.js';

describe('closing with a handler still running', () => {
  it('waits for the handler even when its client has hung up', async () => {
    const app = Fastify();
    closeGracefully(app);
    let entered!: () => void;
    const started = new Promise<void>((resolve) => (entered = resolve));
    let release!: () => void;
    const events: string[] = [];
    app.get('/slow', async () => {
      entered();
      await new Promise<void>((resolve) => (release = resolve));
      events.push('handler done');
      return { ok: true };
    });
    app.get('/sync', (_request, reply) => {
      reply.send({ ok: true });
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;

    expect((await fetch(`http://127.0.0.1:${port}/sync`)).status).toBe(200);
    const client = request({ host: '127.0.0.1', port, path: '/slow' });
    client.on('error', () => undefined);
    client.end();
    await started;
    client.destroy();

    const closed = app.close().then(() => events.push('closed'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(events).toEqual([]);
    release();
    await closed;
    expect(events).toEqual(['handler done', 'closed']);
  });
});
