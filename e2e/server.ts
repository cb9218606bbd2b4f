import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchServer, serverEnvironment, type ChildServer } from '../apps/server/test/child-server.js';
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
  const env = serverEnvironment({ port, dataDir, extra: extraEnv });
  let child: ChildServer = await launchServer(env);
  return {
    url: child.url,
    dataDir,
    async restart(between) {
      await child.stop();
      if (between) await between(env);
      child = await launchServer(env);
    },
    async stop() {
      await child.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const repositoryRoot = root;
export { freePort };
