import { describe, expect, it } from 'vitest';
import { isAutodreamError } from '../../../electron/core/errors.js';
import { parseMemoryFile, replaceBody, setFrontmatterFields, wikiLinks } from '../../../electron/core/memdir/frontmatter.js';

const OLDER = `---
name: Deploy process
description: How we ship the API (staging first)
type: project
---
Deploys go through staging first.
**Why:** prod broke on 2025-11-02.
`;

const NEWER = `---
# written by Claude Code
name: deploy-process
description: "How we ship: staging first"
metadata:
  type: feedback
  pinned: true
modified: 2026-03-01T10:00:00.000Z
owner: ann   # an unknown key
---

Use [[staging-env]] before [[prod-env|prod]]; see [[staging-env]] again.
\`[[not-a-link]]\`
\`\`\`
[[also-not]]
\`\`\`
`;

function fileOf(text: string) {
  const r = parseMemoryFile(text);
  if (!r.ok) throw new Error(`unexpected parse failure: ${r.reason}`);
  return r.file;
}

describe('parseMemoryFile', () => {
  it('reads the older generation', () => {
    const f = fileOf(OLDER);
    expect(f).toMatchObject({ hasFrontmatter: true, generation: 'older', name: 'Deploy process', type: 'project', pinned: false });
    expect(f.description).toBe('How we ship the API (staging first)');
    expect(f.body).toBe('Deploys go through staging first.\n**Why:** prod broke on 2025-11-02.\n');
    expect(OLDER.slice(f.bodyOffset)).toBe(f.body);
  });

  it('reads the newer generation: metadata.type, pinned, modified kept as a string, links', () => {
    const f = fileOf(NEWER);
    expect(f).toMatchObject({ generation: 'newer', name: 'deploy-process', type: 'feedback', pinned: true });
    expect(f.modified).toBe('2026-03-01T10:00:00.000Z');
    expect(typeof f.modified).toBe('string');
    expect(f.description).toBe('How we ship: staging first');
    expect(f.links).toEqual(['staging-env', 'prod-env']);
  });

  it('keeps dates as strings and unknown types visible', () => {
    const f = fileOf('---\nname: x\ndate: 2024-01-02\ntype: Opinion\n---\nbody');
    expect(f.date).toBe('2024-01-02');
    expect(f.type).toBeUndefined();
    expect(f.unknownType).toBe('Opinion');
    expect(fileOf('---\ntype: User\n---\n').type).toBe('user');
  });

  it('accepts files without frontmatter, with BOM and CRLF', () => {
    const plain = fileOf('# Just notes\n');
    expect(plain).toMatchObject({ hasFrontmatter: false, generation: 'none', body: '# Just notes\n', bodyOffset: 0 });
    const bom = '\uFEFF---\r\nname: a\r\ntype: user\r\n---\r\nbody\r\n';
    const f = fileOf(bom);
    expect(f).toMatchObject({ name: 'a', type: 'user', body: 'body\r\n' });
    expect(bom.slice(f.bodyOffset)).toBe('body\r\n');
    expect(fileOf('\uFEFFno frontmatter').body).toBe('no frontmatter');
    expect(fileOf('---\n---\nempty fm').body).toBe('empty fm');
    expect(fileOf('---\nname: end\n---').body).toBe('');
  });

  it('reports a missing closing ---', () => {
    const r = parseMemoryFile('---\nname: x\ntype: user\nbody without end\n');
    expect(r).toMatchObject({ ok: false, line: 1 });
    expect(!r.ok && r.reason).toMatch(/no closing ---/);
  });

  it('reports malformed YAML with the file line and column', () => {
    const r = parseMemoryFile('---\nname: x\ndescription: use this: not that\n---\nbody\n');
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.reason).toMatch(/malformed YAML frontmatter/);
    expect(r.line).toBe(3);
    expect(r.column).toBeGreaterThan(1);
    const dup = parseMemoryFile('---\nname: a\nname: b\n---\n');
    expect(dup.ok).toBe(false);
    const list = parseMemoryFile('---\n- a\n- b\n---\n');
    expect(!list.ok && list.reason).toMatch(/key: value/);
  });

  it('finds [[links]] outside code only', () => {
    expect(wikiLinks('a [[x]] `[[y]]` [[z#part]]\n~~~\n[[w]]\n~~~\n[[v]]')).toEqual(['x', 'z', 'v']);
  });
});

describe('setFrontmatterFields', () => {
  it('returns the text unchanged (byte-identical) when nothing changes', () => {
    for (const text of [OLDER, NEWER, '\uFEFF---\r\nname: a\r\n---\r\nbody\r\n', 'no fm\n']) {
      expect(setFrontmatterFields(text, {})).toBe(text);
      if (!text.includes('pinned')) expect(setFrontmatterFields(text, { pinned: null, date: null })).toBe(text);
      expect(replaceBody(text, fileOf(text).body)).toBe(text);
    }
  });

  it('changes only the touched value in the older generation', () => {
    const out = setFrontmatterFields(OLDER, { description: 'Ship via staging, then prod', type: 'reference' });
    expect(out).toBe(OLDER.replace('How we ship the API (staging first)', 'Ship via staging, then prod').replace('type: project', 'type: reference'));
  });

  it('writes the type into metadata.type in the newer generation, keeping comments, quotes and unknown keys', () => {
    const out = setFrontmatterFields(NEWER, { type: 'project', description: 'Ship: staging, then prod', modified: '2026-04-01T00:00:00.000Z' });
    expect(out).toBe(
      NEWER.replace('  type: feedback', '  type: project')
        .replace('"How we ship: staging first"', '"Ship: staging, then prod"')
        .replace('2026-03-01T10:00:00.000Z', '2026-04-01T00:00:00.000Z'),
    );
    expect(fileOf(out)).toMatchObject({ type: 'project', pinned: true, description: 'Ship: staging, then prod' });
  });

  it('adds missing keys at the end of the frontmatter and inside metadata', () => {
    const added = setFrontmatterFields('---\nname: a\nmetadata:\n  type: user\nmodified: x\n---\nbody', { pinned: true, description: 'd' });
    expect(added).toBe('---\nname: a\nmetadata:\n  type: user\n  pinned: true\nmodified: x\ndescription: d\n---\nbody');
    const older = setFrontmatterFields('---\nname: a\n---\nbody', { type: 'user', pinned: true });
    expect(older).toBe('---\nname: a\ntype: user\nmetadata:\n  pinned: true\n---\nbody');
  });

  it('removes keys with null, and the metadata map when it empties', () => {
    expect(setFrontmatterFields(NEWER, { pinned: null })).toBe(NEWER.replace('  pinned: true\n', ''));
    const only = '---\nname: a\nmetadata:\n  pinned: true\nx: 1\n---\n';
    expect(setFrontmatterFields(only, { pinned: null })).toBe('---\nname: a\nx: 1\n---\n');
    expect(setFrontmatterFields(OLDER, { description: null })).toBe(OLDER.replace('description: How we ship the API (staging first)\n', ''));
  });

  it('quotes values that need it and keeps quoting style', () => {
    const out = setFrontmatterFields("---\nname: 'a'\ndescription: plain\n---\n", { name: "it's", description: 'has: colon' });
    expect(out).toBe("---\nname: 'it''s'\ndescription: \"has: colon\"\n---\n");
    expect(fileOf(out)).toMatchObject({ name: "it's", description: 'has: colon' });
    const multi = setFrontmatterFields('---\ndescription: >\n  folded\n  text\nname: n\n---\nb', { description: 'one line' });
    expect(multi).toBe('---\ndescription: one line\nname: n\n---\nb');
    const empty = setFrontmatterFields('---\nname:\n---\nb', { name: 'x' });
    expect(empty).toBe('---\nname: x\n---\nb');
  });

  it('keeps CRLF and BOM, body byte-for-byte', () => {
    const text = '\uFEFF---\r\nname: a # keep\r\nmetadata:\r\n  type: user\r\nmodified: m\r\n---\r\nbody \u2713\r\n\r\nmore\r\n';
    const out = setFrontmatterFields(text, { type: 'feedback', pinned: true, description: 'new' });
    expect(out).toBe('\uFEFF---\r\nname: a # keep\r\nmetadata:\r\n  type: feedback\r\n  pinned: true\r\nmodified: m\r\ndescription: new\r\n---\r\nbody \u2713\r\n\r\nmore\r\n');
  });

  it('creates a frontmatter for a file without one, body untouched', () => {
    expect(setFrontmatterFields('\uFEFFbody\r\n', { name: 'n', type: 'user' })).toBe('\uFEFF---\r\nname: n\r\ntype: user\r\n---\r\nbody\r\n');
  });

  it('falls back to re-stringify for flow maps, still keeping the body', () => {
    const text = '---\nname: a\nmetadata: {type: user}\n---\nbody [[x]]\n';
    const out = setFrontmatterFields(text, { type: 'project' });
    expect(fileOf(out)).toMatchObject({ type: 'project', name: 'a', body: 'body [[x]]\n' });
  });

  it('handles edge shapes with minimal edits', () => {
    const cases: Array<[string, Parameters<typeof setFrontmatterFields>[1], string]> = [
      ['---\nmetadata:\n  type: user\n# about modified\nmodified: x\n---\nb', { pinned: true }, '---\nmetadata:\n  type: user\n  pinned: true\n# about modified\nmodified: x\n---\nb'],
      ['---\nmetadata:\n    type: user   # c\nmodified: x\n---\nb', { type: 'project', pinned: true }, '---\nmetadata:\n    type: project   # c\n    pinned: true\nmodified: x\n---\nb'],
      ['---\nname: a\ntype: user\nmetadata:\n  type: user\n---\nb', { type: 'feedback' }, '---\nname: a\ntype: feedback\nmetadata:\n  type: feedback\n---\nb'],
      ['---\n# only a comment\n---\nb', { name: 'n' }, '---\n# only a comment\nname: n\n---\nb'],
      ['---\nname: a\ndescription: |\n  keep\n  this\n---\nb', { name: 'b' }, '---\nname: b\ndescription: |\n  keep\n  this\n---\nb'],
      ['---\nname: a\n---\nb', { description: 'two\nlines' }, '---\nname: a\ndescription: "two\\nlines"\n---\nb'],
    ];
    for (const [input, patch, expected] of cases) expect(setFrontmatterFields(input, patch)).toBe(expected);
  });

  it('refuses to rewrite a file it cannot parse', () => {
    for (const bad of ['---\nname: a: b\n---\nbody', '---\nname: a\nbody']) {
      try {
        setFrontmatterFields(bad, { name: 'x' });
        throw new Error('accepted');
      } catch (e) {
        expect(isAutodreamError(e) && e.code).toBe('malformed-file');
      }
      expect(() => replaceBody(bad, 'x')).toThrow(/frontmatter/);
    }
  });
});

describe('replaceBody', () => {
  it('keeps the frontmatter bytes untouched', () => {
    const out = replaceBody(NEWER, 'new body\n');
    expect(out).toBe(NEWER.slice(0, fileOf(NEWER).bodyOffset) + 'new body\n');
    expect(replaceBody('\uFEFFold', 'new')).toBe('\uFEFFnew');
  });
});
