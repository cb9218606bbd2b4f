import { cpSync, mkdtempSync, rmSync } from 'node:fs';
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
 * `seeded` is a data directory the server already seeded (e2e/global-setup.ts): the server starts
 * on a copy of it. Not with SMTP_URL: whether mail leaves the server changes which demo emails are
 * written at seeding.
 */
export async function startServer(
  extraEnv: Record<string, string> = {},
  seeded?: string,
): Promise<RunningServer> {
  const port = extraEnv.PORT ? Number(extraEnv.PORT) : await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'second-shelf-e2e-'));
  const copied = seeded !== undefined && extraEnv.SMTP_URL === undefined;
  if (copied) cpSync(seeded, dataDir, { recursive: true });
  const env = serverEnvironment({ port, dataDir, extra: extraEnv });
  // A server that seeds the demo data itself takes 20 s alone on a slow 2-core host, and three
  // times that beside two other journeys: it gets three minutes (a copy starts in seconds).
  let child: ChildServer = await launchServer(env, copied ? undefined : 180_000);
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
