import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { launchServer, serverEnvironment } from '../apps/server/test/child-server.js';
import { freePort } from '../apps/server/test/free-port.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A data directory the server seeded with the demo data, stopped: each file starts from a copy. */
    e2eDataTemplate: string;
  }
}

/**
 * Seeding the demo data (its people's password hashes, its photos' sizes) takes the server several
 * seconds: it is done once here, by the production server itself, and each test file's server
 * starts on a copy of the directory it left.
 */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'second-shelf-e2e-template-'));
  const server = await launchServer(serverEnvironment({ port: await freePort(), dataDir }));
  const { code, signal } = await server.stop();
  if (code !== 0) throw new Error(`the seeding server ended with ${code ?? signal}:\n${server.output()}`);
  project.provide('e2eDataTemplate', dataDir);
  return () => rmSync(dataDir, { recursive: true, force: true });
}
