import { join } from 'node:path';
import type { Finding } from '../api/contract.js';
import { readFileChecked } from '../memdir/safe-read.js';
import { bodyOf } from './guard.js';
import type { Memory } from './orient.js';
import { scanLines } from './text/markdown.js';
import { factsOf } from './text/sentences.js';

/**
 * Findings about what memory should not hold (Claude Code's rules): code, file trees and git
 * history are derivable from the repo; what CLAUDE.md already says is not memory; a memory
 * contradicting CLAUDE.md needs a person (a dream never edits CLAUDE.md).
 */

const CODE_LINES = 6;

export function derivableContent(memories: readonly Memory[]): Finding[] {
  const out: Finding[] = [];
  for (const m of memories) {
    const body = bodyOf(m.info.text);
    const lines = scanLines(body);
    let run = 0;
    let longest = 0;
    for (const l of lines) {
      if (l.kind === 'fence' || l.kind === 'indented-code') run += 1;
      else {
        longest = Math.max(longest, run);
        run = 0;
      }
    }
    longest = Math.max(longest, run);
    if (longest >= CODE_LINES) out.push({ kind: 'derivable-content', file: m.file, detail: `holds a ${longest}-line code block: code can be read from the repo; keep the why and the rule, not the code` });
    const tree = lines.filter((l) => /[├└│]──|^\s*[│|]\s+[├└]/.test(body.slice(l.start, l.end))).length;
    if (tree >= 3) out.push({ kind: 'derivable-content', file: m.file, detail: `holds a file tree (${tree} lines): the structure can be read from the repo` });
    const commits = lines.filter((l) => /\b(?:commit\s+)?[0-9a-f]{7,40}\b/.test(body.slice(l.start, l.end)) && /\b(?:commit|merged?|revert|cherry-pick|HEAD|git log)\b|^\s*[0-9a-f]{7,40}\s/i.test(body.slice(l.start, l.end))).length;
    if (commits >= 2) out.push({ kind: 'derivable-content', file: m.file, detail: `lists git history (${commits} commit lines): git log has it` });
  }
  return out;
}

/** CLAUDE.md of the project (and .claude/CLAUDE.md), read only, as facts. */
export async function readClaudeMd(projectRoot: string | null): Promise<Array<{ file: string; facts: string[] }>> {
  if (!projectRoot) return [];
  const out: Array<{ file: string; facts: string[] }> = [];
  for (const rel of ['CLAUDE.md', '.claude/CLAUDE.md']) {
    const read = await readFileChecked(join(projectRoot, rel), rel, 1024 * 1024).catch(() => null);
    if (read?.ok) out.push({ file: join(projectRoot, rel), facts: factsOf(read.text).map((f) => f.text) });
  }
  return out;
}

