import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { inArray } from 'drizzle-orm';
import type { PhotoWidth } from '@second-shelf/shared';
import type { Database, Db } from '../../db/client.js';
import { withHotPhotos } from '../../db/fast-path/hot-photos.js';
import { createPhotoBytes, type ReadPhotoBytes } from '../../db/fast-path/photo-bytes.js';
import { photoFiles } from '../../db/schema.js';

/**
 * Where the photos' bytes live. The embedded database keeps them as files under DATA_DIR; on
 * PostgreSQL they live in the database (photo_files), so that every instance behind a load
 * balancer serves every photo with nothing else to run or back up (docs/photos.md has the
 * measurement behind the choice).
 */
export interface PhotoStore {
  kind: 'files' | 'database';
  /** Keeps a photo's widths; on the database, inside the caller's transaction when given one. */
  save(id: string, variants: { width: PhotoWidth; data: Buffer }[], tx?: Db): Promise<void>;
  read(id: string, width: PhotoWidth): Promise<Buffer | null>;
  /** Forgets photos whose rows are gone (files; the database's rows went with theirs). */
  remove(ids: string[]): Promise<void>;
  /** Removes stored photos no row names any more, older than `olderThanMs` (a crash between the two). */
  sweep(isKnown: (ids: string[]) => Promise<Set<string>>, olderThanMs: number): Promise<number>;
}

const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** One directory per photo, one file per width: DATA_DIR/photos/<id>/<width>.webp. */
export function filePhotoStore(directory: string): PhotoStore {
  const folderOf = (id: string) => {
    if (!ID.test(id)) throw new Error(`not a photo id: ${id}`);
    return join(directory, id);
  };
  return {
    kind: 'files',
    async save(id, variants) {
      // Written under a temporary name and renamed: a reader never sees half a photo.
      const folder = folderOf(id);
      const partial = `${folder}.partial`;
      await mkdir(partial, { recursive: true });
      await Promise.all(variants.map(({ width, data }) => writeFile(join(partial, `${width}.webp`), data)));
      await rename(partial, folder);
    },
    async read(id, width) {
      try {
        return await readFile(join(folderOf(id), `${width}.webp`));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(ids) {
      await Promise.all(ids.map((id) => rm(folderOf(id), { recursive: true, force: true })));
    },
    async sweep(isKnown, olderThanMs) {
      let names: string[];
      try {
        names = await readdir(directory);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
        throw error;
      }
      const cutoff = Date.now() - olderThanMs;
      const old: string[] = [];
      for (const name of names) {
        const id = name.replace(/\.partial$/, '');
        if (!ID.test(id)) continue;
        const { mtimeMs } = await stat(join(directory, name));
        if (mtimeMs < cutoff) old.push(name);
      }
      const known = await isKnown(old.filter((name) => ID.test(name)));
      const gone = old.filter((name) => !known.has(name));
      await Promise.all(gone.map((name) => rm(join(directory, name), { recursive: true, force: true })));
      return gone.length;
    },
  };
}

/** The photos' bytes in photo_files, read by key on the fast path (db/fast-path/photo-bytes.ts). */
export function databasePhotoStore(db: Db, readBytes: ReadPhotoBytes): PhotoStore {
  return {
    kind: 'database',
    async save(id, variants, tx = db) {
      await tx.insert(photoFiles).values(variants.map(({ width, data }) => ({ photoId: id, width, data })));
    },
    read: readBytes,
    async remove(ids) {
      // Deleting a photos row deletes its files (on delete cascade); this is for rows gone astray.
      if (ids.length > 0) await db.delete(photoFiles).where(inArray(photoFiles.photoId, ids));
    },
    async sweep() {
      return 0;
    },
  };
}

/**
 * The store for this database: files under DATA_DIR/photos beside the embedded one (the system's
 * file cache keeps the hot ones), else PostgreSQL with the hot photos in memory.
 */
export async function openPhotoStore(database: Database, dataDir: string): Promise<PhotoStore> {
  if (database.kind === 'pglite') return filePhotoStore(join(resolve(dataDir), 'photos'));
  const read = await withHotPhotos(createPhotoBytes(database.db), database.changes);
  return databasePhotoStore(database.db, read);
}
