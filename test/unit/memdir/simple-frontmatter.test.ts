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
    for (const yaml of ['name: a\nname: b\n', 'name: "quoted"\n', 'metadata:\n  type: user\n', 'name: a\n\ntype: b\n', 'name: a\r\n', '# comment\nname: a\n', 'name: a # note\n', 'name:\n', 'tags: [a, b]\n', 'name: 12\n', 'pinned: true\n', '']) {
      expect(simpleFrontmatter(yaml), JSON.stringify(yaml)).toBeNull();
    }
  });
});
