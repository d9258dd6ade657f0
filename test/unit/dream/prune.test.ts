import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { indexLoad, parseIndex } from '../../../electron/core/memdir/index-file.js';
import { guardPlan } from '../../../electron/core/dream/guard.js';
import { makeDirs, newerMemory, olderMemory, writeFiles, type DreamDirs } from './fixtures.js';
import { planOf, written } from './plan-helpers.js';

let d: DreamDirs;
beforeEach(async () => {
  d = await makeDirs();
});
afterEach(async () => {
  await d.cleanup();
});

describe('prune and index', () => {
  it('removes stale and doubled pointers, shortens long lines keeping the detail in the topic file, indexes the rest', async () => {
    const hook = 'Deploys go out on Tuesdays after the CAB review; the rollback plan must be written first and attached to the change ticket in the tracker';
    await writeFiles(d.memory, {
      'deploy.md': olderMemory('deploy', 'project', 'Deploys go out on Tuesdays after the CAB review.\n'),
      'team-rules.md': olderMemory('team-rules', 'feedback', 'Squash merge pull requests.\n', 'How we merge'),
      'new-one.md': newerMemory('new-one', 'reference', 'Dashboards are in Grafana.\n', '2026-11-20T12:00:00Z', 'Where dashboards live'),
      'MEMORY.md': `# Memory\n\n- [Deploy](deploy.md) — ${hook}\n- [Gone](gone.md) — moved away\n- [Rules](team-rules.md) — how we merge\n- [Rules again](team-rules.md) — twice\n- [Site](https://example.com) — a web link stays\n`,
    });
    const p = await planOf(d.memory);
    const index = written(p, 'MEMORY.md')!;
    expect(index).not.toContain('gone.md');
    expect(index.match(/team-rules\.md/g)).toHaveLength(1);
    expect(index).toContain('- [Site](https://example.com) — a web link stays');
    expect(index).toContain('# Memory');
    expect(index).toContain('- [New one](new-one.md) — Where dashboards live');
    for (const l of parseIndex(index)) if (l.kind === 'entry') expect(l.raw.length).toBeLessThan(150);
    expect(written(p, 'deploy.md')).toContain('The rollback plan must be written first and attached to the change ticket in the tracker.');
    expect(p.changes.map((c) => c.kind)).toEqual(['pointer-removed', 'index-entry-shortened', 'pointer-added']);
    expect(p.changes[0]!.reason).toBe('Removed 2 pointers to memories that are not there: gone.md (missing), team-rules.md (listed twice in MEMORY.md)');
  });

  it('a shortened hook keeps its label in the index; only fact clauses reach the topic file, never its to-dos or pointers', async () => {
    const zhHook = '搜索配置；搜索集群有三个节点，由平台组维护，扩容要提前一周申请并抄送平台组负责人，申请单里要写明预计的流量峰值和持续时间，没有写明的申请会被直接退回；快照每天凌晨备份到对象存储，保留三十天；索引模板放在仓库的search目录；回头再整理；详情看文件';
    const enHook = 'Feature flags; flags live in LaunchDarkly and are owned by the platform team; stale flags are removed by the flag-janitor job every month, WIP, see the file for more; NB tidy later';
    await writeFiles(d.memory, {
      'search-zh.md': olderMemory('search-zh', 'project', '搜索集群有三个节点，由平台组维护，扩容要提前一周申请并抄送平台组负责人，申请单里要写明预计的流量峰值和持续时间，没有写明的申请会被直接退回。\n'),
      'flags.md': olderMemory('flags', 'project', 'Flags live in LaunchDarkly and are owned by the platform team.\n'),
      'MEMORY.md': `# Memory\n\n- [Search](search-zh.md) — ${zhHook}\n- [Flags](flags.md) — ${enHook}\n`,
    });
    const p = await planOf(d.memory);
    const index = written(p, 'MEMORY.md')!;
    expect(index).toContain('- [Search](search-zh.md) — 搜索配置；搜索集群有三个节点，由平台组维护');
    for (const l of parseIndex(index)) if (l.kind === 'entry') expect(l.raw.length).toBeLessThan(150);
    expect(index).toContain('- [Flags](flags.md) — Feature flags; flags live in LaunchDarkly and are owned by the platform team\n');
    expect(written(p, 'search-zh.md')).toContain('\n\n快照每天凌晨备份到对象存储，保留三十天。索引模板放在仓库的search目录。\n');
    expect(written(p, 'flags.md')).toContain('\n\nStale flags are removed by the flag-janitor job every month.\n');
    for (const f of ['MEMORY.md', 'search-zh.md', 'flags.md']) {
      for (const noise of ['回头再整理', '详情看文件', '搜索配置。', 'WIP', 'see the file', 'NB tidy later', 'Feature flags.']) expect(written(p, f)).not.toContain(noise);
    }
  });

  it('keeps MEMORY.md inside 200 lines by moving the least important entries to linked overflow indexes', async () => {
    const files: Record<string, string> = {};
    const entries: string[] = [];
    for (let i = 0; i < 240; i += 1) {
      const type = i < 20 ? 'feedback' : i % 3 === 0 ? 'reference' : 'project';
      files[`m-${i}.md`] = newerMemory(`m-${i}`, type, `Fact ${i} about subsystem q${i}.\n`, `2026-${String(1 + (i % 11)).padStart(2, '0')}-10T12:00:00Z`, `Memory ${i}`);
      entries.push(`- [M ${i}](m-${i}.md) — Memory ${i}`);
    }
    files['MEMORY.md'] = `${entries.join('\n')}\n`;
    await writeFiles(d.memory, files);
    const p = await planOf(d.memory);
    const index = written(p, 'MEMORY.md')!;
    const load = indexLoad(index);
    expect(load.totalLines).toBeLessThanOrEqual(200);
    expect(load.lostEntries).toEqual([]);
    const overflow = p.writes.filter((w) => w.file.startsWith('MEMORY-overflow-'));
    expect(overflow.length).toBeGreaterThan(0);
    const reachable = new Set<string>();
    for (const l of parseIndex(index)) if (l.kind === 'entry') reachable.add(l.file);
    for (const o of overflow) {
      expect(reachable.has(o.file)).toBe(true);
      for (const l of parseIndex(o.after!)) if (l.kind === 'entry') reachable.add(l.file);
    }
    for (let i = 0; i < 240; i += 1) expect(reachable.has(`m-${i}.md`)).toBe(true);
    // Feedback is the most important: it stays in MEMORY.md.
    for (let i = 0; i < 20; i += 1) expect(index).toContain(`(m-${i}.md)`);
    expect(p.changes.find((c) => c.kind === 'index-demoted')!.reason).toMatch(/^Moved 4\d least important entries to overflow indexes/);
    expect(guardPlan(p).ok).toBe(true);

    // A second dream over the result changes nothing.
    for (const w of p.writes) files[w.file] = w.after!;
    const again = await makeDirs();
    try {
      await writeFiles(again.memory, files);
      expect((await planOf(again.memory)).changes).toEqual([]);
    } finally {
      await again.cleanup();
    }
  });

  it('a deep dream demotes memories unread and unchanged for half a year; feedback and pinned ones stay', async () => {
    const files: Record<string, string> = {
      'old-ref.md': newerMemory('old-ref', 'reference', 'The old wiki is at wiki.example.com.\n', '2026-01-10T12:00:00Z'),
      'old-ref-2.md': newerMemory('old-ref-2', 'reference', 'The old tracker is at bugs.example.com.\n', '2026-02-10T12:00:00Z'),
      'old-rule.md': newerMemory('old-rule', 'feedback', 'Never push on Fridays.\n', '2026-01-10T12:00:00Z'),
      'fresh.md': newerMemory('fresh', 'project', 'The launch is on 2026-12-01.\n', '2026-11-20T12:00:00Z'),
    };
    files['MEMORY.md'] = '- [Old ref](old-ref.md) — wiki\n- [Old ref 2](old-ref-2.md) — tracker\n- [Old rule](old-rule.md) — fridays\n- [Fresh](fresh.md) — launch\n';
    await writeFiles(d.memory, files);
    expect((await planOf(d.memory)).changes).toEqual([]);
    const deep = await planOf(d.memory, { depth: 'deep' });
    const index = written(deep, 'MEMORY.md')!;
    expect(index).not.toContain('(old-ref.md)');
    expect(index).not.toContain('(old-ref-2.md)');
    expect(index).toContain('(old-rule.md)');
    expect(index).toContain('(MEMORY-overflow-reference.md)');
    expect(written(deep, 'MEMORY-overflow-reference.md')).toContain('(old-ref.md)');
    expect(deep.changes.find((c) => c.kind === 'index-demoted')!.reason).toMatch(/not read or changed for six months/);
  });
});

describe('overflow indexes between dreams', () => {
  it('are left alone while MEMORY.md fits, and go with their link once empty (ours: they carry the marker)', async () => {
    await writeFiles(d.memory, {
      'a.md': olderMemory('a', 'project', 'A fact.\n'),
      'MEMORY.md': '- [A](a.md) — a\n- [More reference memories (1)](MEMORY-overflow-reference.md) — more\n- [More project memories (1)](MEMORY-overflow-project.md) — more\n',
      'MEMORY-overflow-reference.md': '---\nname: memory-overflow-reference\ndescription: Index of more reference memories\ntype: reference\nautodream: overflow-index\n---\n\n- [B](b.md) — b\n',
      'MEMORY-overflow-project.md': '---\nname: memory-overflow-project\ndescription: Index of more project memories\ntype: reference\nautodream: overflow-index\n---\n\n- [C](c.md) — c\n',
      'c.md': olderMemory('c', 'project', 'C fact.\n'),
    });
    const p = await planOf(d.memory);
    expect(written(p, 'MEMORY-overflow-reference.md')).toBeNull();
    expect(written(p, 'MEMORY-overflow-project.md')).toBeUndefined();
    expect(written(p, 'MEMORY.md')).toBe('- [A](a.md) — a\n- [More project memories (1)](MEMORY-overflow-project.md) — more\n');
  });
});
