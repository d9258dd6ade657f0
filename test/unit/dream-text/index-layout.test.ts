import { describe, expect, it } from 'vitest';
import { isOverflowFile, layoutIndex, overflowFileName, parseIndexLines, renderEntry, shorten } from '../../../electron/core/dream/text/index-layout.js';
import type { IndexMemory } from '../../../electron/core/dream/text/index-layout.js';
import type { MemoryType } from '../../../electron/core/memdir/types.js';

const DAY = 86_400_000;
const mem = (file: string, type: MemoryType | undefined, extra: Partial<IndexMemory> = {}): IndexMemory => ({
  file,
  title: file.replace(/\.md$/, '').replace(/[-_]/g, ' '),
  hook: `what ${file} is about`,
  type,
  pinned: false,
  modifiedMs: 1_000 * DAY,
  readCount: 0,
  ...extra,
});
const filesOf = (ms: IndexMemory[], more: string[] = []): string[] => [...ms.map((m) => m.file), ...more];
const linkedFiles = (text: string): string[] => parseIndexLines(text).flatMap((l) => (l.kind === 'entry' ? [l.file] : []));

describe('layoutIndex: pointers', () => {
  it('removes stale and duplicate pointers, adds missing ones, keeps order and other lines', () => {
    const memories = [mem('a.md', 'feedback'), mem('b.md', 'project'), mem('c.md', 'feedback'), mem('d.md', 'reference')];
    const index = [
      '# Memory',
      '',
      '- [A](a.md) — the a rule',
      '- [Gone](gone.md) — deleted topic',
      '- [B](./b.md) — project b',
      '- [A again](a.md) — duplicate',
      'Some note the user wrote.',
    ].join('\n');
    const r = layoutIndex({ memories, lines: parseIndexLines(index), existingFiles: filesOf(memories) });
    expect(r.indexText).toBe([
      '# Memory',
      '',
      '- [A](a.md) — the a rule',
      '- [c](c.md) — what c.md is about',
      '- [B](./b.md) — project b',
      '- [d](d.md) — what d.md is about',
      'Some note the user wrote.',
      '',
    ].join('\n'));
    expect(r.changes).toEqual([
      { kind: 'pointer-removed', file: 'gone.md', reason: 'MEMORY.md pointed to gone.md, which does not exist' },
      { kind: 'pointer-removed', file: 'a.md', reason: 'second pointer to a.md in MEMORY.md' },
      { kind: 'pointer-added', file: 'c.md', reason: 'c.md was not in MEMORY.md' },
      { kind: 'pointer-added', file: 'd.md', reason: 'd.md was not in MEMORY.md' },
    ]);
    expect(r.overflowFiles).toEqual([]);
    expect(r.fits).toBe(true);
  });

  it('builds an index from nothing, most important first, and leaves external links alone', () => {
    const memories = [mem('ref.md', 'reference'), mem('fb.md', 'feedback', { pinned: true }), mem('proj.md', 'project')];
    const r = layoutIndex({ memories, lines: parseIndexLines('- [Docs](https://example.com/docs) — external\n'), existingFiles: filesOf(memories) });
    expect(linkedFiles(r.indexText)).toEqual(['https://example.com/docs', 'fb.md', 'proj.md', 'ref.md']);
  });

  it('uses the file name when a memory has no title', () => {
    const r = layoutIndex({ memories: [mem('x-y.md', 'user', { title: '  ', hook: '' })], lines: [], existingFiles: ['x-y.md'] });
    expect(r.indexText).toBe('- [x-y](x-y.md)\n');
  });

  it('indexes team memories only in the team index', () => {
    const memories = [mem('mine.md', 'feedback'), mem('shared.md', 'feedback', { team: true })];
    expect(linkedFiles(layoutIndex({ memories, lines: [], existingFiles: filesOf(memories) }).indexText)).toEqual(['mine.md']);
    expect(linkedFiles(layoutIndex({ memories, lines: [], existingFiles: filesOf(memories), scope: 'team' }).indexText)).toEqual(['shared.md']);
  });

  it('is stable: laying out its own output changes nothing', () => {
    const memories = Array.from({ length: 30 }, (_, i) => mem(`m${i}.md`, (['feedback', 'user', 'project', 'reference'] as const)[i % 4]));
    const first = layoutIndex({ memories, lines: parseIndexLines('# Index\n'), existingFiles: filesOf(memories) });
    const second = layoutIndex({ memories, lines: parseIndexLines(first.indexText), existingFiles: filesOf(memories) });
    expect(second.indexText).toBe(first.indexText);
    expect(second.changes).toEqual([]);
  });
});

describe('layoutIndex: entry length', () => {
  it('shortens long entries under 150 characters at a word boundary, keeping title and link', () => {
    const hook = 'Integration tests must hit a real database because mocked tests passed while the prod migration failed badly last quarter and cost us a weekend of work';
    const raw = `- [DB testing](db-testing.md) — ${hook}`;
    const r = layoutIndex({ memories: [mem('db-testing.md', 'feedback')], lines: parseIndexLines(raw), existingFiles: ['db-testing.md'] });
    const line = r.indexText.trimEnd();
    expect(line.length).toBeLessThan(150);
    expect(line.startsWith('- [DB testing](db-testing.md) — Integration tests must hit')).toBe(true);
    expect(line.endsWith('…')).toBe(true);
    expect(hook.startsWith(line.slice('- [DB testing](db-testing.md) — '.length, -1))).toBe(true);
    expect(line.at(-2)).not.toBe(' ');
    expect(r.changes).toEqual([{ kind: 'index-entry-shortened', file: 'db-testing.md', reason: expect.stringMatching(/^entry for db-testing.md was 1\d\d characters; shortened to 1\d\d/) }]);
  });

  it('shortens Chinese hooks at a word boundary too', () => {
    const line = renderEntry('部署', 'deploy.md', '部署之前必须先在预发环境完整验证数据库迁移脚本，并且通知值班同事确认监控正常，否则不要在周五下午发布任何生产变更，这条规则来自上次事故复盘的结论'.repeat(2));
    expect(line.length).toBeLessThan(150);
    expect(line.endsWith('…')).toBe(true);
  });

  it('a too-long hook keeps its label and first fact clause, never a to-do or a pointer', () => {
    const hook = 'Release rules; tag releases from main after the changelog is merged; the signing key is in the release vault; TODO reword; see the file for the rest';
    expect(renderEntry('Release rules', 'release.md', hook)).toBe('- [Release rules](release.md) — Release rules; tag releases from main after the changelog is merged');
    const zh = `发布规则；发布前要跑完整的回归测试并在预发环境观察一小时；${'签名密钥放在发布保险库里，'.repeat(8)}换人时要同步更新；待补充；详见文件`;
    expect(renderEntry('发布规则', 'release-zh.md', zh)).toBe('- [发布规则](release-zh.md) — 发布规则；发布前要跑完整的回归测试并在预发环境观察一小时');
    // a hook that fits stays as written
    expect(renderEntry('Release rules', 'release.md', 'Release rules; TODO reword')).toBe('- [Release rules](release.md) — Release rules; TODO reword');
  });

  it('shortens a huge title when the hook cannot fit, never breaking a surrogate pair', () => {
    const line = renderEntry('🎉'.repeat(100), 'party.md', 'hook');
    expect(line.length).toBeLessThan(150);
    expect(line).toMatch(/^- \[(?:🎉)+…\]\(party\.md\)$/u);
    expect(shorten('abc def ghi', 8)).toBe('abc def…');
    expect(shorten('short', 10)).toBe('short');
  });

  it('escapes brackets in titles and wraps file names with spaces', () => {
    expect(renderEntry('A [draft] note', 'my note.md', 'x')).toBe('- [A \\[draft\\] note](<my note.md>) — x');
    const [parsed] = parseIndexLines(renderEntry('A [draft] note', 'my note.md', 'x'));
    expect(parsed).toMatchObject({ kind: 'entry', title: 'A [draft] note', file: 'my note.md', hook: 'x' });
  });
});

describe('layoutIndex: limits and overflow', () => {
  const many = (n: number): IndexMemory[] =>
    Array.from({ length: n }, (_, i) => mem(`topic-${String(i).padStart(3, '0')}.md`, (['feedback', 'user', 'project', 'reference'] as const)[i % 4], {
      modifiedMs: (1_000 + i) * DAY,
      readCount: i % 7,
      pinned: i === 3, // a pinned reference memory
      hook: `a hook of moderate length describing topic number ${i} so lines are realistic`,
    }));

  it('keeps MEMORY.md within 200 lines and moves the least important to per-type overflow files', () => {
    const memories = many(320);
    const r = layoutIndex({ memories, lines: parseIndexLines('# Memory index\n\n'), existingFiles: filesOf(memories) });
    const lines = r.indexText.split('\n');
    expect(lines.at(-1)).toBe('');
    expect(lines.length - 1).toBeLessThanOrEqual(200);
    expect(r.indexText.length).toBeLessThanOrEqual(25_000);
    expect(r.fits).toBe(true);

    // every memory stays reachable exactly once: in MEMORY.md or one overflow file
    const main = linkedFiles(r.indexText);
    const overflowLinks = main.filter(isOverflowFile);
    expect(overflowLinks.sort()).toEqual(r.overflowFiles.map((f) => f.file).sort());
    const inOverflow = r.overflowFiles.flatMap((f) => linkedFiles(f.text.split('---\n').slice(2).join('---\n')));
    const reachable = [...main.filter((f) => !isOverflowFile(f)), ...inOverflow];
    expect(reachable.sort()).toEqual(memories.map((m) => m.file).sort());

    // importance: feedback and user stay, the pinned reference stays, the rest of reference goes first
    const kept = new Set(main);
    expect(memories.filter((m) => m.type === 'feedback').every((m) => kept.has(m.file))).toBe(true);
    expect(kept.has('topic-003.md')).toBe(true);
    expect(r.overflowFiles.map((f) => f.file)).toContain(overflowFileName('reference'));
    const demoted = r.changes.filter((c) => c.kind === 'index-demoted');
    expect(demoted.length).toBe(inOverflow.length);
    expect(demoted[0]?.reason).toMatch(/^indexed in MEMORY-overflow-\w+\.md instead of MEMORY\.md: MEMORY\.md would have \d+ lines \(Claude Code loads 200\)$/);
  });

  it('never demotes the kept types, even when the index then does not fit', () => {
    // 240 feedback and user memories alone are over 200 lines: with them kept, only the others move.
    const memories = Array.from({ length: 300 }, (_, i) => mem(`m-${String(i).padStart(3, '0')}.md`, i < 240 ? (i % 2 ? 'user' : 'feedback') : 'project'));
    const r = layoutIndex({ memories, lines: [], existingFiles: filesOf(memories), keepTypes: ['user', 'feedback'] });
    const main = new Set(linkedFiles(r.indexText));
    expect(memories.filter((m) => m.type !== 'project').every((m) => main.has(m.file))).toBe(true);
    expect(memories.filter((m) => m.type === 'project').some((m) => main.has(m.file))).toBe(false);
    expect(r.fits).toBe(false);
  });

  it('writes overflow files that are valid memory files (frontmatter name, description, type reference)', () => {
    const memories = many(260);
    const r = layoutIndex({ memories, lines: [], existingFiles: filesOf(memories) });
    expect(r.overflowFiles.length).toBeGreaterThan(0);
    for (const f of r.overflowFiles) {
      expect(f.file).toMatch(/^MEMORY-overflow-(feedback|user|project|reference|other)\.md$/);
      expect(f.text).toMatch(/^---\nname: memory-overflow-\w+\ndescription: .+\ntype: reference\nautodream: overflow-index\n---\n/);
      for (const l of f.text.split('\n')) expect(l.length).toBeLessThan(150);
    }
  });

  it('respects the 25,000 character limit even when the lines are few', () => {
    const memories = Array.from({ length: 190 }, (_, i) => mem(`long-${i}.md`, 'project', { hook: 'x'.repeat(20) + ' word'.repeat(30), modifiedMs: i }));
    const r = layoutIndex({ memories, lines: [], existingFiles: filesOf(memories) });
    expect(r.indexText.length).toBeLessThanOrEqual(25_000);
    expect(r.indexText.split('\n').length - 1).toBeLessThanOrEqual(200);
    // the oldest project memories are the ones demoted
    const main = new Set(linkedFiles(r.indexText));
    expect(main.has('long-189.md')).toBe(true);
    expect(main.has('long-0.md')).toBe(false);
    expect(r.changes.find((c) => c.kind === 'index-demoted')?.reason).toMatch(/characters \(Claude Code loads 25,000\)/);
  });

  it('moves existing entries out when the index is over the limit and says so', () => {
    const memories = many(210);
    const lines = parseIndexLines(memories.map((m) => renderEntry(m.title, m.file, m.hook)).join('\n'));
    const r = layoutIndex({ memories, lines, existingFiles: filesOf(memories) });
    expect(r.changes.some((c) => c.kind === 'index-demoted' && c.reason.startsWith('moved from MEMORY.md to MEMORY-overflow-'))).toBe(true);
    expect(r.indexText.split('\n').length - 1).toBeLessThanOrEqual(200);
  });

  it('rebuilds its own overflow links and lists overflow files no longer needed', () => {
    const memories = [mem('a.md', 'feedback')];
    const lines = parseIndexLines(`- [A](a.md) — a\n- [More reference memories (3)](${overflowFileName('reference')}) — old link\n`);
    const r = layoutIndex({ memories, lines, existingFiles: ['a.md', overflowFileName('reference')] });
    expect(r.indexText).toBe('- [A](a.md) — a\n');
    expect(r.staleOverflowFiles).toEqual([overflowFileName('reference')]);
    expect(r.changes).toEqual([]);
  });

  it('never deletes lines that are not entries, and says when they alone do not fit', () => {
    const prose = Array.from({ length: 205 }, (_, i) => `note line ${i}`).join('\n');
    const memories = [mem('a.md', 'feedback')];
    const r = layoutIndex({ memories, lines: parseIndexLines(prose), existingFiles: ['a.md'] });
    expect(r.fits).toBe(false);
    expect(r.indexText).toContain('note line 204');
    expect(r.overflowFiles.map((f) => linkedFiles(f.text))).toEqual([['a.md']]);
  });
});
