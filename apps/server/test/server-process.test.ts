import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { serverRoot } from '../src/lib/paths.js';
import { serverEnvironment, spawnServer, waitUntilUp, type ChildServer } from './child-server.js';
import { freePort } from './free-port.js';

const run = promisify(execFile);
const dataDir = mkdtempSync(join(tmpdir(), 'second-shelf-process-'));
const children: ChildServer[] = [];
const environment = (port: number) => serverEnvironment({ port, dataDir });

/** `npm run serve` (after the build) is `node apps/server/dist/server.js`: started here the same way. */
function startServer(port: number): ChildServer {
  const server = spawnServer(environment(port));
  children.push(server);
  return server;
}

async function signIn(url: string, email: string, password: string): Promise<Response> {
  return fetch(`${url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ email, password }),
  });
}

afterAll(() => {
  for (const server of children) void server.stop('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the server process, started as the README starts it', () => {
  it('serves the demo catalogue, guards its data directory, stops cleanly and restarts on the same data', async () => {
    const port = await freePort();
    const first = startServer(port);
    await waitUntilUp(first);

    const categories = (await (await fetch(`${first.url}/api/categories`)).json()) as {
      category_name: string;
    }[];
    expect(categories.map((category) => category.category_name)).toEqual([
      'Action & Adventure',
      'Comics & Fantasy',
      'Literary Fiction',
    ]);
    expect((await signIn(first.url, 'buyer@example.com', 'shelf-buyer-1')).status).toBe(200);
    expect(existsSync(join(dataDir, 'second-shelf.lock'))).toBe(true);

    // A second process on the same directory refuses, and says why.
    const second = startServer(await freePort());
    expect((await second.exited).code).toBe(1);
    expect(second.output()).toMatch(/in use by another Second Shelf process \(pid \d+\)/);

    expect(await first.stop('SIGTERM')).toEqual({ code: 0, signal: null });
    expect(existsSync(join(dataDir, 'second-shelf.lock'))).toBe(false);

    // The operator command makes an existing user an admin while the server is stopped.
    const granted = await run(process.execPath, ['dist/admin.js', 'grant', 'buyer@example.com'], {
      cwd: serverRoot,
      env: environment(port),
    });
    expect(granted.stdout).toMatch(/buyer@example.com is now an admin/);
    await expect(
      run(process.execPath, ['dist/admin.js', 'grant', 'nobody@example.com'], {
        cwd: serverRoot,
        env: environment(port),
      }),
    ).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/No user with the email nobody@example.com/),
    });

    const restarted = startServer(port);
    await waitUntilUp(restarted);
    const session = await signIn(restarted.url, 'buyer@example.com', 'shelf-buyer-1');
    expect(session.status).toBe(200);
    const cookie = session.headers
      .getSetCookie()
      .map((value) => value.split(';')[0])
      .join('; ');
    const flags = await fetch(`${restarted.url}/api/users/admin/buyer@example.com`, { headers: { cookie } });
    expect(await flags.json()).toEqual({ isAdmin: true });
    // The demo seed ran once: a restart adds no second copy of the books.
    const users = await fetch(`${restarted.url}/api/allbuyers`, { headers: { cookie } });
    expect(users.headers.get('x-total-count')).toBe('4');
    // Five demo books in this category, one of them booked or sold in a demo deal.
    const books = await fetch(`${restarted.url}/api/categories/1`, { headers: { cookie } });
    expect(books.headers.get('x-total-count')).toBe('4');

    expect(await restarted.stop('SIGINT')).toEqual({ code: 0, signal: null });
  }, 120_000);
});
