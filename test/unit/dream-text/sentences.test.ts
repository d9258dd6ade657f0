import { describe, expect, it } from 'vitest';
import { factsOf, labelOf, normalizeFact, splitSentences } from '../../../electron/core/dream/text/sentences.js';
import { inlineCodeRanges, quotedRanges, scanLines, urlRanges } from '../../../electron/core/dream/text/markdown.js';

const texts = (body: string): string[] => factsOf(body).map((f) => f.text);

describe('factsOf', () => {
  it('splits prose into sentences with offsets into the body', () => {
    const body = 'Intro line.\n\nWe use bun. It is fast! Is it stable? Yes.\n';
    const facts = factsOf(body);
    expect(facts.map((f) => f.text)).toEqual(['Intro line.', 'We use bun.', 'It is fast!', 'Is it stable?', 'Yes.']);
    for (const f of facts) expect(body.slice(f.start, f.end)).toBe(f.text);
    expect(facts.map((f) => f.line)).toEqual([0, 2, 2, 2, 2]);
  });

  it('does not split at abbreviations, initials, decimals, versions, file names or inside inline code and URLs', () => {
    expect(texts('Use e.g. bun or i.e. pnpm. Ask J. Smith about v1.2.3 and config.json. Run `a. B` now. See https://x.io/a. Then go.')).toEqual([
      'Use e.g. bun or i.e. pnpm.',
      'Ask J. Smith about v1.2.3 and config.json.',
      'Run `a. B` now.',
      'See https://x.io/a.',
      'Then go.',
    ]);
  });

  it('splits Chinese at 。！？ without spaces', () => {
    expect(texts('我们用bun。不要用npm！为什么？因为快。')).toEqual(['我们用bun。', '不要用npm！', '为什么？', '因为快。']);
  });

  it('skips fenced code, indented code and HTML comments; headings only on request', () => {
    const body = ['# Title', '', 'Fact one.', '', '```js', 'const a = 1. // not a fact', '```', '', '    indented code. Not a fact.', '', '<!-- a comment.', 'still comment. -->', '', 'Fact two.'].join('\n');
    expect(texts(body)).toEqual(['Fact one.', 'Fact two.']);
    expect(factsOf(body, { headings: true }).map((f) => [f.kind, f.text])).toEqual([
      ['heading', 'Title'],
      ['sentence', 'Fact one.'],
      ['sentence', 'Fact two.'],
    ]);
  });

  it('keeps an unclosed fence as code to the end (never a fact)', () => {
    expect(texts('Fact.\n\n```\ncode. More code.\n')).toEqual(['Fact.']);
  });

  it('handles bullets with continuation lines, checkboxes, numbered lists, quotes and table rows', () => {
    const body = ['- First item. Second sentence.', '  continues here.', '- [ ] open task', '1. Numbered', '> quoted line', '', '| a | b |', '|---|---|', '| 1 | 2 |', '', '    indented after a table: code'].join('\n');
    const facts = factsOf(body);
    expect(facts.map((f) => [f.kind, f.text])).toEqual([
      ['bullet', 'First item.'],
      ['bullet', 'Second sentence.\n  continues here.'],
      ['bullet', 'open task'],
      ['bullet', 'Numbered'],
      ['quote', 'quoted line'],
      ['table', '| a | b |'],
      ['table', '| 1 | 2 |'],
    ]);
  });

  it('keeps an indented paragraph after a blank line inside a list item as part of the list', () => {
    expect(factsOf('- Item one.\n\n    More about item one.\n').map((f) => [f.kind, f.text])).toEqual([
      ['bullet', 'Item one.'],
      ['bullet', 'More about item one.'],
    ]);
  });

  it('treats indented text after a blank line outside a list as code', () => {
    expect(texts('Para.\n\n    code block line\n')).toEqual(['Para.']);
  });

  it('marks **Why:** and **How to apply:** lines with their label, each line its own unit', () => {
    const body = 'Use bun.\n**Why:** faster. Fewer conflicts.\n**How to apply:** run bun install.\nPlain again.';
    expect(factsOf(body).map((f) => [f.text, f.label])).toEqual([
      ['Use bun.', undefined],
      ['**Why:** faster.', 'why'],
      ['Fewer conflicts.', 'why'],
      ['**How to apply:** run bun install.', 'how to apply'],
      ['Plain again.', undefined],
    ]);
    expect(labelOf('**Type**: negative')).toBe('type');
    expect(labelOf('no label here')).toBeUndefined();
  });

  it('copes with CRLF, empty and whitespace-only bodies', () => {
    const body = 'One.\r\nTwo.\r\n';
    expect(factsOf(body).map((f) => body.slice(f.start, f.end))).toEqual(['One.', 'Two.']);
    expect(factsOf('one line\r\nsoft wrapped.').map((f) => f.text)).toEqual(['one line\r\nsoft wrapped.']);
    expect(factsOf('')).toEqual([]);
    expect(factsOf('  \n\n\t')).toEqual([]);
  });
});

describe('normalizeFact', () => {
  it('ignores markup, case, width, whitespace and final punctuation', () => {
    expect(normalizeFact('- **Use**  `bun`   for installs.')).toBe('use bun for installs');
    expect(normalizeFact('> Use *bun* for installs')).toBe('use bun for installs');
    expect(normalizeFact('ＵＳＥ bun。')).toBe('use bun');
  });

  it('keeps snake_case, link targets and question marks', () => {
    expect(normalizeFact('Set max_retries to 3')).toBe('set max_retries to 3');
    expect(normalizeFact('See [docs](https://a.example/x).')).toBe('see docs https://a.example/x');
    expect(normalizeFact('Is it stable?')).not.toBe(normalizeFact('Is it stable'));
  });
});

describe('markdown helpers', () => {
  it('classifies lines', () => {
    const kinds = scanLines('# H\n\n- a\n  b\n\n```\nx\n```\n> q\n---\ntext').map((l) => l.kind);
    expect(kinds).toEqual(['heading', 'blank', 'bullet', 'continuation', 'blank', 'fence', 'fence', 'fence', 'quote', 'hr', 'text']);
  });

  it('finds inline code with matching backtick runs, URLs and quotes', () => {
    const t = 'a ``b ` c`` d `e` f';
    expect(inlineCodeRanges(t).map((r) => t.slice(r.start, r.end))).toEqual(['``b ` c``', '`e`']);
    const u = 'see https://x.io/a?b=1 and [l](./f.md) or <mailto:a@b.c>';
    expect(urlRanges(u).map((r) => u.slice(r.start, r.end))).toEqual(['https://x.io/a?b=1', '](./f.md)', '<mailto:a@b.c>']);
    const q = 'he said "hi there" and “ok” 「好」 it’s fine';
    expect(quotedRanges(q).map((r) => q.slice(r.start, r.end))).toEqual(['"hi there"', '“ok”', '「好」']);
  });

  it('splitSentences works on a sub-range', () => {
    const t = 'xx Go now. Stop. yy';
    expect(splitSentences(t, 3, 16).map((r) => t.slice(r.start, r.end))).toEqual(['Go now.', 'Stop.']);
  });
});
