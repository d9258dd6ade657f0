import type { ObjectStore } from './objects.js';
import type { FileEntry, ProgressListener } from './types.js';

/** Verified content is kept for the write phase up to this much; beyond it, it is read (and checked) again. */
const KEEP_BYTES = 256 * 1024 * 1024;
const PARALLEL = 4;

/**
 * Read and hash-check every object that `files` need, before a restore writes anything.
 * Throws the first `corrupt` error; returns the checked content (within a memory budget).
 */
export async function verifyObjects(objects: ObjectStore, files: readonly FileEntry[], onProgress?: ProgressListener): Promise<Map<string, Buffer>> {
  const byHash = new Map<string, string>();
  for (const f of files) if (!byHash.has(f.hash)) byHash.set(f.hash, f.path);
  const todo = [...byHash];
  const kept = new Map<string, Buffer>();
  let keptBytes = 0;
  let verified = 0;
  const worker = async () => {
    for (let next = todo.pop(); next; next = todo.pop()) {
      const [hash, path] = next;
      const content = await objects.read(hash, path);
      if (keptBytes + content.length <= KEEP_BYTES) {
        kept.set(hash, content);
        keptBytes += content.length;
      }
      onProgress?.({ phase: 'verify', verified: ++verified, total: byHash.size });
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, todo.length) }, worker));
  return kept;
}
