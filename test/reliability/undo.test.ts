import { readFile, symlink, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runDream } from '../../electron/core/dream/run.js';
import { undoDream } from '../../electron/core/dream/undo.js';
import { SnapshotStore } from '../../electron/core/snapshots/index.js';
import { differing, dirOf, makeDirs, seedMemory, tree, type Dirs } from './helpers.js';
import { damageObject } from '../unit/snapshots/helpers.js';
import { record } from './tally.js';

/** Undo checks before it writes (item 4): damaged objects, files changed since, links. */

let d: Dirs;
const totals = { trials: 0, failures: 0 };
beforeEach(async () => {
  d = await makeDirs();
  totals.trials += 1;
  await seedMemory(d.memory);
});
afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail') totals.failures += 1;
  await d.cleanup();
});
afterAll(() => record('undo', totals));

const store = () => new SnapshotStore(join(d.state, 'snapshots'));
async function dreamed() {
  const pre = await tree(d.memory);
  const r = await runDream({ dir: dirOf(d.memory), stateDir: d.state, store: store(), lock: { lockDir: d.locks } });
  expect(r.outcome).toBe('applied');
  const changed = r.changes.flatMap((c) => c.files).filter((f, i, a) => a.indexOf(f) === i);
  return { r, pre, changed };
}
const undo = (dreamId: string, force = false) => undoDream({ dreamId, stateDir: d.state, store: store(), lock: { lockDir: d.locks }, force });

describe('undo checks before it writes', () => {
  it('a damaged snapshot object: nothing at all is written', async () => {
    const { r, changed } = await dreamed();
    const snap = await store().get(r.snapshotId!);
    // Damage the object of the last file undo would put back (sorted order): a per-file check would write the others first.
    const target = changed.filter((f) => snap.entries.some((e) => e.path === f && e.type === 'file')).sort().at(-1)!;
    const entry = snap.entries.find((e) => e.path === target)!;
    const hash = (entry as { hash: string }).hash;
    await damageObject(join(d.state, 'snapshots'), hash, 'damaged');
    const now = await tree(d.memory);
    await expect(undo(r.dreamId!)).rejects.toThrow();
    expect(differing(now, await tree(d.memory))).toEqual([]);
  });

  it('a file changed since the dream stops the undo, naming it; --force puts it back (and pre-undo keeps the edit)', async () => {
    const { r, pre, changed } = await dreamed();
    const edited = changed.find((f) => f !== 'MEMORY.md' && pre[f] !== undefined && !r.changes.some((c) => c.diffs?.some((x) => x.file === f && x.after === null)))!;
    await writeFile(join(d.memory, edited), 'my own edit after the dream\n');
    const now = await tree(d.memory);
    await expect(undo(r.dreamId!)).rejects.toThrow(new RegExp(`${edited.replace('.', '\\.')} changed since the dream; nothing was changed`));
    expect(differing(now, await tree(d.memory))).toEqual([]);
    const forced = await undo(r.dreamId!, true);
    expect(differing(pre, await tree(d.memory))).toEqual([]);
    expect((await store().readFile(forced.snapshotId, edited)).toString()).toBe('my own edit after the dream\n');
  });

  it('never writes through a symlink that replaced a file since the dream', async () => {
    const { r, changed } = await dreamed();
    const victim = changed.find((f) => f !== 'MEMORY.md')!;
    // A link to another memory inside the dir, and one to a file outside it.
    const inside = join(d.memory, 'topic-5.md');
    const insideText = await readFile(inside, 'utf8');
    await unlink(join(d.memory, victim)).catch(() => undefined);
    await symlink(inside, join(d.memory, victim));
    await expect(undo(r.dreamId!, true)).rejects.toThrow(/is a symlink now; nothing was changed/);
    expect(await readFile(inside, 'utf8')).toBe(insideText);
    const outside = join(d.root, 'outside.md');
    await writeFile(outside, 'someone else\'s file\n');
    await unlink(join(d.memory, victim));
    await symlink(outside, join(d.memory, victim));
    await expect(undo(r.dreamId!, true)).rejects.toThrow(/symlink/);
    expect(await readFile(outside, 'utf8')).toBe('someone else\'s file\n');
  });
});
