import { localDay } from '../clock.js';
import { AutodreamError } from '../errors.js';
import type { MemoryDir } from '../memdir/types.js';
import { checkWriteContent } from './checks.js';
import { readerFor, recordEdits, withWriteLock, type RecordDeps } from './record.js';

/**
 * memory_flush: append a note to today's raw log (Claude Code's `logs/YYYY/MM/YYYY-MM-DD.md`,
 * OpenClaw's `YYYY-MM-DD.md`). Logs are only ever appended to; a dream reads them first.
 */

export interface FlushResult {
  file: string;
  /** Bytes appended (0 when the same note was already there today and force was not given). */
  appended: number;
  writeId: string | null;
  summary: string;
}

/** Today's log file of a memory dir, relative to it. */
export function todaysLog(dir: MemoryDir, nowMs: number): string {
  const day = localDay(nowMs);
  // OpenClaw's own daily log sits in the workspace's memory/; the skill's at its folder's top.
  if (dir.kind === 'openclaw-workspace') return `memory/${day}.md`;
  return dir.kind === 'openclaw' ? `${day}.md` : `logs/${day.slice(0, 4)}/${day.slice(5, 7)}/${day}.md`;
}

export async function flushToLog(dir: MemoryDir, content: string, force: boolean, opts: RecordDeps): Promise<FlushResult> {
  const now = opts.clock();
  const file = todaysLog(dir, now);
  const note = content.replace(/\r\n/g, '\n').trim();
  if (note === '') throw new AutodreamError('bad-input', 'The note is empty; nothing was written.', { file });
  checkWriteContent(file, note);
  return withWriteLock(opts, dir, async () => {
    const before = await readerFor(dir)(file);
    if (!force && before !== null && before.includes(note)) {
      return { file, appended: 0, writeId: null, summary: `Today's log ${file} already has this note; nothing appended (pass force to append it again).` };
    }
    const d = new Date(now);
    const time = `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;
    const head = before === null ? `# ${localDay(now)}\n\n` : before.endsWith('\n\n') || before === '' ? '' : before.endsWith('\n') ? '\n' : '\n\n';
    const added = `${head}## ${time}\n\n${note}\n`;
    const after = `${before ?? ''}${added}`;
    const summary = `An agent noted ${Buffer.byteLength(note).toLocaleString('en-US')} bytes in today's log ${file} with memory_flush`;
    const recorded = await recordEdits(dir, [{ file, before, after }], { tool: 'memory_flush', summary, reason: summary }, opts);
    return { file, appended: Buffer.byteLength(added), writeId: recorded.writeId, summary };
  });
}
