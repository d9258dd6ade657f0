import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runDream } from '../../electron/core/dream/run.js';
import { entryTarget } from '../../electron/core/dream/overflow.js';
import { parseIndex } from '../../electron/core/memdir/index-file.js';
import { SnapshotStore } from '../../electron/core/snapshots/index.js';
import { dirOf, makeDirs, type Dirs } from './helpers.js';
import { record } from './tally.js';

/**
 * Fuzz corpus of hostile file names (item 9): each gets a MEMORY.md link that parses back to
 * exactly that file, and a second dream changes nothing.
 */

const NAMES = [
  'hash#tag.md',
  'what?.md',
  'with space.md',
  '[brackets].md',
  'paren (1).md',
  'new\nline.md',
  'carriage\rreturn.md',
  'tab\tname.md',
  '中文 笔记.md',
  '100%.md',
  '%41-not-an-escape.md',
  'back\\slash.md',
  '<angle>.md',
  'emoji 😀.md',
  'ümlaut–dash.md',
  "quote'\"mix.md",
  'semi;colon&amp.md',
];

let d: Dirs;
const totals = { trials: 0, failures: 0 };
beforeEach(async () => {
  d = await makeDirs();
});
afterEach(async () => {
  await d.cleanup();
});
afterAll(() => record('odd-names', totals));

const dream = () => runDream({ dir: dirOf(d.memory), stateDir: d.state, store: new SnapshotStore(join(d.state, 'snapshots')), lock: { lockDir: d.locks } });

describe('links survive odd file names', () => {
  it(`${NAMES.length} hostile names: every one indexed by a link that parses back to it, and a second dream is a no-op`, async () => {
    const kinds = ['user', 'feedback', 'project', 'reference'];
    for (const [i, name] of NAMES.entries()) {
      await writeFile(join(d.memory, name), `---\nname: odd-${i}\ndescription: Odd name number ${i}\ntype: ${kinds[i % 4]}\n---\nFact number ${i} about subsystem s${i * 7}.\n`);
    }
    await writeFile(join(d.memory, 'MEMORY.md'), '');
    const first = await dream();
    expect(first.outcome, first.error).toBe('applied');
    const index = await readFile(join(d.memory, 'MEMORY.md'), 'utf8');
    const targets = new Set(parseIndex(index).flatMap((l) => (l.kind === 'entry' ? [entryTarget('MEMORY.md', l.file)] : [])));
    const bad: string[] = [];
    for (const name of NAMES) {
      totals.trials += 1;
      if (!targets.has(name)) bad.push(JSON.stringify(name));
    }
    totals.failures += bad.length;
    expect(bad, index).toEqual([]);
    // Every line of the index is one entry: no name broke a line.
    expect(index.trimEnd().split('\n')).toHaveLength(NAMES.length);
    totals.trials += 1;
    const second = await dream();
    if (second.outcome !== 'no-changes') totals.failures += 1;
    expect(second.outcome, JSON.stringify(second.changes)).toBe('no-changes');
  });
});
