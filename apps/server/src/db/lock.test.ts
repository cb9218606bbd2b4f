import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDirectoryLock, processIdentity } from './lock.js';

const dirs: string[] = [];
const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function lockFile(): { dir: string; path: string } {
  const dir = mkdtempSync(join(tmpdir(), 'second-shelf-lock-'));
  dirs.push(dir);
  return { dir, path: join(dir, 'second-shelf.lock') };
}

/** A live process of this machine that is not Second Shelf (as a reused pid would be). */
async function otherProgram(): Promise<number> {
  const child = spawn('sleep', ['30'], { stdio: 'ignore' });
  children.push(child);
  await new Promise((resolve) => child.once('spawn', resolve));
  return child.pid!;
}

/** Another process that takes the lock, as a second Second Shelf would, and keeps it. */
async function otherHolder(path: string): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '-e',
      `import('${new URL('./lock.ts', import.meta.url).pathname}').then((lock) => {
         lock.acquireDirectoryLock(${JSON.stringify(path)}, 'data');
         console.log('locked');
         setInterval(() => {}, 1000);
       })`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  children.push(child);
  await new Promise((resolve) => child.stdout!.once('data', resolve));
  return child;
}

describe('the embedded database directory lock', () => {
  it('names this process by pid and identity, and is gone once released', () => {
    const { path } = lockFile();
    const release = acquireDirectoryLock(path, 'data');
    const [pid, identity] = readFileSync(path, 'utf8').split('\n');
    expect(pid).toBe(String(process.pid));
    expect(identity).toBe(processIdentity(process.pid));
    expect(identity).toMatch(/^[0-9a-f-]+\/\d+$/);
    release();
    expect(existsSync(path)).toBe(false);
  });

  it('refuses while another live Second Shelf process holds it, and takes it over once that one is killed', async () => {
    const { path } = lockFile();
    const holder = await otherHolder(path);
    expect(() => acquireDirectoryLock(path, 'data')).toThrow(
      `in use by another Second Shelf process (pid ${holder.pid})`,
    );
    holder.kill('SIGKILL');
    await new Promise((resolve) => holder.once('exit', resolve));
    const release = acquireDirectoryLock(path, 'data');
    expect(readFileSync(path, 'utf8').split('\n')[0]).toBe(String(process.pid));
    release();
  });

  it('takes over a lock whose pid now belongs to another program (a pid reused after a reboot)', async () => {
    const { path } = lockFile();
    const pid = await otherProgram();
    // Written by a Second Shelf that had this pid in an earlier boot.
    writeFileSync(path, `${pid}\n00000000-0000-0000-0000-000000000000/12345\n`);
    const release = acquireDirectoryLock(path, 'data');
    expect(readFileSync(path, 'utf8').split('\n')[0]).toBe(String(process.pid));
    release();

    // A lock file of the older kind holds the pid alone: a process that is not Node.js is not ours.
    writeFileSync(path, String(pid));
    acquireDirectoryLock(path, 'data')();
  });
});
