import { countMemoryReads } from '../dream/reads.js';
import type { MemoryDir } from '../memdir/types.js';
import { listSessionFiles } from '../sessions/index.js';

/**
 * How often the dir's transcripts read each memory file, counted once per transcript version:
 * a transcript whose size and mtime are unchanged is not read again.
 */
export class ReadCounts {
  private readonly perTranscript = new Map<string, { key: string; counts: Map<string, number> }>();

  async of(dir: MemoryDir): Promise<Map<string, number>> {
    const total = new Map<string, number>();
    if (!dir.transcriptDir) return total;
    const sessions = await listSessionFiles(dir.transcriptDir).catch(() => []);
    for (const s of sessions) {
      const key = `${dir.path}\0${s.size}\0${s.mtimeMs}`;
      let cached = this.perTranscript.get(s.file);
      if (!cached || cached.key !== key) {
        cached = { key, counts: await countMemoryReads([s.file], dir.path) };
        this.perTranscript.set(s.file, cached);
      }
      for (const [f, n] of cached.counts) total.set(f, (total.get(f) ?? 0) + n);
    }
    return total;
  }
}
