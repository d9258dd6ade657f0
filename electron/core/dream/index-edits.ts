import { parseIndex, type IndexEntryLine } from '../memdir/index-file.js';
import type { Orientation } from './orient.js';
import { entryTarget, isOverflowIndex } from './overflow.js';
import type { Workspace } from './workspace.js';

/** Which index files exist and what they point at, as the workspace has them now. */

/** Every index file of the dir as it is now in the workspace: MEMORY.md, team/MEMORY.md, overflow indexes. */
export function indexFiles(ws: Workspace, o: Orientation): string[] {
  const out = new Set<string>();
  if (o.index) out.add(o.index.file);
  if (o.teamIndex) out.add(o.teamIndex.file);
  for (const f of o.overflow) out.add(f.file);
  for (const f of ws.files()) if (isOverflowIndex(f, ws.text(f)) || f === 'MEMORY.md' || f === 'team/MEMORY.md') out.add(f);
  return [...out].filter((f) => ws.exists(f)).sort();
}

/** Memory files that have an entry in any index now, with the first entry found. */
export function indexedTargets(ws: Workspace, o: Orientation): Map<string, { indexFile: string; entry: IndexEntryLine }> {
  const out = new Map<string, { indexFile: string; entry: IndexEntryLine }>();
  for (const indexFile of indexFiles(ws, o)) {
    for (const line of parseIndex(ws.text(indexFile) ?? '')) {
      if (line.kind !== 'entry') continue;
      const target = entryTarget(indexFile, line.file);
      if (target !== null && !out.has(target)) out.set(target, { indexFile, entry: line });
    }
  }
  return out;
}

/** team/MEMORY.md indexes team/ files only; the personal indexes index personal files only. */
export function sameTree(indexFile: string, memoryFile: string): boolean {
  return indexFile.startsWith('team/') === memoryFile.startsWith('team/');
}
