import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAutodream, type Autodream } from '../../../electron/core/api/autodream.js';
import { parseOpenClawEntries } from '../../../electron/core/memdir/openclaw.js';
import { hashDailyLogs, makeOpenClawHome, WORK_MEMORY_MD, type OpenClawHome } from '../../helpers/openclaw-workspaces.js';
import { makeTmp } from '../../unit/memdir/tmp.js';

/**
 * Dreams over OpenClaw's own layout (a workspace's MEMORY.md + memory/ daily logs), English
 * and Chinese, through the real engine on real files. Every daily log is hashed before and
 * after every dream.
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

async function dirId(label: string): Promise<string> {
  const { dirs } = await engine.registry.list(0);
  return dirs.find((d) => d.label === label)!.id;
}

/** Every entry of the workspace (recursively, dot-entries included), to prove nothing new appears. */
async function tree(root: string): Promise<string[]> {
  const out: string[] = [];
  const walk = async (rel: string) => {
    for (const e of await readdir(join(root, rel), { withFileTypes: true })) {
      const r = rel ? `${rel}/${e.name}` : e.name;
      out.push(r);
      if (e.isDirectory()) await walk(r);
    }
  };
  await walk('');
  return out.sort();
}

async function dream(label: string, workspace: string) {
  const logs = await hashDailyLogs(workspace);
  expect(logs.size).toBeGreaterThan(0);
  const before = await tree(workspace);
  const r = await engine.call('dream.run', { memoryDirId: await dirId(label) });
  expect(await hashDailyLogs(workspace)).toEqual(logs);
  return { r, before, after: await tree(workspace) };
}

describe('a dream over an OpenClaw workspace (English)', () => {
  it('edits MEMORY.md entry by entry, distils the logs, creates nothing, and undo gives the bytes back', async () => {
    const original = await readFile(join(oc.main, 'MEMORY.md'), 'utf8');
    const logs = await hashDailyLogs(oc.main);
    const { r, before, after } = await dream('openclaw main', oc.main);
    expect(r.outcome).toBe('applied');
    expect(after).toEqual(before); // no second memory/MEMORY.md, no category folders, no lock
    expect(r.changes.map((c) => c.kind)).toEqual(['duplicates-merged', 'fact-superseded', 'signal-captured']);
    expect(r.changes[1]!.reason).toBe('memory/2026-11-28.md line 4 ("Sam moved the blog to sam.dev.") changes "blog.example.com" to "sam.dev" in line 5 of MEMORY.md');

    const text = await readFile(join(oc.main, 'MEMORY.md'), 'utf8');
    expect(text.match(/Sam prefers short answers\./g)).toHaveLength(1);
    expect(text).toContain("- Sam's blog lives at sam.dev.");
    expect(text).not.toContain('blog.example.com');
    expect(text).toMatch(/## Remembered from daily logs\n\n- The team sync is on Tuesdays\. \(2026-11-29\)\n$/);
    // Everything else is as it was: the entry, its bullet, the headings.
    expect(text).toContain('### Newsletter\nThe newsletter goes out on Substack every Friday.\n\n- Deadline for the Q3 report is 2026-12-15.\n');

    // The snapshot holds only what the dream wrote; undo restores it byte for byte.
    const snaps = await (await engine.snapshotStore()).list(await dirId('openclaw main'));
    expect(snaps.at(-1)!.scope).toEqual(['MEMORY.md']);
    await engine.call('dreams.undo', { dreamId: r.dreamId! });
    expect(await readFile(join(oc.main, 'MEMORY.md'), 'utf8')).toBe(original);
    expect(await hashDailyLogs(oc.main)).toEqual(logs);
  });

  it('is idempotent: a second dream finds nothing to change and the logs stay raw', async () => {
    expect((await dream('openclaw main', oc.main)).r.outcome).toBe('applied');
    const second = await dream('openclaw main', oc.main);
    expect(second.r.outcome).toBe('no-changes');
  });

  it('flags what it cannot judge instead of editing: a change with no clear old value, a near duplicate, a contradiction', async () => {
    await writeFile(join(oc.main, 'MEMORY.md'), '# Memory\n\n- The standup is at 9:30 in room 4.\n- Sam likes the dark theme in the editor.\n- Sam likes a dark theme in the editor.\n- We use npm for installs.\n- We don\'t use npm for installs.\n');
    await writeFile(join(oc.main, 'memory', '2026-11-30.md'), '- The standup is now at 10:00 in room 5.\n');
    const { r } = await dream('openclaw main', oc.main);
    const kinds = r.findings.map((f) => f.kind);
    expect(kinds).toContain('log-changes-fact');
    expect(kinds).toContain('possible-duplicate');
    expect(kinds).toContain('contradiction');
    expect(await readFile(join(oc.main, 'MEMORY.md'), 'utf8')).toContain('- The standup is at 9:30 in room 4.');
  });
});

describe('a dream over an OpenClaw workspace (Chinese)', () => {
  it('flags the changed weekly report day, adds a reported request under its own heading, keeps the logs raw', async () => {
    await writeFile(join(oc.work, 'memory', '2026-11-30.md'), '# 2026-11-30\n\n- 他让我记住：发布前要先跑冒烟测试。\n- 用户喜欢简洁的回答。\n');
    const { r, before, after } = await dream('openclaw work', oc.work);
    expect(r.outcome).toBe('applied');
    expect(after).toEqual(before);
    expect(r.findings).toContainEqual(expect.objectContaining({ kind: 'log-changes-fact', file: 'MEMORY.md' }));
    expect(r.findings.find((f) => f.kind === 'log-changes-fact')!.detail).toContain('周报改到每周四发送');
    const text = await readFile(join(oc.work, 'MEMORY.md'), 'utf8');
    expect(text.startsWith(WORK_MEMORY_MD.trimEnd())).toBe(true);
    expect(text).toMatch(/## 从每日日志记下\n\n- 发布前要先跑冒烟测试。 \(2026-11-30\)\n$/);
    expect(text).not.toMatch(/用户喜欢简洁的回答。[\s\S]*用户喜欢简洁的回答。/);
  });
});

describe('the skill folder: entry format and feedback both ways', () => {
  it('files a correction as negative feedback, a confirmation as positive, a fact as project, each in the exact entry format', async () => {
    await writeFile(join(oc.skill, '2026-11-30.md'), '- Remember that invoices go out on the 1st.\n- From now on, never force-push to main.\n- Remember to keep using pnpm for installs, it works well.\n');
    const logs = await hashDailyLogs(oc.main);
    const { dirs } = await engine.registry.list(0);
    const skill = dirs.find((d) => d.kind === 'openclaw')!;
    const r = await engine.call('dream.run', { memoryDirId: skill.id });
    expect(r.outcome).toBe('applied');
    expect(await hashDailyLogs(oc.main)).toEqual(logs);
    const created = r.changes.filter((c) => c.kind === 'signal-captured').flatMap((c) => c.files);
    const negative = created.find((f) => f.startsWith('feedback/negative/'));
    const positive = created.find((f) => f.startsWith('feedback/positive/'));
    const fact = created.find((f) => f.includes('invoices'));
    expect(negative).toBeDefined();
    expect(positive).toBeDefined();
    expect(fact?.startsWith('project/')).toBe(true);
    const neg = await readFile(join(oc.skill, negative!), 'utf8');
    const [entry] = parseOpenClawEntries(neg);
    expect(entry).toMatchObject({ type: 'negative', date: '2026-11-30' });
    expect(neg).toMatch(/^### .+\n.+\n\*\*Type:\*\* negative\n\*\*Why:\*\* .+\n\*\*How to apply:\*\* .+\n\*\*Date:\*\* 2026-11-30\n$/);
    const pos = parseOpenClawEntries(await readFile(join(oc.skill, positive!), 'utf8'))[0]!;
    expect(pos.type).toBe('positive');
    const factEntry = await readFile(join(oc.skill, fact!), 'utf8');
    expect(factEntry).not.toContain('**Type:**');
    expect(factEntry).toMatch(/\*\*Date:\*\* 2026-11-30\n$/);
    expect(await readdir(oc.skill)).not.toContain('.consolidate-lock');
  });
});
