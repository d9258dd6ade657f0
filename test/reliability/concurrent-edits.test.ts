import { appendFile, readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { entryTarget, isOverflowIndex } from '../../electron/core/dream/overflow.js';
import { runDream } from '../../electron/core/dream/run.js';
import { parseIndex } from '../../electron/core/memdir/index-file.js';
import { SnapshotStore } from '../../electron/core/snapshots/index.js';
import { dirOf, makeDirs, seedMemory } from './helpers.js';
import { record, SEED, seeded } from './tally.js';

/**
 * A person edits memory files while a dream applies (at a random write, fixed seed): the
 * edited file is skipped and kept, and indexes follow what was really written (item 6): no
 * memory reachable from MEMORY.md (or an overflow index it links) before the dream becomes
 * unreachable, every edit survives, and the next dream leaves every memory reachable.
 */

const TRIALS = 12;
const rng = seeded(SEED ^ 0x5bd1e995);
const totals = { trials: 0, failures: 0, filesLost: 0 };
afterAll(() => record('concurrent-edits', totals));

async function reachable(memory: string): Promise<Set<string>> {
  const out = new Set<string>();
  const todo = ['MEMORY.md'];
  while (todo.length > 0) {
    const index = todo.pop()!;
    const text = await readFile(join(memory, index), 'utf8').catch(() => '');
    for (const l of parseIndex(text)) {
      if (l.kind !== 'entry') continue;
      const t = entryTarget(index, l.file);
      if (t === null || out.has(t)) continue;
      out.add(t);
      if (isOverflowIndex(t)) todo.push(t);
    }
  }
  return out;
}

describe('edits during a dream', () => {
  it(`${TRIALS} dreams with a file edited at a random write: no pointer lost, every edit kept, the next dream reaches every memory`, { timeout: 120_000 }, async () => {
    const problems: string[] = [];
    for (let i = 0; i < TRIALS; i += 1) {
      const d = await makeDirs();
      totals.trials += 1;
      try {
        await seedMemory(d.memory);
        const names = (await readdir(d.memory)).filter((n) => n.endsWith('.md') && n !== 'MEMORY.md').sort();
        const victim = names[Math.floor(rng() * names.length)]!;
        const at = Math.floor(rng() * 6);
        const line = `\nEdited by hand during dream ${i}.\n`;
        const before = await reachable(d.memory);
        let edited = false;
        const dream = (beforeWrite?: (file: string, n: number) => Promise<void>) =>
          runDream({ dir: dirOf(d.memory), stateDir: d.state, store: new SnapshotStore(join(d.state, 'snapshots')), lock: { lockDir: d.locks }, ...(beforeWrite && { beforeWrite }) });
        const r = await dream(async (_file, n) => {
          if (n !== at) return;
          await appendFile(join(d.memory, victim), line);
          edited = true;
        });
        if (r.outcome !== 'applied') problems.push(`#${i}: ${r.outcome} ${r.error ?? ''}`);
        const onDisk = (await readdir(d.memory)).filter((n) => n.endsWith('.md') && n !== 'MEMORY.md' && !isOverflowIndex(n));
        const links = await reachable(d.memory);
        const lostPointer = onDisk.filter((f) => before.has(f) && !links.has(f));
        if (lostPointer.length > 0) problems.push(`#${i} (${victim} edited at write ${at}): no longer reachable ${lostPointer.join(', ')}`);
        const kept = await readFile(join(d.memory, victim), 'utf8').catch(() => null);
        if (edited && (kept === null || !kept.includes(line.trim()))) {
          problems.push(`#${i}: the edit of ${victim} was lost`);
          totals.filesLost += 1;
        }
        // The next dream, undisturbed, finishes what the skipped files held back.
        await dream();
        const all = await reachable(d.memory);
        const still = (await readdir(d.memory)).filter((n) => n.endsWith('.md') && n !== 'MEMORY.md' && !isOverflowIndex(n) && !all.has(n));
        if (still.length > 0) problems.push(`#${i}: after the next dream still unreachable: ${still.join(', ')}`);
      } finally {
        await d.cleanup();
      }
    }
    totals.failures = problems.length;
    expect(problems).toEqual([]);
  });
});
