import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../apps/server/test/free-port.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

export interface RunningServer {
  url: string;
  dataDir: string;
  /** Stops the process (SIGTERM), runs `between` (e.g. an operator command), starts it again on the same data. */
  restart(between?: (env: NodeJS.ProcessEnv) => Promise<void>): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The production build served by the real server on a fresh embedded database with demo data,
 * on 127.0.0.1 only. The build itself (`npm run build`) is done by the test command beforehand.
 */
export async function startServer(extraEnv: Record<string, string> = {}): Promise<RunningServer> {
  const port = extraEnv.PORT ? Number(extraEnv.PORT) : await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'second-shelf-e2e-'));
  const url = `http://127.0.0.1:${port}`;
  const { DATABASE_URL: _db, TEST_DATABASE_URL: _test, ...inherited } = process.env;
  const env: NodeJS.ProcessEnv = {
    ...inherited,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    BASE_URL: url,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ...extraEnv,
  };
  let child = await launch(env, url);
  const stopChild = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  return {
    url,
    dataDir,
    async restart(between) {
      await stopChild();
      if (between) await between(env);
      child = await launch(env, url);
    },
    async stop() {
      await stopChild();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function launch(env: NodeJS.ProcessEnv, url: string): Promise<ChildProcess> {
  const child: ChildProcess = spawn(process.execPath, ['apps/server/dist/server.js'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let closed = false;
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  child.once('close', () => (closed = true));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (closed) throw new Error(`server exited (${child.exitCode}):\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not start in time:\n${output}`);
    }
    try {
      if ((await fetch(`${url}/api/categories`)).ok) return child;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

export const repositoryRoot = root;
export { freePort };
