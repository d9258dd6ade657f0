import { describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import { simpleFrontmatter } from '../../../electron/core/memdir/frontmatter-parse.js';

/*
 * The fast path for frontmatter made only of `key: value` lines must read exactly what the YAML
 * parser reads, or step aside (null). Checked on every combination of tricky keys and values.
 */
const KEYS = ['name', 'description', 'type', 'Name', 'x_y', 'a-b', 'true', 'null', 'False', '__proto__', '1st', 'on', 'yes', 'key with space', '-dash', 'k'];
const VALUES = [
  'Deploy checklist', 'how we ship: the service', 'it\'s fine', 'C# and F#', 'see #12', 'trailing #', 'a  b  c', 'url https://example.com/x?y=1', 'ends with colon:', 'a:b',
  'true', 'True', 'TRUE', 'false', 'null', 'Null', '~', 'yes', 'Yes', 'no', 'on', 'off', 'y', 'n', '12', '1.5', '.5', '-3', '+3', '0x1f', '0o17', '.inf', '-.inf', '.nan', '1e3', '2024-05-03', '12:30',
  'Infinity', 'NaN', 'nan', 'nully', 'truest', 'falsehood', 'Tuesday', '发布流程', '蓝绿发布的步骤，先验证。', 'café', 'Ünïcode', '— dash', '·dot', '\u00a0nbsp start', 'nbsp end\u00a0', 'ideographic space\u3000',
  '"quoted"', "'single'", '[a, b]', '{a: b}', 'a [b] {c}', 'a, b', '& anchor', '*alias', '!tag', '| block', '> folded', '%directive', '@at', '`tick`', '? question', '- item', ': colon', ',comma',
  'tab\there', 'ctrl\u0001x', 'bom\ufeffin', 'line\u2028sep', 'nel\u0085x', 'del\u007fx', 'end space ', 'back\\slash', 'pct 100%', 'a=b', 'emoji 🚀', 'x', 'X', 'ёлка',
];

function yamlReads(yaml: string): Record<string, unknown> | 'error' {
  const doc = parseDocument(yaml, { prettyErrors: true, uniqueKeys: true });
  if (doc.errors.length > 0) return 'error';
  return (doc.toJS({ maxAliasCount: 100 }) ?? {}) as Record<string, unknown>;
}

describe('simpleFrontmatter', () => {
  it('reads a map one indent in and ISO days and times as YAML reads them, or steps aside', () => {
    const lines = ['name: note', 'metadata:', '  type: project', '  type: user', '   type: x', ' pinned: no', '  pinned: true', '  modified: 2026-10-07T12:00:00.000Z', 'modified: 2026-10-07T12:00:00.000Z', 'modified: 2026-10-07', 'date: 2026-10-07 12:00', 'date: 20261007', 'date: 2026-1-7', 'when: 2026-10-07T12:00+02:00', 'when: 2026-10-07T12:00:00Z # c', '  description: "quoted: yes"', 'other:', '', '\ttype: x', '  - a'];
    const rnd = prng(7);
    let answered = 0;
    for (let n = 0; n < 4000; n += 1) {
      const yaml = `${Array.from({ length: 1 + rnd(5) }, () => lines[rnd(lines.length)]!).join('\n')}${rnd(2) ? '\n' : ''}`;
      const fast = simpleFrontmatter(yaml);
      if (fast === null) continue;
      answered += 1;
      const slow = yamlReads(yaml);
      expect(slow, JSON.stringify(yaml)).not.toBe('error');
      expect(JSON.stringify(fast), JSON.stringify(yaml)).toBe(JSON.stringify(slow));
    }
    expect(answered).toBeGreaterThan(200);
    expect(simpleFrontmatter('name: audit\ndescription: Checks\nmetadata:\n  type: feedback\nmodified: 2026-10-03T12:00:00.000Z\n')).toEqual({ name: 'audit', description: 'Checks', metadata: { type: 'feedback' }, modified: '2026-10-03T12:00:00.000Z' });
  });

  it('reads what YAML reads whenever it answers, for every key and value tried', () => {
    let answered = 0;
    let tried = 0;
    for (const key of KEYS) {
      for (const value of VALUES) {
        for (const yaml of [`${key}: ${value}\n`, `name: note\n${key}: ${value}\ntype: project\n`, `${key}: ${value}`]) {
          tried += 1;
          const fast = simpleFrontmatter(yaml);
          if (fast === null) continue;
          answered += 1;
          const slow = yamlReads(yaml);
          expect(slow, JSON.stringify(yaml)).not.toBe('error');
          expect(JSON.stringify(fast), JSON.stringify(yaml)).toBe(JSON.stringify(slow));
        }
      }
    }
    // It answers for most plain memory frontmatter, and steps aside for a good share of the tricky cases.
    expect(answered).toBeGreaterThan(500);
    expect(answered).toBeLessThan(tried);
  });

  it('answers for a typical memory file and steps aside for anything YAML must read', () => {
    expect(simpleFrontmatter('name: Deploy checklist\ndescription: how we ship the service\ntype: project\n')).toEqual({ name: 'Deploy checklist', description: 'how we ship the service', type: 'project' });
    for (const yaml of ['name: a\nname: b\n', 'name: "unclosed\n', 'name: "a" # note\n', "name: 'a' \n", 'name: "bad \\q escape"\n', 'name: "a\\"\n', 'metadata:\n', 'metadata:\nname: a\n', 'metadata:\n  type: user\n   pinned: x\n', 'metadata:\n  type: user\n pinned: x\n', 'metadata:\n\ttype: user\n', 'metadata:\n  type: a\n  type: b\n', 'metadata:\n  tags:\n    - a\n', 'metadata:\n  type: user\nmetadata:\n  type: user\n', 'name: a\n\ntype: b\n', 'name: a\r\n', '# comment\nname: a\n', 'name: a # note\n', 'name:\n', 'tags: [a, b]\n', 'name: 12\n', 'pinned: true\n', '']) {
      expect(simpleFrontmatter(yaml), JSON.stringify(yaml)).toBeNull();
    }
  });
});

/** A small seeded generator, so a failure names a case that can be run again. */
function prng(seed: number): (n: number) => number {
  let s = seed >>> 0;
  return (n) => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return Math.floor((s / 0x100000000) * n);
  };
}

/** Pieces of a double-quoted value as written in the YAML (escapes, unicode, '#', ':', quotes of the other kind), all valid. */
const DQ_VALID = [
  'a', 'Z', 'deploy', ' ', '  ', '#', ' #', ':', ': ', 'a:b', '-', '?', '[x]', '{y}', ',', '&', '*', '!', '|', '>', '%', '@', '`', "'", "''", 'é', '中文', '🚀', '\u00a0', '\u3000', '\u00ad',
  ...String.raw`\\ \" \/ \0 \a \b \t \n \v \f \r \e \N \_ \L \P \x41 \x7f \xe9 \u00e9 \u4E2D \ud83d\ude80 \ud800 \U0001F680 \U0010ffff \u0000 \x22 \x5c`.split(' '),
  '\\ ',
];
/** Pieces YAML refuses or must decide on: a raw quote or backslash, bad escapes, raw control characters and separators. */
const DQ_TRICKY = ['"', '\\', ...String.raw`\q \x4 \xZZ \u12 \U00110000 \U0001F6 \z`.split(' '), '\t', '\x01', '\x7f', '\u0085', '\u2028', '\ufeff', '\r', '\n', '\\\n'];
const SQ_VALID = ['a', 'Z', 'note', ' ', '#', ' #', ':', ': ', "''", '"', '\\', '\\n', '\\"', 'é', '中文', '🚀', '[x]', '{y}', '&', '*', '!', '%', '@'];
const SQ_TRICKY = ["'", "'''", '\t', '\x01', '\u2028', '\n'];

function pick(rnd: (n: number) => number, from: string[], n: number): string {
  let out = '';
  for (let i = 0; i < n; i++) out += from[rnd(from.length)]!;
  return out;
}

/** One quoted value: valid by construction unless `tricky`, which mixes in what YAML refuses or must decide. */
function quotedValue(rnd: (n: number) => number, tricky: boolean): string {
  const double = rnd(3) > 0;
  const q = double ? '"' : "'";
  const inner = pick(rnd, tricky ? [...(double ? DQ_VALID : SQ_VALID), ...(double ? DQ_TRICKY : SQ_TRICKY)] : double ? DQ_VALID : SQ_VALID, rnd(12));
  const after = tricky ? ['', '', '', ' ', ' # c', 'x', q][rnd(7)]! : '';
  const open = tricky && rnd(10) === 0 ? '' : q;
  return `${open}${inner}${q}${after}`;
}

describe('simpleFrontmatter on quoted values', () => {
  it('reads what YAML reads for generated one-line quoted values (escapes, unicode, #, :), and answers for every valid one', () => {
    const rnd = prng(20261201);
    let answered = 0;
    let valid = 0;
    for (let c = 0; c < 3000; c++) {
      const tricky = rnd(2) === 0;
      const keys = ['name', 'description', 'type', 'description'].slice(0, 1 + rnd(4));
      const yaml = keys.map((k) => `${k}: ${rnd(4) === 0 ? 'plain value' : quotedValue(rnd, tricky)}\n`).join('');
      const fast = simpleFrontmatter(yaml);
      const slow = yamlReads(yaml);
      if (!tricky && new Set(keys).size === keys.length) {
        valid += 1;
        expect(fast, JSON.stringify(yaml)).not.toBeNull();
      }
      if (fast === null) continue;
      answered += 1;
      expect(slow, JSON.stringify(yaml)).not.toBe('error');
      expect(JSON.stringify(fast), JSON.stringify(yaml)).toBe(JSON.stringify(slow));
    }
    expect(valid).toBeGreaterThan(500);
    // Tricky values it can still read exactly (a valid mix, a comment-free ending) are answered too.
    expect(answered).toBeGreaterThan(valid);
  });

  it('reads a JSON string as the string it encodes (YAML is a superset of JSON)', () => {
    const rnd = prng(7);
    const chars = ['a', ' ', '"', '\\', '/', '\n', '\t', '\x01', '\x1f', '\x7f', 'é', '中', '🚀', '#', ':', "'", '\u00a0'];
    for (let c = 0; c < 500; c++) {
      const text = pick(rnd, chars, rnd(20));
      const yaml = `name: n\ndescription: ${JSON.stringify(text)}\n`;
      expect(yamlReads(yaml)).toEqual({ name: 'n', description: text });
      // A raw DEL is left to the parser; everything else JSON writes is read here.
      if (text.includes('\x7f')) continue;
      expect(simpleFrontmatter(yaml), JSON.stringify(yaml)).toEqual({ name: 'n', description: text });
    }
  });
});
