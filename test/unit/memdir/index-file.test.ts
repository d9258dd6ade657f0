import { describe, expect, it } from 'vitest';
import {
  ENTRY_MAX_CHARS,
  entryLine,
  formatEntry,
  INDEX_MAX_LINES,
  INDEX_MAX_UNITS,
  indexLoad,
  parseIndex,
  serializeIndex,
  type IndexEntryLine,
} from '../../../electron/core/memdir/index-file.js';

const entries = (text: string) => parseIndex(text).filter((l): l is IndexEntryLine => l.kind === 'entry');

describe('parseIndex', () => {
  it('reads entries with every accepted bullet and separator', () => {
    const text = [
      '# Memory index',
      '- [Deploy](deploy.md) — staging first',
      '* [Ann](user_ann.md) – backend dev',
      '- [Tests](feedback/tests.md) - run them all',
      '- [Ref](ref.md): the grafana board',
      '- [Bare](bare.md)',
      '  - [Nested [beta]](nested.md) — hook with — dash',
      '- [Web](https://example.com) — not a file',
      'plain text',
      '',
    ].join('\n');
    const lines = parseIndex(text);
    expect(lines.map((l) => l.kind)).toEqual(['other', 'entry', 'entry', 'entry', 'entry', 'entry', 'entry', 'other', 'other']);
    expect(entries(text).map((e) => [e.title, e.file, e.hook, e.lineNo])).toEqual([
      ['Deploy', 'deploy.md', 'staging first', 2],
      ['Ann', 'user_ann.md', 'backend dev', 3],
      ['Tests', 'feedback/tests.md', 'run them all', 4],
      ['Ref', 'ref.md', 'the grafana board', 5],
      ['Bare', 'bare.md', '', 6],
      ['Nested [beta]', 'nested.md', 'hook with — dash', 7],
    ]);
  });

  it('round-trips byte-identical: LF, CRLF, mixed, no final newline, blank lines, BOM', () => {
    for (const text of [
      '',
      '\n',
      '- [a](a.md) — x\n',
      '- [a](a.md) — x',
      '- [a](a.md) — x\r\n- [b](b.md)\r\n',
      '\uFEFF# t\r\n\r\n- [a](a.md)\n\n\nlast',
      'only\r',
      'a\n\r\nb\r\n',
    ]) {
      expect(serializeIndex(parseIndex(text))).toBe(text);
    }
  });

  it('serializes new lines with the file’s usual ending', () => {
    const lines = parseIndex('- [a](a.md)\r\n- [b](b.md)');
    lines.push(entryLine({ title: 'C', file: 'c.md', hook: 'new' }));
    expect(serializeIndex(lines)).toBe('- [a](a.md)\r\n- [b](b.md)\r\n- [C](c.md) — new\r\n');
    expect(serializeIndex(lines.filter((l) => l.kind !== 'entry' || l.file !== 'b.md'))).toBe('- [a](a.md)\r\n- [C](c.md) — new\r\n');
  });

  it('formats entries with an em dash', () => {
    expect(formatEntry({ title: 'Deploy', file: 'deploy.md', hook: 'staging first' })).toBe('- [Deploy](deploy.md) — staging first');
    expect(formatEntry({ title: 'Deploy', file: 'deploy.md' })).toBe('- [Deploy](deploy.md)');
    const back = entries(formatEntry({ title: 'T', file: 't.md', hook: 'h' }))[0];
    expect(back).toMatchObject({ title: 'T', file: 't.md', hook: 'h' });
    expect(ENTRY_MAX_CHARS).toBe(150);
  });
});

describe('indexLoad', () => {
  const nLines = (n: number) => Array.from({ length: n }, (_, i) => `- [E${i + 1}](e${i + 1}.md) — hook`).join('\n') + '\n';

  it('loads everything within the limits', () => {
    const l = indexLoad(nLines(200));
    expect(l).toMatchObject({ totalLines: 200, loadedLines: 200, overLines: 0, overUnits: 0, truncated: false, lostEntries: [] });
  });

  it('loses line 201 and beyond', () => {
    const l = indexLoad(nLines(201));
    expect(INDEX_MAX_LINES).toBe(200);
    expect(l).toMatchObject({ totalLines: 201, loadedLines: 200, overLines: 1, truncated: true });
    expect(l.lostEntries.map((e) => e.title)).toEqual(['E201']);
  });

  it('counts lines after trimming blank space, as Claude Code does', () => {
    const l = indexLoad('\n\n\n' + nLines(200) + '\n\n\n');
    expect(l).toMatchObject({ totalLines: 200, overLines: 0, lostEntries: [] });
  });

  it('cuts at the last newline before 25,000 UTF-16 units', () => {
    const line = `- [X](x.md) — ${'a'.repeat(85)}`; // 99 units + newline = 100
    expect(line.length).toBe(99);
    const text = Array.from({ length: 250 }, () => line).join('\n'); // 250 lines: line cut applies first
    const head = Array.from({ length: 200 }, () => line).join('\n');
    expect(indexLoad(text).loadedText).toBe(head);
    // 25,001 units in 2 lines: the second line is lost.
    const big = 'x'.repeat(20_000) + '\n' + '- [Late](late.md) — ' + 'y'.repeat(5_000 - 20);
    expect(big.length).toBe(25_001);
    const l = indexLoad(big);
    expect(INDEX_MAX_UNITS).toBe(25_000);
    expect(l).toMatchObject({ units: 25_001, overUnits: 1, loadedUnits: 20_000, loadedLines: 1, truncated: true });
    expect(l.lostEntries.map((e) => e.title)).toEqual(['Late']);
    expect(indexLoad(big.slice(0, 25_000)).truncated).toBe(false);
  });

  it('counts a surrogate pair as 2 units (not 1 code point, not 4 bytes)', () => {
    const emoji = '😀'; // 2 UTF-16 units, 1 code point, 4 UTF-8 bytes
    const fits = `- [A](a.md) — ${'x'.repeat(101)}\n- [B](b.md) — ${emoji.repeat(12_435)}`;
    expect(fits.length).toBe(25_000);
    expect([...fits].length).toBeLessThan(13_000);
    expect(Buffer.byteLength(fits)).toBeGreaterThan(49_000);
    expect(indexLoad(fits)).toMatchObject({ units: 25_000, truncated: false, lostEntries: [] });
    const over = `${fits}z`;
    const l = indexLoad(over);
    expect(l).toMatchObject({ units: 25_001, overUnits: 1, truncated: true, loadedLines: 1 });
    expect(l.lostEntries.map((e) => e.title)).toEqual(['B']);
  });

  it('treats a single over-long first line as cut mid-line (lost)', () => {
    const l = indexLoad(`- [Huge](h.md) — ${'q'.repeat(30_000)}`);
    expect(l.loadedUnits).toBe(25_000);
    expect(l.lostEntries.map((e) => e.title)).toEqual(['Huge']);
  });
});
