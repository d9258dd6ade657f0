import { relative, sep } from 'node:path';
import { lineChunks } from '../sessions/line-chunks.js';
import { LiteralMatcher } from '../sessions/literal-matcher.js';

/**
 * How often sessions read each memory file: tool calls whose input names a file in the memory
 * dir. A raw byte search for the dir's path finds the few lines worth parsing, so a big
 * transcript is streamed, not parsed.
 */
export async function countMemoryReads(files: readonly string[], memoryDir: string, signal?: AbortSignal): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  const needle = Buffer.from(JSON.stringify(memoryDir).slice(1, -1), 'utf8');
  if (needle.length < 3) return counts;
  const matcher = new LiteralMatcher([needle], false);
  for (const file of files) {
    signal?.throwIfAborted();
    try {
      for await (const chunk of lineChunks(file, signal ? { signal } : {})) {
        if (chunk.kind !== 'lines') continue;
        const { buf, end } = chunk;
        let from = 0;
        while (from < end) {
          const at = matcher.find(buf, from, end);
          if (at < 0) break;
          const lineStart = at === 0 ? 0 : buf.lastIndexOf(10, at - 1) + 1;
          let lineEnd = buf.indexOf(10, at);
          if (lineEnd < 0 || lineEnd > end) lineEnd = end;
          countLine(buf.toString('utf8', lineStart, lineEnd), memoryDir, counts);
          from = lineEnd + 1;
        }
      }
    } catch (e) {
      if (signal?.aborted) throw e;
      // A transcript that vanished or cannot be read adds nothing.
    }
  }
  return counts;
}

function countLine(line: string, memoryDir: string, counts: Map<string, number>): void {
  let entry: unknown;
  try {
    entry = JSON.parse(line);
  } catch {
    return;
  }
  const content = (entry as { message?: { content?: unknown } } | null)?.message?.content;
  if (!Array.isArray(content)) return;
  for (const block of content) {
    if (typeof block !== 'object' || block === null || (block as { type?: unknown }).type !== 'tool_use') continue;
    const input = (block as { input?: unknown }).input;
    if (typeof input !== 'object' || input === null) continue;
    for (const v of Object.values(input as Record<string, unknown>)) {
      if (typeof v !== 'string' || !v.startsWith(memoryDir + sep)) continue;
      const rel = relative(memoryDir, v).split(sep).join('/');
      if (rel.endsWith('.md') && !rel.startsWith('..')) counts.set(rel, (counts.get(rel) ?? 0) + 1);
    }
  }
}
