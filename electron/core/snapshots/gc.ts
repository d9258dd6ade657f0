import { stat, unlink } from 'node:fs/promises';
import { errnoCode } from '../errors.js';
import { readManifest } from './manifest.js';
import type { ObjectStore } from './objects.js';

/** Delete manifest files; returns the bytes freed. */
export async function deleteManifests(files: readonly string[]): Promise<number> {
  let freed = 0;
  for (const file of files) {
    const size = (await stat(file).catch(() => null))?.size ?? 0;
    await unlink(file).catch((e: unknown) => {
      if (errnoCode(e) !== 'ENOENT') throw e;
    });
    freed += size;
  }
  return freed;
}

/**
 * Delete the objects that no remaining manifest names. Runs under the store lock, so no
 * snapshot is half-way between writing its objects and its manifest. If any manifest cannot be
 * read, nothing is collected: it might name any object.
 */
export async function collectGarbage(objects: ObjectStore, manifestFiles: readonly string[]): Promise<{ deletedObjects: number; freedBytes: number }> {
  const live = new Set<string>();
  for (const file of manifestFiles) {
    const m = await readManifest(file).catch(() => null);
    if (!m) return { deletedObjects: 0, freedBytes: 0 };
    for (const e of m.entries) if (e.type === 'file') live.add(e.hash);
  }
  return objects.retain(live);
}
