import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { errnoCode } from '../errors.js';

/**
 * When an agent last wrote a session transcript in this dir (ms), or null when the dir is missing.
 * Checks mtimes of the `*.jsonl` files directly in it (and the dir itself, for a new
 * session): cheap enough to poll, nothing is watched file by file.
 */
export async function newestTranscriptWriteMs(transcriptDir: string): Promise<number | null> {
  let names: string[];
  let newest: number | null = null;
  try {
    const dirStat = await stat(transcriptDir);
    if (!dirStat.isDirectory()) return null;
    newest = dirStat.mtimeMs;
    names = await readdir(transcriptDir);
  } catch (e) {
    if (errnoCode(e) === 'ENOENT' || errnoCode(e) === 'ENOTDIR') return null;
    throw e;
  }
  for (const name of names) {
    if (!name.endsWith('.jsonl')) continue;
    try {
      const s = await stat(join(transcriptDir, name));
      if (s.isFile() && s.mtimeMs > newest) newest = s.mtimeMs;
    } catch {
      // Removed between readdir and stat: nothing was written there.
    }
  }
  return newest;
}
