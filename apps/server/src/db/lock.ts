import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readProc(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
}

/**
 * Which process, of all that ever had this pid: the boot and the start time (clock ticks since that
 * boot, field 22 of /proc/PID/stat). Process ids are reused, after a reboot most of all; this pair
 * is not. Undefined where the system has no /proc (the lock then trusts the pid alone).
 */
export function processIdentity(pid: number): string | undefined {
  const boot = readProc('/proc/sys/kernel/random/boot_id')?.trim();
  const stat = readProc(`/proc/${pid}/stat`);
  if (!boot || !stat) return undefined;
  // The command name (field 2) is in parentheses and may hold spaces: count fields after it.
  const startTime = stat
    .slice(stat.lastIndexOf(')') + 2)
    .split(' ')
    .at(22 - 3);
  return startTime ? `${boot}/${startTime}` : undefined;
}

/**
 * Whether the process a lock file names still holds it. The file holds the pid and the process's
 * identity; a live process with that pid but another identity took the pid over after the holder
 * died. A file from before identities were written holds the pid alone: then the process must at
 * least be a Node.js one.
 */
function holdsLock(content: string): number | undefined {
  const [pidText = '', identity] = content.split('\n');
  const pid = Number.parseInt(pidText, 10);
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid || !isRunning(pid)) return undefined;
  const current = processIdentity(pid);
  if (current === undefined) return pid;
  if (identity) return identity === current ? pid : undefined;
  const command = readProc(`/proc/${pid}/cmdline`);
  return command === undefined || /node/.test(command) ? pid : undefined;
}

/**
 * PGlite has no lock of its own and two processes on one directory corrupt it, so the
 * directory is claimed with a lock file naming this process; a lock left by a process that is
 * gone (crashed, or its pid now another program's) is taken over.
 */
export function acquireDirectoryLock(lockPath: string, dataDir: string): () => void {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, `${process.pid}\n${processIdentity(process.pid) ?? ''}\n`);
      closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        try {
          unlinkSync(lockPath);
        } catch {
          // Already gone: nothing to release.
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = holdsLock(readFileSync(lockPath, 'utf8'));
      if (holder !== undefined) {
        throw new Error(
          `The embedded database in ${dataDir} is in use by another Second Shelf process (pid ${holder}). ` +
            'Stop that process first, or set DATA_DIR to another directory.',
        );
      }
      unlinkSync(lockPath);
    }
  }
  throw new Error(`Could not lock ${lockPath}`);
}
