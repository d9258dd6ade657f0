import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAutodream, type Autodream } from '../../../electron/core/api/autodream.js';
import { EditService } from '../../../electron/core/api/edit-service.js';
import { AutodreamError } from '../../../electron/core/errors.js';
import { planDream } from '../../../electron/core/dream/plan-dream.js';
import { applyPlan } from '../../../electron/core/dream/apply.js';
import { fixture, spawnTs } from '../../unit/lock/children.js';
import { makeDirs, olderMemory, treeBytes, writeFiles, type DreamDirs } from '../../unit/dream/fixtures.js';

let d: DreamDirs;
let app: Autodream;
let dirId: string;

beforeEach(async () => {
  d = await makeDirs();
  await writeFiles(d.memory, {
    'MEMORY.md': '# Memory\n\n- [Deploy](deploy.md) — how deploys work\n- [Testing](testing.md) — real databases only\n',
    'deploy.md': olderMemory('deploy', 'project', 'Deploys go through staging.\n'),
    'testing.md': olderMemory('testing', 'feedback', 'Integration tests hit a real database. See [[deploy]] and `[[deploy]]`.\n'),
  });
  app = await createAutodream({ configHome: join(d.root, 'claude'), stateDir: d.state, env: { ...process.env, AUTODREAM_LOCK_DIR: d.locks }, home: d.root });
  dirId = (await app.call('memoryDirs.resolve', { memoryDir: d.memory })).id;
});
afterEach(async () => {
  await app.close();
  await d.cleanup();
});

const read = (f: string) => readFile(join(d.memory, f), 'utf8');

async function expectError(p: Promise<unknown>, code: string): Promise<AutodreamError> {
  const e = await p.then(() => null, (err: unknown) => err);
  expect(e).toBeInstanceOf(AutodreamError);
  expect((e as AutodreamError).code).toBe(code);
  return e as AutodreamError;
}

describe('memory edits', () => {
  it('saves atomically after a snapshot, records a person-made history entry, and undo puts it back', async () => {
    const before = await treeBytes(d.memory);
    const opened = await app.call('memory.read', { memoryDirId: dirId, file: 'deploy.md' });
    expect(opened).toMatchObject({ kind: 'memory', editable: true, text: await read('deploy.md') });
    const text = `${opened.text}Deploys are frozen on Fridays. 周五不发布。\n`;
    const r = await app.call('memory.save', { memoryDirId: dirId, file: 'deploy.md', content: text, baseHash: opened.hash });
    if (r.status !== 'saved') throw new Error(`expected saved, got ${r.status}`);
    expect(await read('deploy.md')).toBe(text);
    const snaps = await app.call('snapshots.list', { memoryDirId: dirId });
    expect(snaps.snapshots.map((s) => [s.id, s.reason])).toContainEqual([r.snapshotId, 'pre-edit']);
    const report = await app.call('dreams.report', { dreamId: r.editId });
    expect(report.changes).toHaveLength(1);
    expect(report.changes[0]).toMatchObject({ kind: 'memory-edited', files: ['deploy.md'], by: 'person' });
    expect((await app.call('dreams.history', { memoryDirId: dirId })).dreams[0]?.dreamId).toBe(r.editId);
    // Saving the same text again changes nothing and records nothing.
    expect((await app.call('memory.save', { memoryDirId: dirId, file: 'deploy.md', content: text, baseHash: r.hash })).status).toBe('unchanged');
    await app.call('dreams.undo', { dreamId: r.editId });
    expect(await treeBytes(d.memory)).toEqual(before);
  });

  it('hands back both versions when the file changed on disk since it was read, and writes nothing', async () => {
    const opened = await app.call('memory.read', { memoryDirId: dirId, file: 'deploy.md' });
    const outside = `${opened.text}Written by another editor.\n`;
    await writeFile(join(d.memory, 'deploy.md'), outside);
    const r = await app.call('memory.save', { memoryDirId: dirId, file: 'deploy.md', content: `${opened.text}Mine.\n`, baseHash: opened.hash });
    expect(r).toMatchObject({ status: 'conflict', file: 'deploy.md', yours: `${opened.text}Mine.\n`, theirs: outside });
    expect(await read('deploy.md')).toBe(outside);
    expect((await app.call('snapshots.list', { memoryDirId: dirId })).snapshots).toHaveLength(0);
    // Choosing "keep mine" is a save based on their version.
    if (r.status !== 'conflict') throw new Error('expected conflict');
    const again = await app.call('memory.save', { memoryDirId: dirId, file: 'deploy.md', content: `${opened.text}Mine.\n`, baseHash: r.theirsHash });
    expect(again.status).toBe('saved');
    expect(await read('deploy.md')).toBe(`${opened.text}Mine.\n`);
  });

  it('refuses invalid frontmatter with its line and never saves it', async () => {
    const opened = await app.call('memory.read', { memoryDirId: dirId, file: 'deploy.md' });
    const bad = '---\nname: deploy\ndescription: [unclosed\ntype: project\n---\nBody\n';
    const e = await expectError(app.call('memory.save', { memoryDirId: dirId, file: 'deploy.md', content: bad, baseHash: opened.hash }), 'malformed-file');
    expect(e.file).toBe('deploy.md');
    expect(e.line).toBeGreaterThanOrEqual(3);
    expect(await read('deploy.md')).toBe(opened.text);
    await expectError(app.call('memory.save', { memoryDirId: dirId, file: 'deploy.md', content: '---\nname: x\nno closing line\n', baseHash: opened.hash }), 'malformed-file');
  });

  it('MEMORY.md is edited as plain text', async () => {
    const opened = await app.call('memory.read', { memoryDirId: dirId, file: 'MEMORY.md' });
    expect(opened.kind).toBe('index');
    const r = await app.call('memory.save', { memoryDirId: dirId, file: 'MEMORY.md', content: `${opened.text}- [Extra](extra.md) — by hand\n`, baseHash: opened.hash });
    expect(r.status).toBe('saved');
  });

  it('is refused while a dream (here Claude Code) holds the lock, naming the holder', async () => {
    const claude = spawnTs(fixture('claude-holder.ts'), [d.memory]);
    try {
      expect(JSON.parse(await claude.nextLine())).toMatchObject({ acquired: true });
      const opened = await app.call('memory.read', { memoryDirId: dirId, file: 'deploy.md' });
      const e = await expectError(app.call('memory.save', { memoryDirId: dirId, file: 'deploy.md', content: 'x\n', baseHash: opened.hash }), 'locked');
      expect(e.message).toContain(`PID ${claude.pid}`);
      expect(e.message).toContain('Claude Code');
      expect(await read('deploy.md')).toBe(opened.text);
      expect(await read('.consolidate-lock')).toBe(String(claude.pid));
    } finally {
      await claude.stop();
    }
  });

  it('creates a memory with its index line, renames it with index and [[links]] following, deletes it keeping it in the snapshot', async () => {
    const created = await app.call('memory.create', { memoryDirId: dirId, type: 'project', title: '发布流程', description: 'how releases are cut' });
    if (created.status !== 'saved') throw new Error('expected saved');
    expect(created.file).toBe('project_发布流程.md');
    expect(created.touched.sort()).toEqual(['MEMORY.md', 'project_发布流程.md']);
    expect(await read('MEMORY.md')).toContain('- [发布流程](project_发布流程.md) — how releases are cut\n');
    expect(await read('project_发布流程.md')).toMatch(/^---\nname: 发布流程\ndescription: how releases are cut\ntype: project\n---\n/);

    const renamed = await app.call('memory.rename', { memoryDirId: dirId, file: 'deploy.md', to: 'project_deploy.md' });
    expect(renamed).toMatchObject({ status: 'saved', file: 'project_deploy.md' });
    const index = await read('MEMORY.md');
    expect(index).toContain('- [Deploy](project_deploy.md) — how deploys work');
    expect(index).not.toContain('(deploy.md)');
    expect(await read('project_deploy.md')).toContain('name: project_deploy\n');
    // The link in prose follows; the one in inline code is left as written.
    expect(await read('testing.md')).toContain('See [[project_deploy]] and `[[deploy]]`.');
    await expect(read('deploy.md')).rejects.toThrow();

    const deleted = await app.call('memory.delete', { memoryDirId: dirId, file: 'testing.md' });
    if (deleted.status !== 'saved') throw new Error('expected saved');
    await expect(read('testing.md')).rejects.toThrow();
    expect(await read('MEMORY.md')).not.toContain('testing.md');
    const snap = await (await app.snapshotStore()).get(deleted.snapshotId);
    expect(snap.entries.map((e) => e.path)).toContain('testing.md');

    // Undo the rename: the old name, the old index line and the old link are back.
    const renamedId = renamed.status === 'saved' ? renamed.editId : '';
    // The delete since changed MEMORY.md and testing.md: undo names them and stops; force puts them back.
    await expect(app.call('dreams.undo', { dreamId: renamedId })).rejects.toThrow(/changed since the dream; nothing was changed/);
    await app.call('dreams.undo', { dreamId: renamedId, force: true });
    expect(await read('deploy.md')).toContain('name: deploy\n');
    expect(await read('MEMORY.md')).toContain('(deploy.md)');
  });

  it('refuses to rewrite raw daily logs', async () => {
    await writeFiles(d.memory, { 'logs/2026/11/2026-11-20.md': 'raw log\n' });
    const opened = await app.call('memory.read', { memoryDirId: dirId, file: 'logs/2026/11/2026-11-20.md' });
    expect(opened).toMatchObject({ kind: 'log', editable: false });
    await expectError(app.call('memory.save', { memoryDirId: dirId, file: 'logs/2026/11/2026-11-20.md', content: 'x', baseHash: opened.hash }), 'bad-input');
  });

  it('puts back what it wrote when a following file changes mid-save (all or nothing)', async () => {
    const before = await treeBytes(d.memory);
    const dir = await app.registry.get(dirId);
    const edits = new EditService({
      stateDir: d.state,
      clock: Date.now,
      snapshots: await app.snapshotStore(),
      registry: app.registry,
      env: { AUTODREAM_LOCK_DIR: d.locks },
      exclusive: (_id, fn) => fn(),
      emit: () => {},
      // Runs after the edit read every file and before it writes: another program edits the index.
      onSnapshot: () => writeFile(join(dir.path, 'MEMORY.md'), `${Buffer.from(before['MEMORY.md']!, 'base64').toString()}- outside\n`),
    });
    const e = await expectError(edits.rename({ memoryDirId: dirId, file: 'deploy.md', to: 'renamed.md' }), 'conflict');
    expect(e.file).toBe('MEMORY.md');
    const after = await treeBytes(d.memory);
    expect(Object.keys(after).sort()).toEqual(Object.keys(before).sort());
    expect(after['deploy.md']).toBe(before['deploy.md']);
    expect(after['testing.md']).toBe(before['testing.md']);
    expect(Buffer.from(after['MEMORY.md']!, 'base64').toString()).toMatch(/- outside\n$/);
  });

  it('a dream never overwrites an edit made after it planned', async () => {
    await writeFiles(d.memory, { 'deploy.md': olderMemory('deploy', 'project', 'We deployed the billing API yesterday.\n') }, '2026-11-20T10:00:00Z');
    const dir = await app.registry.get(dirId);
    const plan = await planDream(dir, { depth: 'rem', clock: () => Date.parse('2026-11-25T12:00:00Z') });
    expect(plan.writes.map((w) => w.file)).toContain('deploy.md');
    const opened = await app.call('memory.read', { memoryDirId: dirId, file: 'deploy.md' });
    const mine = `${opened.text}Edited by a person after the dream planned.\n`;
    expect((await app.call('memory.save', { memoryDirId: dirId, file: 'deploy.md', content: mine, baseHash: opened.hash })).status).toBe('saved');
    const applied = await applyPlan(plan);
    expect(applied.skipped.map((s) => s.file)).toContain('deploy.md');
    expect(await read('deploy.md')).toBe(mine);
  });
});
