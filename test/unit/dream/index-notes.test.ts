import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { indexLoad, parseIndex } from '../../../electron/core/memdir/index-file.js';
import { guardPlan } from '../../../electron/core/dream/guard.js';
import { splitIndexNotes } from '../../../electron/core/dream/index-notes.js';
import { makeDirs, newerMemory, olderMemory, writeFiles, type DreamDirs } from './fixtures.js';
import { planOf, written } from './plan-helpers.js';

let d: DreamDirs;
beforeEach(async () => {
  d = await makeDirs();
});
afterEach(async () => {
  await d.cleanup();
});

const memories = {
  'editor.md': olderMemory('editor', 'user', 'The user edits in Neovim.\n'),
  'answers.md': olderMemory('answers', 'feedback', 'Show the code change first.\n'),
  'deploys.md': olderMemory('deploys', 'project', 'Deploys need a green build.\n'),
  'dashboards.md': olderMemory('dashboards', 'reference', 'Dashboards live in Grafana.\n'),
};
const entries = ['- [Editor](editor.md) — editor', '- [Answers](answers.md) — answers', '- [Deploys](deploys.md) — deploys', '- [Dashboards](dashboards.md) — dashboards'];
const notes = (n: number): string[] => Array.from({ length: n }, (_, i) => `- 2026-10-${String((i % 28) + 1).padStart(2, '0')}: deployed build ${100 + i}`);

describe('splitIndexNotes', () => {
  it('moves lines that are not entries, whole sections of notes, and keeps the title, entries and headings over entries', () => {
    const text = ['# Memory', 'A preamble paragraph.', '', '## Rules', ...entries.slice(0, 2), 'a stray note', '', '## Log', '', '- 2026-10-01: deployed build 1', '', 'Paragraph two.', '', '## Links', entries[2]!, ''].join('\n');
    const s = splitIndexNotes(text)!;
    expect(s.index).toBe(['# Memory', '', '## Rules', ...entries.slice(0, 2), '', '## Links', entries[2]!, ''].join('\n'));
    expect(s.moved).toContain('A preamble paragraph.\n');
    expect(s.moved).toContain('a stray note\n');
    expect(s.moved).toContain('## Log\n\n- 2026-10-01: deployed build 1\n\nParagraph two.\n');
    expect(s.count).toBe(5);
    expect(s.first).toBe('A preamble paragraph.');
  });

  it('moves nothing from an index of entries and headings only', () => {
    expect(splitIndexNotes(['# Memory', '', '## Rules', ...entries, ''].join('\n'))).toBeNull();
  });

  it('keeps Windows line endings, byte for byte', () => {
    const s = splitIndexNotes(`# Memory\r\n${entries[0]}\r\nA note.\r\n`)!;
    expect(s.index).toBe(`# Memory\r\n${entries[0]}\r\n`);
    expect(s.moved).toBe('A note.\r\n');
  });
});

describe('MEMORY.md over the limits: notes move out before any pointer', () => {
  it('moves dated notes word for word into a linked topic file and demotes nothing', async () => {
    const log = notes(220);
    await writeFiles(d.memory, { ...memories, 'MEMORY.md': ['# Memory', '', ...entries, '', '## Deploy log', '', ...log, ''].join('\n') });
    const p = await planOf(d.memory);
    const index = written(p, 'MEMORY.md')!;
    expect(indexLoad(index).totalLines).toBeLessThanOrEqual(200);
    for (const e of entries) expect(index).toContain(e);
    expect(index).toContain('- [Notes moved from MEMORY.md](memory-notes.md)');
    expect(p.writes.some((w) => w.file.startsWith('MEMORY-overflow-'))).toBe(false);
    const moved = written(p, 'memory-notes.md')!;
    expect(moved).toContain(`## Deploy log\n\n${log.join('\n')}\n`);
    const change = p.changes.find((c) => c.kind === 'index-line-moved')!;
    expect(change.reason).toMatch(/^Moved 221 lines of MEMORY\.md that are not index entries \(notes and paragraphs, from "- 2026-10-01: deployed build 100"\) word for word into memory-notes\.md, linked from MEMORY\.md, before demoting any pointer: MEMORY\.md had 229 lines and 7,427 characters \(Claude Code loads 200 lines, 25,000 characters\)$/);
    expect(change.confidence).toBe('high');
    expect(guardPlan(p).ok).toBe(true);
  });

  it('moves paragraphs out when the index is over 25,000 characters', async () => {
    const para = `Incident review: ${'the queue backed up because a consumer stalled; '.repeat(20)}`;
    await writeFiles(d.memory, { ...memories, 'MEMORY.md': ['# Memory', '', ...entries, '', ...Array.from({ length: 30 }, () => para), ''].join('\n') });
    const p = await planOf(d.memory);
    const index = written(p, 'MEMORY.md')!;
    expect(index.length).toBeLessThan(25_000);
    expect(index).not.toContain('Incident review');
    expect(written(p, 'memory-notes.md')!.split(para).length - 1).toBe(30);
  });

  it('when entries alone are too many, demotes project and reference pointers, never user or feedback ones', async () => {
    const files: Record<string, string> = { ...memories };
    const many: string[] = [];
    for (let i = 0; i < 205; i += 1) {
      files[`fact-${i}.md`] = newerMemory(`fact-${i}`, 'project', `Service ${i} answers on port ${9000 + i}.\n`, '2026-06-01T12:00:00Z');
      many.push(`- [Fact ${i}](fact-${i}.md) — service ${i}`);
    }
    await writeFiles(d.memory, { ...files, 'MEMORY.md': ['# Memory', '', ...entries, ...many, '', 'Notes:', ...notes(10), ''].join('\n') });
    const p = await planOf(d.memory);
    const index = written(p, 'MEMORY.md')!;
    expect(indexLoad(index).totalLines).toBeLessThanOrEqual(200);
    expect(index).toContain('(editor.md)');
    expect(index).toContain('(answers.md)');
    expect(index).not.toContain('deployed build');
    expect(p.changes.map((c) => c.kind).indexOf('index-line-moved')).toBeLessThan(p.changes.map((c) => c.kind).indexOf('index-demoted'));
    const reachable = new Set<string>();
    for (const l of parseIndex(index)) if (l.kind === 'entry') reachable.add(l.file);
    for (const w of p.writes.filter((x) => x.file.startsWith('MEMORY-overflow-'))) for (const l of parseIndex(w.after!)) if (l.kind === 'entry') reachable.add(l.file);
    for (const f of Object.keys(files)) expect(reachable.has(f)).toBe(true);
  });

  it('inside the limits, notes stay where they are (trap)', async () => {
    await writeFiles(d.memory, { ...memories, 'MEMORY.md': ['# Memory', '', ...entries, '', '## Deploy log', ...notes(30), ''].join('\n') });
    const p = await planOf(d.memory);
    expect(written(p, 'MEMORY.md')).toBeUndefined();
    expect(written(p, 'memory-notes.md')).toBeUndefined();
  });

  it('a later dream appends to the notes file an earlier one wrote, linked once', async () => {
    const earlier = newerMemory('memory-notes', 'project', '# Notes moved from MEMORY.md\n\n- 2026-09-01: an old note\n', '2026-09-02T12:00:00Z');
    await writeFiles(d.memory, { ...memories, 'memory-notes.md': earlier, 'MEMORY.md': ['# Memory', '', ...entries, '- [Notes moved from MEMORY.md](memory-notes.md) — notes', '', ...notes(220), ''].join('\n') });
    const p = await planOf(d.memory);
    const after = written(p, 'memory-notes.md')!;
    expect(after.startsWith(earlier)).toBe(true);
    expect(after).toContain('deployed build 319');
    expect(written(p, 'MEMORY.md')!.match(/\(memory-notes\.md\)/g)).toHaveLength(1);
    expect(guardPlan(p).ok).toBe(true);
  });

  it('a person\'s own memory-notes.md is never touched: another name is used', async () => {
    await writeFiles(d.memory, { ...memories, 'memory-notes.md': olderMemory('memory-notes', 'project', 'My own notes.\n'), 'MEMORY.md': ['# Memory', '', ...entries, '- [Mine](memory-notes.md) — mine', '', ...notes(220), ''].join('\n') });
    const p = await planOf(d.memory);
    expect(written(p, 'memory-notes.md')).toBeUndefined();
    expect(written(p, 'memory-notes-2.md')).toContain('deployed build 319');
    expect(written(p, 'MEMORY.md')).toContain('(memory-notes-2.md)');
  });
});
