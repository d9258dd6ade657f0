import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { errnoCode } from '../errors.js';

/**
 * When an agent last wrote a session transcript in this dir (ms), or null when the dir is
 * missing. Checks mtimes of the `*.jsonl` files directly in it (and the dir itself, for a new
 * session): cheap enough to poll, nothing is watched file by file.
 */
export async function newestTranscriptWriteMs(transcriptDir: string): Promise<number | null> {
  // Synchronous stats cost about a fifth of the CPU of fs.promises per file, which is what
  // keeps an idle poll over hundreds of transcripts near zero; callers await between dirs.
  await Promise.resolve();
  let names: string[];
  let newest: number;
  try {
    const dirStat = statSync(transcriptDir);
    if (!dirStat.isDirectory()) return null;
    newest = dirStat.mtimeMs;
    names = readdirSync(transcriptDir);
  } catch (e) {
    if (errnoCode(e) === 'ENOENT' || errnoCode(e) === 'ENOTDIR') return null;
    throw e;
  }
  for (const name of names) {
    if (!name.endsWith('.jsonl')) continue;
    // Gone between readdir and stat: nothing was written there.
    const s = statSync(join(transcriptDir, name), { throwIfNoEntry: false });
    if (s?.isFile() && s.mtimeMs > newest) newest = s.mtimeMs;
  }
  return newest;
}
