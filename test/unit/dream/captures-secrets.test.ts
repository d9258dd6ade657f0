import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeDirs, olderMemory, writeFiles, type DreamDirs } from './fixtures.js';
import { planOf } from './plan-helpers.js';

let d: DreamDirs;
beforeEach(async () => {
  d = await makeDirs();
});
afterEach(async () => {
  await d.cleanup();
});

const SESSION = '11111111-2222-4333-8444-555555555555';
const line = (text: string, ts: string) => JSON.stringify({ type: 'user', sessionId: SESSION, timestamp: ts, message: { role: 'user', content: text } });
const created = (p: Awaited<ReturnType<typeof planOf>>) => p.writes.filter((w) => w.after !== null && !w.file.startsWith('MEMORY') && w.file !== 'a.md');

describe('captured requests: secrets and requests taken back', () => {
  beforeEach(async () => {
    await writeFiles(d.memory, { 'a.md': olderMemory('a', 'user', 'The user is a keeper.\n') });
  });

  it('never saves a secret: a finding with its value masked', async () => {
    const transcripts = `${d.root}/transcripts`;
    await writeFiles(transcripts, { [`${SESSION}.jsonl`]: [line('remember the alarm panel code is 5512', '2026-11-20T10:00:00Z'), line('记住我的网银密码是 xk7719', '2026-11-20T11:00:00Z')].join('\n') });
    const p = await planOf(d.memory, {}, { transcriptDir: transcripts });
    expect(created(p)).toEqual([]);
    const found = p.findings.filter((f) => f.kind === 'secret-not-saved');
    expect(found).toHaveLength(2);
    expect(found.map((f) => f.detail).join(' ')).not.toMatch(/5512|xk7719/);
  });

  it('drops a request the next message takes back, and keeps one the next message does not', async () => {
    const transcripts = `${d.root}/transcripts`;
    await writeFiles(transcripts, {
      [`${SESSION}.jsonl`]: [
        line('remember that the pool van is parked in bay 4', '2026-11-20T10:00:00Z'),
        line('ignore that, it moves every day', '2026-11-20T10:01:00Z'),
        line('remember that the yoga mats are washed on Fridays', '2026-11-20T10:05:00Z'),
        line("don't keep the door open, it's cold in here", '2026-11-20T10:06:00Z'),
      ].join('\n'),
    });
    const p = await planOf(d.memory, {}, { transcriptDir: transcripts });
    const texts = created(p).map((w) => w.after!).join('\n');
    expect(texts).not.toContain('bay 4');
    expect(texts).toContain('yoga mats are washed on Fridays');
  });

  it('drops a request a daily log takes back on its next line', async () => {
    await writeFiles(d.memory, { 'logs/2026/11/2026-11-20.md': '# 2026-11-20\n\n- 记住：周四的例会改到三楼会议室。\n- 刚才那条别记了，还没定\n- 记住：叉车每周三下午充电。\n' });
    const p = await planOf(d.memory);
    const texts = created(p).map((w) => w.after!).join('\n');
    expect(texts).not.toContain('三楼会议室');
    expect(texts).toContain('叉车每周三下午充电');
  });

  it('never names a Chinese request by its numbers alone, and never cuts a description mid-word', async () => {
    const transcripts = `${d.root}/transcripts`;
    const long = 'remember that the community fridge outside the food bank is restocked by the Wednesday volunteers from the bakery donations, and the unlabelled trays go straight to compost';
    await writeFiles(transcripts, { [`${SESSION}.jsonl`]: [line('记住：3号线的 PLC 程序只能由 Siemens 的工程师改。', '2026-11-20T10:00:00Z'), line(long, '2026-11-20T10:05:00Z')].join('\n') });
    const p = await planOf(d.memory, {}, { transcriptDir: transcripts });
    const files = created(p).map((w) => w.file);
    expect(files).toContain('3-号线-plc-程序只能由-siemens-工程师改.md');
    const fridge = created(p).find((w) => w.after!.includes('community fridge'))!;
    expect(fridge.after).toMatch(/description: .*volunteers from the bakery donations, and the unlabelled trays go…/);
  });

  it('names a Chinese request by its own words, whole, and titles it readably', async () => {
    const transcripts = `${d.root}/transcripts`;
    await writeFiles(transcripts, { [`${SESSION}.jsonl`]: line('记住：staging 的数据库每周日凌晨重置。', '2026-11-20T10:00:00Z') });
    const p = await planOf(d.memory, {}, { transcriptDir: transcripts });
    expect(created(p).map((w) => w.file)).toEqual(['staging-数据库每周日凌晨重置.md']);
    expect(created(p)[0]!.after).toContain('name: staging 数据库每周日凌晨重置');
  });
});
