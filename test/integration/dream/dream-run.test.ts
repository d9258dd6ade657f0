import { spawn, type ChildProcess } from 'node:child_process';
import { readFile, stat, symlink, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runDream, type RunDreamOptions } from '../../../electron/core/dream/run.js';
import { undoDream } from '../../../electron/core/dream/undo.js';
import { DreamReports } from '../../../electron/core/dream/reports.js';
import { SnapshotStore } from '../../../electron/core/snapshots/index.js';
import { clock, makeDirs, memoryDirOf, newerMemory, olderMemory, treeBytes, treeState, writeFiles, type DreamDirs } from '../../unit/dream/fixtures.js';

let d: DreamDirs;
beforeEach(async () => {
  d = await makeDirs();
});
afterEach(async () => {
  await d.cleanup();
});

/** Ten healthy memories plus a duplicate, a relative date, a stale pointer and unindexed files. */
async function seed(): Promise<void> {
  const files: Record<string, string> = {};
  for (let i = 0; i < 10; i += 1) files[`topic-${i}.md`] = olderMemory(`topic-${i}`, 'project', `Subsystem ${i} talks to queue q${i * 3} over gRPC.\n`);
  files['deploy.md'] = newerMemory('deploy', 'project', 'We deployed the billing API yesterday.\nDeploys need a green CI run.\n', '2026-11-20T09:00:00Z');
  files['deploy-notes.md'] = newerMemory('deploy-notes', 'project', 'Deploys need a green CI run.\nWe deployed the billing API on 2026-11-19.\n', '2026-11-20T09:00:00Z');
  files['MEMORY.md'] = ['- [Deploy](deploy.md) — how deploys work', '- [Old notes](old-notes.md) — gone since October', '- [Topic 0](topic-0.md) — subsystem 0', ''].join('\n');
  await writeFiles(d.memory, files, '2026-11-20T10:00:00Z');
}

function options(extra: Partial<RunDreamOptions> = {}): RunDreamOptions {
  return {
    dir: memoryDirOf(d.memory),
    stateDir: d.state,
    store: new SnapshotStore(join(d.state, 'snapshots'), { clock }),
    clock,
    lock: { lockDir: d.locks },
    ...extra,
  };
}

describe('runDream end to end', () => {
  it('plans, guards, applies under the lock with a snapshot, reports, and undo gives back identical bytes', async () => {
    await seed();
    const before = await treeBytes(d.memory);
    const events: string[] = [];
    const r = await runDream(options({ onEvent: (name, p) => events.push(name === 'dream.phase' ? (p as { phase: string }).phase : name) }));
    expect(r.outcome).toBe('applied');
    expect(r.error).toBeUndefined();
    expect(r.summary).toMatch(/fixed 1 date/);
    expect(r.summary).toMatch(/removed 1 stale pointer/);
    expect(r.changes.map((c) => c.kind)).toEqual(expect.arrayContaining(['date-absolutized', 'duplicates-merged', 'pointer-removed', 'pointer-added']));
    expect(events.filter((e) => !e.startsWith('dream.'))).toEqual(['orient', 'gather', 'consolidate', 'prune', 'guard', 'snapshot', 'apply', 'report']);
    expect(events).toContain('dream.progress');

    // The files: one deploy memory with both sentences, the date absolute, every memory indexed.
    const deployFiles = ['deploy.md', 'deploy-notes.md'].filter((f) => before[f] !== undefined);
    const survivors = [];
    for (const f of deployFiles) survivors.push(await readFile(join(d.memory, f), 'utf8').catch(() => null));
    expect(survivors.filter((t) => t !== null)).toHaveLength(1);
    const merged = survivors.find((t) => t !== null)!;
    expect(merged).toContain('on 2026-11-19');
    expect(merged).toContain('Deploys need a green CI run.');
    expect(merged).not.toContain('yesterday');
    const index = await readFile(join(d.memory, 'MEMORY.md'), 'utf8');
    expect(index).not.toContain('old-notes.md');
    for (let i = 0; i < 10; i += 1) expect(index).toContain(`(topic-${i}.md)`);

    // The lock is left as Claude Code leaves it: our PID, mtime = lastConsolidatedAt.
    expect(await readFile(join(d.memory, '.consolidate-lock'), 'utf8')).toBe(String(process.pid));
    // The report and the history live in the state dir.
    const reports = new DreamReports(d.state);
    const report = await reports.get(r.dreamId!);
    expect(report.snapshotId).toBe(r.snapshotId);
    expect(report.changes.every((c) => Array.isArray(c.diffs) && c.diffs.length > 0)).toBe(true);
    expect((await reports.list()).map((x) => x.dreamId)).toEqual([r.dreamId]);
    const snaps = await new SnapshotStore(join(d.state, 'snapshots')).list();
    expect(snaps.map((s) => s.reason)).toContain('pre-dream');

    const undone = await undoDream({ dreamId: r.dreamId!, stateDir: d.state, store: new SnapshotStore(join(d.state, 'snapshots'), { clock }), lock: { lockDir: d.locks } });
    expect(undone.restored.length).toBeGreaterThan(0);
    const after = await treeBytes(d.memory);
    delete after['.consolidate-lock'];
    expect(after).toEqual(before);
    expect((await reports.list())[0]?.undoneBy).toBe(undone.snapshotId);
    expect((await new SnapshotStore(join(d.state, 'snapshots')).list()).map((s) => s.reason)).toContain('pre-undo');
    await expect(undoDream({ dreamId: r.dreamId!, stateDir: d.state, store: new SnapshotStore(join(d.state, 'snapshots')), lock: { lockDir: d.locks } })).rejects.toThrow(/already undone/);
  });

  it('moves the notes of an over-long MEMORY.md into memory-notes.md, and undo gives back identical bytes', async () => {
    const files: Record<string, string> = {};
    const entries: string[] = [];
    for (let i = 0; i < 8; i += 1) {
      files[`topic-${i}.md`] = olderMemory(`topic-${i}`, i < 4 ? 'feedback' : 'project', `Subsystem ${i} talks to queue q${i * 3} over gRPC.\n`);
      entries.push(`- [Topic ${i}](topic-${i}.md) — subsystem ${i}`);
    }
    const notes = Array.from({ length: 230 }, (_, i) => `- 2026-10-${String((i % 28) + 1).padStart(2, '0')}: deployed build ${100 + i}`);
    files['MEMORY.md'] = ['# Memory', '', ...entries, '', '## Deploy log', '', ...notes, ''].join('\n');
    await writeFiles(d.memory, files, '2026-11-20T10:00:00Z');
    const before = await treeBytes(d.memory);
    const r = await runDream(options());
    expect(r.outcome).toBe('applied');
    expect(r.changes.map((c) => c.kind)).toContain('index-line-moved');
    expect(r.summary).toMatch(/^Moved 231 lines of notes out of MEMORY\.md into a topic file/);
    const index = await readFile(join(d.memory, 'MEMORY.md'), 'utf8');
    for (const e of entries) expect(index).toContain(e);
    expect(index).toContain('(memory-notes.md)');
    expect(index).not.toContain('deployed build');
    expect(await readFile(join(d.memory, 'memory-notes.md'), 'utf8')).toContain(`## Deploy log\n\n${notes.join('\n')}\n`);

    await undoDream({ dreamId: r.dreamId!, stateDir: d.state, store: new SnapshotStore(join(d.state, 'snapshots'), { clock }), lock: { lockDir: d.locks } });
    const after = await treeBytes(d.memory);
    delete after['.consolidate-lock'];
    expect(after).toEqual(before);
  });

  it('a dry run writes nothing anywhere, not even the lock, and still shows the diff', async () => {
    await seed();
    const before = await treeState(d.root);
    const r = await runDream(options({ dryRun: true }));
    expect(r.outcome).toBe('dry-run');
    expect(r.dreamId).toBeNull();
    expect(r.changes.length).toBeGreaterThan(0);
    expect(r.changes[0]?.diffs?.length).toBeGreaterThan(0);
    expect(await treeState(d.root)).toEqual(before);
  });

  it('skips a file edited between planning and apply, and reports it', async () => {
    await seed();
    const r = await runDream(
      options({
        beforeWrite: async (file) => {
          if (file === 'MEMORY.md') await writeFile(join(d.memory, 'MEMORY.md'), '- [Mine](topic-3.md) — I just wrote this\n');
        },
      }),
    );
    expect(r.outcome).toBe('applied');
    expect(r.skipped).toEqual([{ file: 'MEMORY.md', reason: expect.stringMatching(/changed since/) }]);
    expect(await readFile(join(d.memory, 'MEMORY.md'), 'utf8')).toBe('- [Mine](topic-3.md) — I just wrote this\n');
    expect(r.summary).toMatch(/skipped 1 file/);
  });

  it('refuses a plan that removes more than a quarter of the memories and writes nothing; force applies it', async () => {
    await writeFiles(d.memory, {
      'a.md': olderMemory('a', 'feedback', 'Run the linter before every commit.\n'),
      'a-copy.md': olderMemory('a-copy', 'feedback', 'Run the linter before every commit.\n'),
      'b.md': olderMemory('b', 'feedback', 'Squash merge pull requests.\n'),
      'b-copy.md': olderMemory('b-copy', 'feedback', 'Squash merge pull requests.\n'),
    }, '2026-11-20T10:00:00Z');
    const before = await treeState(d.root);
    const r = await runDream(options());
    expect(r.outcome).toBe('refused');
    expect(r.summary).toMatch(/remove 2 of 4 memories/);
    expect(await treeState(d.root)).toEqual(before);
    const forced = await runDream(options({ force: true }));
    expect(forced.outcome).toBe('applied');
    const report = await new DreamReports(d.state).get(forced.dreamId!);
    expect(report.forced).toBe(true);
  });

  it('cancel mid-apply puts every file back and deletes a lock that did not exist before', async () => {
    await seed();
    const before = await treeState(d.memory);
    const ctl = new AbortController();
    const r = await runDream(
      options({
        signal: ctl.signal,
        beforeWrite: (_file, i) => {
          if (i === 2) ctl.abort();
        },
      }),
    );
    expect(r.outcome).toBe('cancelled');
    expect(await treeState(d.memory)).toEqual(before);
  });

  it('cancel mid-apply restores an existing lock to an empty body and its old mtime', async () => {
    await seed();
    const lock = join(d.memory, '.consolidate-lock');
    await writeFile(lock, '');
    const old = new Date('2026-11-01T08:00:00Z');
    await utimes(lock, old, old);
    const before = await treeBytes(d.memory);
    const ctl = new AbortController();
    const r = await runDream(options({ signal: ctl.signal, beforeWrite: (_f, i) => (i === 1 ? ctl.abort() : undefined) }));
    expect(r.outcome).toBe('cancelled');
    expect(await treeBytes(d.memory)).toEqual(before);
    expect(Math.round((await stat(lock)).mtimeMs / 1000)).toBe(Math.round(old.getTime() / 1000));
  });

  it('reports malformed, binary and escaping files and leaves them byte-identical', async () => {
    await seed();
    await writeFiles(d.memory, {
      'broken.md': '---\nname: [unclosed\ntype: project\n---\nWe shipped it yesterday.\n',
      'binary.md': Buffer.from([0x2d, 0x2d, 0x00, 0xff, 0x10]),
      'no-close.md': '---\nname: x\nWe deployed yesterday.\n',
    });
    await writeFile(join(d.root, 'outside.md'), 'secret\n');
    await symlink(join(d.root, 'outside.md'), join(d.memory, 'escape.md'));
    const before = await treeBytes(d.memory);
    const r = await runDream(options());
    expect(r.outcome).toBe('applied');
    const problems = r.findings.filter((f) => f.kind === 'unreadable-file').map((f) => f.file).sort();
    expect(problems).toEqual(['binary.md', 'broken.md', 'escape.md', 'no-close.md']);
    const after = await treeBytes(d.memory);
    for (const f of ['broken.md', 'binary.md', 'no-close.md', 'escape.md']) expect(after[f]).toBe(before[f]);
    expect(await readFile(join(d.root, 'outside.md'), 'utf8')).toBe('secret\n');
  });

  it('does nothing while another live process holds the lock', async () => {
    await seed();
    const child: ChildProcess = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' });
    try {
      await writeFile(join(d.memory, '.consolidate-lock'), String(child.pid));
      const t = new Date(clock() - 60_000);
      await utimes(join(d.memory, '.consolidate-lock'), t, t);
      const before = [await treeState(d.memory), await treeState(d.state)];
      const r = await runDream(options());
      expect(r.outcome).toBe('locked');
      expect(r.summary).toContain(String(child.pid));
      // (The in-app lock folder outside both is the lock module's business.)
      expect([await treeState(d.memory), await treeState(d.state)]).toEqual(before);
    } finally {
      child.kill();
    }
  });

  it('an if-due dream that is not due writes nothing', async () => {
    await seed();
    const before = await treeState(d.root);
    const r = await runDream(options({ ifDue: true, isDue: async () => false }));
    expect(r.outcome).toBe('not-due');
    expect(await treeState(d.root)).toEqual(before);
  });
});
