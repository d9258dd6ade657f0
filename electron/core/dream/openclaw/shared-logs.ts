import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { readMemoryDir } from '../../memdir/inventory.js';
import { parseOpenClawEntries } from '../../memdir/openclaw.js';
import { skillRelPath } from '../../memdir/openclaw-discover.js';
import { parseMemoryItems } from '../../memdir/openclaw-memory-md.js';
import { WORKSPACE_MEMORY_FILE } from '../../memdir/openclaw-workspace.js';
import type { MemoryDir } from '../../memdir/types.js';
import { isAlreadyRemembered } from '../text/requests.js';
import type { Gathered } from '../gather.js';

/**
 * With the skill's default `memoryDir` (`<workspace>/memory`) the memory-system folder's daily
 * files are the workspace's own daily logs, and both cards read them. A request found there is
 * captured once: each card's dream counts what the other card already holds (the workspace's
 * MEMORY.md bullets, the skill folder's entries) as remembered, so whichever dreams first
 * captures it and the other leaves it.
 */
export function sharesLogs(dir: MemoryDir): boolean {
  return (dir.kind === 'openclaw' || dir.kind === 'openclaw-workspace') && skillRelPath(dir.openclaw) === 'memory';
}

/** The memories of the other card that reads the same daily logs (none when no card shares them). */
export async function otherCardFacts(dir: MemoryDir): Promise<string[]> {
  if (!sharesLogs(dir) || !dir.openclaw) return [];
  if (dir.kind === 'openclaw') {
    const text = await readFile(join(dir.openclaw.workspace, WORKSPACE_MEMORY_FILE), 'utf8').catch(() => '');
    return parseMemoryItems(text).map((i) => i.content.replace(/\s*\(\d{4}-\d{2}-\d{2}\)$/, ''));
  }
  const skillDir = dir.openclaw.skillDir!;
  const inv = await readMemoryDir({ id: `${dir.id}-skill`, path: skillDir, kind: 'openclaw', transcriptDir: null, projectRoot: null, label: `${dir.label} skill`, openclaw: dir.openclaw });
  return inv.files.flatMap((f) => {
    const entries = parseOpenClawEntries(f.text);
    return entries.length > 0 ? entries.map((e) => e.body || e.title) : [f.frontmatter.body];
  });
}

/** What the skill folder's dream gathered, without requests from shared logs that the workspace already holds. */
export function withoutKnownLogRequests(g: Gathered, known: readonly string[]): Gathered {
  if (known.length === 0) return g;
  return { ...g, requests: g.requests.filter((r) => r.source.kind !== 'log' || !isAlreadyRemembered(r.statement, known)) };
}
