import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serverRoot } from '../src/lib/paths.js';

export interface ServerSettings {
  port: number;
  /** The embedded database's directory; ignored when `databaseUrl` is set. */
  dataDir: string;
  /** PostgreSQL instead of the embedded database. */
  databaseUrl?: string;
  /** Any other setting, as the environment gives it (e.g. SEED_DEMO, TRUST_PROXY). */
  extra?: Record<string, string>;
}

/** The environment of the production server on 127.0.0.1, as `npm run serve` would get it. */
export function serverEnvironment({ port, dataDir, databaseUrl, extra }: ServerSettings): NodeJS.ProcessEnv {
  const { DATABASE_URL: _url, TEST_DATABASE_URL: _test, SEED_DEMO: _seed, ...inherited } = process.env;
  return {
    ...inherited,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    // Vitest itself sets BASE_URL=/ (Vite's base path), which the server rightly refuses.
    BASE_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    // With PostgreSQL the secret must be given, as every instance shares it.
    ...(databaseUrl
      ? { DATABASE_URL: databaseUrl, BETTER_AUTH_SECRET: 'a-test-secret-shared-by-every-instance' }
      : {}),
    ...extra,
  };
}

export interface ChildServer {
  readonly url: string;
  readonly child: ChildProcess;
  /** Everything the process printed so far. */
  output(): string;
  /** Resolves when the process has exited, with its exit code or the signal that ended it. */
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Resident memory of the process now, in MiB (Linux). */
  rssMiB(): number;
  /** Sends a signal (SIGTERM unless told) and waits for the exit. */
  stop(signal?: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Starts `node dist/server.js` (the build must exist) without waiting for it. */
export function spawnServer(env: NodeJS.ProcessEnv): ChildServer {
  const child = spawn(process.execPath, ['dist/server.js'], {
    cwd: serverRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return {
    url: `http://127.0.0.1:${env.PORT}`,
    child,
    output: () => output,
    exited,
    rssMiB() {
      const status = readFileSync(join('/proc', String(child.pid), 'status'), 'utf8');
      const kib = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      return Math.round(kib / 1024);
    },
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

/** Waits for the first 200 from GET /api/categories; fails with the server's output otherwise. */
export async function waitUntilUp(server: ChildServer, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  void server.exited.then(() => (exited = true));
  while (Date.now() < deadline) {
    if (exited) throw new Error(`server exited early (${server.child.exitCode}):\n${server.output()}`);
    try {
      const response = await fetch(`${server.url}/api/categories`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  server.child.kill('SIGKILL');
  throw new Error(`server did not start in ${timeoutMs} ms:\n${server.output()}`);
}

/** Starts the server and waits until it answers (at most `timeoutMs`). */
export async function launchServer(env: NodeJS.ProcessEnv, timeoutMs?: number): Promise<ChildServer> {
  const server = spawnServer(env);
  await waitUntilUp(server, timeoutMs);
  return server;
}
