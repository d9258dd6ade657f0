import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applyPlan, ApplyInterrupted } from '../../../electron/core/dream/apply.js';
import { makeDirs, olderMemory, treeBytes, writeFiles, type DreamDirs } from './fixtures.js';
import { planOf } from './plan-helpers.js';

let d: DreamDirs;
beforeEach(async () => {
  d = await makeDirs();
});
afterEach(async () => {
  await d.cleanup();
});

async function seed(): Promise<void> {
  const files: Record<string, string> = {
    'keep.md': olderMemory('keep', 'feedback', 'Squash merge pull requests.\n\n**Why:** linear history.\n'),
    'more.md': olderMemory('more', 'feedback', 'Squash merge pull requests. This matters most during releases.\n\n**Why:** linear history.\n'),
    'MEMORY.md': '- [Keep](keep.md) — squash\n- [More](more.md) — squash too\n',
  };
  for (let i = 0; i < 6; i += 1) files[`x-${i}.md`] = olderMemory(`x-${i}`, 'user', `The user knows language L${i}.\n`);
  await writeFiles(d.memory, files);
}

describe('applyPlan', () => {
  it('writes memories, then deletions of merged-away memories, then the indexes', async () => {
    await seed();
    const plan = await planOf(d.memory);
    const order: string[] = [];
    const out = await applyPlan(plan, { beforeWrite: (f) => void order.push(f) });
    expect(out.skipped).toEqual([]);
    const deleted = plan.writes.filter((w) => w.after === null).map((w) => w.file);
    expect(deleted.length).toBeGreaterThan(0);
    expect(order.at(-1)).toBe('MEMORY.md');
    expect(order.indexOf('MEMORY.md')).toBeGreaterThan(order.indexOf(deleted[0]!));
    for (const w of plan.writes) expect(await readFile(join(d.memory, w.file), 'utf8').catch(() => null)).toBe(w.after);
  });

  it('skips a file changed since planning, and the deletion whose content was going into it', async () => {
    await seed();
    const plan = await planOf(d.memory);
    // more.md says all keep.md says: it survives unchanged and keep.md goes.
    const merge = plan.changes.find((c) => c.kind === 'duplicates-merged')!;
    expect(merge.dependsOn).toEqual(['more.md']);
    const survivor = 'more.md';
    const gone = 'keep.md';
    await writeFile(join(d.memory, survivor), 'edited meanwhile\n');
    const out = await applyPlan(plan);
    expect(out.skipped).toEqual([
      { file: gone, reason: 'kept: more.md, which holds its content, changed meanwhile' },
      // MEMORY.md would have dropped keep.md's pointer: it follows what was really written.
      { file: 'MEMORY.md', reason: 'kept as it was: it would drop the pointer to keep.md, which was kept, and leave it unreachable' },
    ]);
    expect(await readFile(join(d.memory, 'MEMORY.md'), 'utf8')).toContain('(keep.md)');
    expect(await readFile(join(d.memory, survivor), 'utf8')).toBe('edited meanwhile\n');
    expect(await readFile(join(d.memory, gone), 'utf8')).toContain('Squash merge pull requests.');
  });

  it('stops on cancel with the list of what it already wrote', async () => {
    await seed();
    const plan = await planOf(d.memory);
    const ctl = new AbortController();
    const before = await treeBytes(d.memory);
    const err = await applyPlan(plan, { signal: ctl.signal, beforeWrite: (_f, i) => (i === 1 ? ctl.abort() : undefined) }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApplyInterrupted);
    expect((err as ApplyInterrupted).written).toHaveLength(1);
    const after = await treeBytes(d.memory);
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    expect(keys.filter((k) => after[k] !== before[k])).toEqual([(err as ApplyInterrupted).written[0]!.file]);
  });
});

describe('applyPlan and links', () => {
  it('never plans to rewrite a symlinked memory, and apply would not replace a link', async () => {
    const { symlink, lstat } = await import('node:fs/promises');
    await writeFiles(d.memory, { 'real/target.md': olderMemory('target', 'project', 'We shipped it yesterday.\n') }, new Date(2026, 10, 20, 12).getTime());
    await symlink(join(d.memory, 'real/target.md'), join(d.memory, 'link.md'));
    const plan = await planOf(d.memory);
    expect(plan.writes.map((w) => w.file)).toEqual(['MEMORY.md', 'real/target.md']);
    expect(plan.readOnly.has('link.md')).toBe(true);
    // Even a plan that names the link (planned elsewhere) leaves it alone.
    plan.writes.push({ file: 'link.md', after: 'x\n' });
    const out = await applyPlan(plan);
    expect(out.skipped).toEqual(expect.arrayContaining([{ file: 'link.md', reason: 'is a symlink; a dream does not rewrite links' }]));
    expect((await lstat(join(d.memory, 'link.md'))).isSymbolicLink()).toBe(true);
  });
});
