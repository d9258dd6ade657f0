import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readLog } from '../../../electron/core/dream/openclaw/distill.js';
import { flagPossibleChange } from '../../../electron/core/dream/openclaw/possible-change.js';
import { planDream } from '../../../electron/core/dream/plan-dream.js';

/** A daily-log line that reads as a change is never silent about the memory it names. */
const MEMORY = ['# Memory', '', '## Notes', '- The band practice room is booked via Lena.', '- Grocery delivery comes from FreshCart on Saturdays.', '- 家里的路由器密码贴在冰箱上。', '- Kai owns the billing dashboard.', ''].join('\n');
const clip = (s: string) => s;
const flag = (line: string) => flagPossibleChange(MEMORY, 'MEMORY.md', `memory/2026-11-29.md line 3 ("${line}")`, line, clip)?.detail ?? null;
const hints = (line: string) => readLog(`# 2026-11-29\n\n- ${line}\n`).hints.map((h) => h.line);

describe('possible changes in daily logs', () => {
  it('reads a change cue in lines the change patterns cannot parse, but not in a change only considered', () => {
    expect(hints('Grocery delivery: Saturdays → Sundays, different shop too')).toHaveLength(1);
    expect(hints('Going forward the billing dashboard belongs to Priya.')).toHaveLength(1);
    expect(hints('路由器密码以后放在抽屉里')).toHaveLength(1);
    expect(hints('Kai no longer owns the billing dashboard.')).toHaveLength(1);
    expect(hints('Maybe the band practice room should be booked via Omar now?')).toEqual([]);
    expect(hints('We discussed switching grocery delivery to another shop.')).toEqual([]);
    expect(hints('Bought milk and eggs.')).toEqual([]);
  });

  it('flags the one memory that shares the subject, naming the log line and the memory', () => {
    const d = flag('Grocery delivery: Saturdays → Sundays, different shop too');
    expect(d).toContain('memory/2026-11-29.md line 3');
    expect(d).toContain('line 5 says ("Grocery delivery comes from FreshCart on Saturdays.")');
    expect(d).toContain('possible change');
    expect(flag('Going forward the billing dashboard belongs to Priya.')).toContain('line 7 says ("Kai owns the billing dashboard.")');
    expect(flag('路由器密码以后放在抽屉里')).toContain('line 6');
  });

  it('stays quiet when the line names nothing MEMORY.md holds', () => {
    expect(flag('The coffee machine moved to the kitchen.')).toBeNull();
    expect(flag('会议室的投影仪现在在二楼。')).toBeNull();
  });
});

describe('a workspace dream over possible changes', () => {
  let root = '';
  afterEach(async () => {
    if (root) await rm(root, { recursive: true, force: true });
  });

  it('flags, never edits, a memory a log line only reads as changing; a subject word many memories share does not tie the match', async () => {
    root = await mkdtemp(join(tmpdir(), 'ad-oc-possible-'));
    const ws = join(root, 'workspace');
    await mkdir(join(ws, 'memory'), { recursive: true });
    const md = ['# MEMORY', '', '- 博客地址是 blog.example.com。', '- 相册地址是 photos.example.com。', '- 网盘地址是 disk.example.com。', '- Grocery delivery comes from FreshCart on Saturdays.', ''].join('\n');
    await writeFile(join(ws, 'MEMORY.md'), md);
    await writeFile(join(ws, 'memory', '2026-11-28.md'), '# 2026-11-28\n\n- 博客的地址换成了 blog2.example.org\n- Grocery delivery: Saturdays → Sundays now.\n');
    const dir = { id: 'oc', path: ws, kind: 'openclaw-workspace' as const, transcriptDir: null, projectRoot: null, label: 'oc' };
    const plan = await planDream(dir, { clock: () => Date.parse('2026-11-30T12:00:00Z') });
    const after = plan.writes.find((w) => w.file === 'MEMORY.md')?.after ?? '';
    expect(after).toContain('- 博客地址是 blog2.example.org。');
    expect(after).toContain('- 相册地址是 photos.example.com。');
    expect(after).toContain('- Grocery delivery comes from FreshCart on Saturdays.');
    const flags = plan.findings.filter((f) => f.kind === 'log-changes-fact').map((f) => f.detail);
    expect(flags).toHaveLength(1);
    expect(flags[0]).toContain('memory/2026-11-28.md line 4');
    expect(flags[0]).toContain('"Grocery delivery comes from FreshCart on Saturdays."');
  });

  it('a note to self that says a fact changed flags the memory of that fact instead of adding a second version; one about nothing held is remembered', async () => {
    root = await mkdtemp(join(tmpdir(), 'ad-oc-note-'));
    const ws = join(root, 'workspace');
    await mkdir(join(ws, 'memory'), { recursive: true });
    await writeFile(join(ws, 'MEMORY.md'), ['# MEMORY', '', '- Status board URL: https://status.example.org/', '- 打印机放在三楼。', ''].join('\n'));
    await writeFile(
      join(ws, 'memory', '2026-11-28.md'),
      ['# 2026-11-28', '', '- Note to self — status board URL is https://status2.example.net/ now.', '- 记住：打印机现在在二楼。', '- Note to self: the lab door code changes every Monday now.', ''].join('\n'),
    );
    const dir = { id: 'oc', path: ws, kind: 'openclaw-workspace' as const, transcriptDir: null, projectRoot: null, label: 'oc' };
    const plan = await planDream(dir, { clock: () => Date.parse('2026-11-30T12:00:00Z') });
    const after = plan.writes.find((w) => w.file === 'MEMORY.md')?.after ?? '';
    const flags = plan.findings.filter((f) => f.kind === 'log-changes-fact').map((f) => f.detail);
    expect(flags.find((d) => d.includes('line 3 ('))).toContain('"Status board URL: https://status.example.org/"');
    expect(flags.find((d) => d.includes('line 4 ('))).toContain('"打印机放在三楼。"');
    expect(after).not.toContain('status2.example.net');
    expect(after).not.toContain('二楼');
    // Nothing in MEMORY.md is about the door code: the note is remembered as asked.
    expect(after).toMatch(/lab door code changes every Monday now\. \(2026-11-28\)/i);
    expect(after).toContain('- Status board URL: https://status.example.org/');
  });
});
