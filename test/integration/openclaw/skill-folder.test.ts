import { watch } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAutodream, type Autodream } from '../../../electron/core/api/autodream.js';
import { indexLoad } from '../../../electron/core/memdir/index-file.js';
import { hashDailyLogs, makeOpenClawHome, type OpenClawHome } from '../../helpers/openclaw-workspaces.js';
import { makeTmp, writeTree } from '../../unit/memdir/tmp.js';

/**
 * The memory-system skill folder by its own rules, and the two OpenClaw cards of one agent
 * (workspace + skill folder with the default memoryDir) reading the same daily logs.
 */
let tmp: Awaited<ReturnType<typeof makeTmp>>;
let oc: OpenClawHome;
let engine: Autodream;
const NOW = Date.parse('2026-11-30T12:00:00Z');

beforeEach(async () => {
  tmp = await makeTmp();
  oc = await makeOpenClawHome(tmp.dir);
  engine = await createAutodream({ configHome: join(oc.home, '.claude'), stateDir: join(tmp.dir, 'state'), env: { AUTODREAM_LOCK_DIR: join(tmp.dir, 'locks') }, home: oc.home, clock: () => NOW });
});
afterEach(async () => {
  await engine.close();
  await tmp.cleanup();
});

const idOf = async (kind: string) => (await engine.registry.list(0)).dirs.find((d) => d.kind === kind && d.label.startsWith('openclaw main'))!.id;

describe("the skill folder's MEMORY.md, by the skill's rules", () => {
  it("is read whole: 230 entries are not over Claude Code's 200-line limit here, and a dream neither demotes nor creates overflow indexes", async () => {
    const files: Record<string, string> = {};
    const lines = ['# Memory index', ''];
    for (let i = 0; i < 230; i++) {
      files[`project/fact-${i}.md`] = `### Fact ${i}\nService ${i} listens on port ${4000 + i}.\n**Date:** 2026-11-01\n`;
      lines.push(`- [Fact ${i}](project/fact-${i}.md) — service ${i} port`);
    }
    const index = `${lines.join('\n')}\n`;
    await writeTree(oc.skill, { ...files, 'MEMORY.md': index });
    expect(indexLoad(index).truncated).toBe(true); // Claude Code would cut it
    const id = await idOf('openclaw');
    const status = await engine.call('memoryDirs.resolve', { memoryDir: oc.skill });
    expect(status).toMatchObject({ kind: 'openclaw', indexLines: 232, indexOverLimit: false, indexLostEntries: 0 });
    const r = await engine.call('dream.run', { memoryDirId: id, depth: 'deep' });
    expect(r.changes.map((c) => c.kind)).not.toContain('index-demoted');
    expect((await readdir(oc.skill)).filter((f) => /^MEMORY.+\.md$/.test(f))).toEqual([]);
    const after = await readFile(join(oc.skill, 'MEMORY.md'), 'utf8');
    for (let i = 0; i < 230; i++) expect(after).toContain(`(project/fact-${i}.md)`);
  });
});

describe('a request in a daily log both cards read is captured once', () => {
  const LOG = '- Remember that the deploy window is Thursday afternoon.\n';
  /** Bullets in the workspace's MEMORY.md, entry files in the skill folder, that hold it. */
  const mentions = async () => {
    const inWorkspace = ((await readFile(join(oc.main, 'MEMORY.md'), 'utf8')).match(/deploy window/g) ?? []).length;
    let inSkill = 0;
    const walk = async (rel: string): Promise<void> => {
      for (const e of await readdir(join(oc.skill, rel), { withFileTypes: true })) {
        const r = rel ? `${rel}/${e.name}` : e.name;
        if (e.isDirectory()) await walk(r);
        else if (r.endsWith('.md') && r !== 'MEMORY.md' && !/^\d{4}-/.test(r) && (await readFile(join(oc.skill, r), 'utf8')).includes('deploy window')) inSkill++;
      }
    };
    await walk('');
    return { inWorkspace, inSkill };
  };

  it('skill folder first: the entry is written there, and the workspace dream does not repeat it in MEMORY.md', async () => {
    await writeFile(join(oc.main, 'memory', '2026-11-30.md'), LOG);
    const logs = await hashDailyLogs(oc.main);
    const s = await engine.call('dream.run', { memoryDirId: await idOf('openclaw') });
    expect(s.changes.map((c) => c.kind)).toContain('signal-captured');
    const w = await engine.call('dream.run', { memoryDirId: await idOf('openclaw-workspace') });
    expect(w.changes.filter((c) => c.kind === 'signal-captured' && c.reason.includes('deploy window'))).toEqual([]);
    expect(await mentions()).toEqual({ inWorkspace: 0, inSkill: 1 });
    expect(await hashDailyLogs(oc.main)).toEqual(logs);
  });

  it('workspace first: the bullet goes to MEMORY.md, and the skill folder dream does not file it again', async () => {
    await writeFile(join(oc.main, 'memory', '2026-11-30.md'), LOG);
    const w = await engine.call('dream.run', { memoryDirId: await idOf('openclaw-workspace') });
    expect(w.changes.some((c) => c.kind === 'signal-captured' && c.reason.includes('deploy window'))).toBe(true);
    await engine.call('dream.run', { memoryDirId: await idOf('openclaw') });
    expect(await mentions()).toEqual({ inWorkspace: 1, inSkill: 0 });
  });
});

describe("no Claude Code .consolidate-lock in an OpenClaw dir, not even for a moment", () => {
  it('a dream, its undo, a snapshot restore and an edit in the window take the in-app lock only', async () => {
    const seen: string[] = [];
    const watchers = [oc.main, join(oc.main, 'memory'), oc.skill].map((d) => watch(d, (_e, name) => name && seen.push(`${d}/${name}`)));
    try {
      const id = await idOf('openclaw-workspace');
      const r = await engine.call('dream.run', { memoryDirId: id });
      expect(r.outcome).toBe('applied');
      await engine.call('dreams.undo', { dreamId: r.dreamId! });
      await engine.call('snapshots.restore', { snapshotId: r.snapshotId! });
      const f = await engine.call('memory.read', { memoryDirId: id, file: 'MEMORY.md' });
      await engine.call('memory.save', { memoryDirId: id, file: 'MEMORY.md', content: `${f.text}- Edited by hand.\n`, baseHash: f.hash, trigger: 'manual' });
      const skillId = await idOf('openclaw');
      const e = await engine.call('memory.read', { memoryDirId: skillId, file: 'user/sam.md' });
      await engine.call('memory.save', { memoryDirId: skillId, file: 'user/sam.md', content: `${e.text}Sam is on call in December.\n`, baseHash: e.hash, trigger: 'manual' });
      await new Promise((res) => setTimeout(res, 200));
    } finally {
      for (const w of watchers) w.close();
    }
    expect(seen.some((n) => n.endsWith('/MEMORY.md'))).toBe(true);
    expect(seen.filter((n) => n.endsWith('.consolidate-lock'))).toEqual([]);
  });
});
