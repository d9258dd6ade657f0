import { readdir, rm, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { errnoCode } from '../errors.js';
import type { MemoryDir } from '../memdir/types.js';
import { vectorFileDir, vectorFileName, vectorsRoot } from './vector-store.js';

/**
 * Vectors are a cache of memory files; this drops what no search can use any more:
 *  - a known dir's vectors of another model than the one configured (a model switch);
 *  - the vectors of a memory dir that no longer exists (its folder was deleted or moved).
 * A dir this process does not know but that still exists (an ad-hoc `--memory-dir` of another
 * process) keeps its vectors. Vectors of deleted files inside a dir go at its next search
 * (VectorStore.keepOnly).
 */
export async function pruneVectors(stateDir: string, known: readonly MemoryDir[], model: string): Promise<string[]> {
  const root = vectorsRoot(stateDir);
  const keepFile = vectorFileName(model);
  const ids = new Set(known.map((d) => d.id));
  const removed: string[] = [];
  let entries;
  try {
    entries = await readdir(root, { withFileTypes: true });
  } catch (e) {
    if (errnoCode(e) === 'ENOENT') return removed;
    throw e;
  }
  for (const e of entries) {
    if (!e.isDirectory()) continue;
    const folder = join(root, e.name);
    const files = (await readdir(folder).catch(() => [] as string[])).filter((f) => f.endsWith('.bin'));
    if (ids.has(e.name)) {
      for (const f of files) {
        if (f === keepFile) continue;
        await unlink(join(folder, f)).catch(() => undefined);
        removed.push(`${e.name}/${f}`);
      }
      continue;
    }
    const paths = await Promise.all(files.map((f) => vectorFileDir(join(folder, f))));
    const alive = await Promise.all(paths.map(async (p) => p !== null && ((await stat(p).catch(() => null))?.isDirectory() ?? false)));
    if (alive.some(Boolean)) continue;
    await rm(folder, { recursive: true, force: true });
    removed.push(e.name);
  }
  return removed;
}
