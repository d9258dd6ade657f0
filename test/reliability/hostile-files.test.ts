import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runDream } from '../../electron/core/dream/run.js';
import { entryTarget } from '../../electron/core/dream/overflow.js';
import { parseIndex } from '../../electron/core/memdir/index-file.js';
import { SnapshotStore } from '../../electron/core/snapshots/index.js';
import { dirOf, makeDirs, seedMemory, type Dirs } from './helpers.js';
import { record } from './tally.js';

/** Files that look like autodream's own, and other hostile content: each case its own test. */

let d: Dirs;
const totals = { trials: 0, failures: 0, filesLost: 0 };
beforeEach(async () => {
  d = await makeDirs();
  totals.trials += 1;
});
afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail') totals.failures += 1;
  await d.cleanup();
});
afterAll(() => record('hostile-files', totals));

const dream = () => runDream({ dir: dirOf(d.memory), stateDir: d.state, store: new SnapshotStore(join(d.state, 'snapshots')), lock: { lockDir: d.locks } });
const userOverflow = (type: string) => `---\nname: my-overflow-notes\ndescription: My own notes that happen to have this name\ntype: ${type}\n---\nThe staging database is reset every Sunday night.\n`;
async function indexed(): Promise<Set<string | null>> {
  const index = await readFile(join(d.memory, 'MEMORY.md'), 'utf8');
  return new Set(parseIndex(index).flatMap((l) => (l.kind === 'entry' ? [entryTarget('MEMORY.md', l.file)] : [])));
}

describe('files are identified by content, not by name (item 5)', () => {
  it('a memory of the person\'s named MEMORY-overflow-user.md is kept, indexed, never deleted', async () => {
    await seedMemory(d.memory);
    const mine = join(d.memory, 'MEMORY-overflow-user.md');
    await writeFile(mine, userOverflow('user'));
    const r = await dream();
    expect(r.outcome).toBe('applied');
    const still = await readFile(mine, 'utf8').catch(() => null);
    if (still === null) totals.filesLost += 1;
    expect(still).toBe(userOverflow('user'));
    expect(await indexed()).toContain('MEMORY-overflow-user.md');
    expect((await dream()).outcome).toBe('no-changes');
  });

  it('when MEMORY.md overflows into that very name, the person\'s file is not overwritten: a finding instead', async () => {
    await seedMemory(d.memory, 215);
    const mine = join(d.memory, 'MEMORY-overflow-project.md');
    await writeFile(mine, userOverflow('project'));
    const r = await dream();
    expect(await readFile(mine, 'utf8')).toBe(userOverflow('project'));
    expect(r.findings.some((f) => f.file === 'MEMORY-overflow-project.md' && /memory of yours/.test(f.detail))).toBe(true);
  });

  it('autodream\'s own overflow indexes carry the marker and are rebuilt, not treated as memories', async () => {
    await seedMemory(d.memory, 215);
    expect((await dream()).outcome).toBe('applied');
    const own = await readFile(join(d.memory, 'MEMORY-overflow-project.md'), 'utf8');
    expect(own).toMatch(/^autodream: overflow-index$/m);
    expect((await dream()).outcome).toBe('no-changes');
  });
});

describe('clear words (item 14)', () => {
  it('a BOM in MEMORY.md is kept (once, at the start) when the dream rewrites it', async () => {
    await seedMemory(d.memory);
    const index = join(d.memory, 'MEMORY.md');
    await writeFile(index, `\uFEFF${await readFile(index, 'utf8')}`);
    expect((await dream()).outcome).toBe('applied');
    const after = await readFile(index, 'utf8');
    expect(after.startsWith('\uFEFF')).toBe(true);
    expect(after.indexOf('\uFEFF', 1)).toBe(-1);
    expect(after).not.toContain('old-notes.md');
    expect((await dream()).outcome).toBe('no-changes');
  });

  it('an oversized MEMORY.md is called oversized, not a raw log, and is left as it is', async () => {
    await seedMemory(d.memory);
    const index = join(d.memory, 'MEMORY.md');
    const huge = `${'- [Topic 0](topic-0.md) — subsystem 0\n'}${'x'.repeat(80)}\n`.repeat(30_000);
    await writeFile(index, huge);
    const r = await dream();
    const words = JSON.stringify([r.summary, r.findings, r.error ?? '']);
    expect(words).toMatch(/MEMORY\.md.*oversized/);
    expect(words).not.toMatch(/raw log/);
    expect(await readFile(index, 'utf8')).toBe(huge);
  });

  it('a symlinked folder is named as a symlinked folder', async () => {
    const { mkdir, symlink } = await import('node:fs/promises');
    await seedMemory(d.memory);
    const elsewhere = join(d.root, 'elsewhere');
    await mkdir(elsewhere);
    await writeFile(join(elsewhere, 'shared.md'), '---\nname: shared\ndescription: x\ntype: user\n---\nShared.\n');
    await symlink(elsewhere, join(d.memory, 'team'));
    const r = await dream();
    const finding = r.findings.find((f) => f.file === 'team');
    expect(finding?.detail).toMatch(/is a symlinked folder that leads outside the memory dir/);
  });
});
