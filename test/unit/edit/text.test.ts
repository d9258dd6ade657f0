import { describe, expect, it } from 'vitest';
import { fileNameFor, indexRetargeted, indexWithEntry, renameLinks } from '../../../electron/core/edit/text.js';
import { parseMemoryFile } from '../../../electron/core/memdir/frontmatter.js';
import { indexLimits, readFields, writeField } from '../../../renderer/src/lib/frontmatter-fields.js';

describe('edit text helpers (engine)', () => {
  it('names a new memory like Claude Code, keeping letters of any script', () => {
    expect(fileNameFor('project', 'Deploy checklist!')).toBe('project_deploy-checklist.md');
    expect(fileNameFor('user', '用户 偏好')).toBe('user_用户-偏好.md');
    expect(fileNameFor('reference', '???')).toBe('reference_memory.md');
  });

  it('adds an index line after the last entry, shortened to 150 characters, and refuses to overflow the index', () => {
    const index = '# Memory\n\n- [A](a.md) — first\n\n## Notes\nfree text\n';
    const next = indexWithEntry(index, 'MEMORY.md', { title: 'B', file: 'b.md', hook: 'y'.repeat(400) })!;
    const lines = next.split('\n');
    expect(lines[3]).toMatch(/^- \[B\]\(b\.md\) — y+…$/);
    expect(lines[3]!.length).toBeLessThanOrEqual(150);
    expect(lines.slice(4).join('\n')).toBe('\n## Notes\nfree text\n');
    // No trailing newline: one is added before the new line.
    expect(indexWithEntry('- [A](a.md)', 'MEMORY.md', { title: 'B', file: 'b c.md', hook: '' })).toBe('- [A](a.md)\n- [B](b%20c.md)\n');
    const full = Array.from({ length: 200 }, (_, i) => `- [M${i}](m${i}.md) — hook`).join('\n') + '\n';
    expect(indexWithEntry(full, 'MEMORY.md', { title: 'New', file: 'new.md', hook: 'h' })).toBeNull();
  });

  it('retargets or removes the entries of one file, keeping every other byte', () => {
    const index = '- [A](a.md) — one\r\n- [B](./b.md) — two\r\n- [A again](a.md)\r\n';
    expect(indexRetargeted(index, 'MEMORY.md', 'a.md', 'z.md')).toBe('- [A](z.md) — one\r\n- [B](./b.md) — two\r\n- [A again](z.md)\r\n');
    expect(indexRetargeted(index, 'MEMORY.md', 'b.md', null)).toBe('- [A](a.md) — one\r\n- [A again](a.md)\r\n');
    expect(indexRetargeted(index, 'MEMORY.md', 'c.md', null)).toBeNull();
  });

  it('renames [[links]] in prose only, keeping labels and anchors', () => {
    const text = '---\nname: x\n---\nSee [[old]], [[old|the old one]] and [[old#part]].\n`[[old]]` stays.\n```\n[[old]]\n```\n[[older]] too.\n';
    const out = renameLinks(text, 'old', 'new')!;
    expect(out).toBe('---\nname: x\n---\nSee [[new]], [[new|the old one]] and [[new#part]].\n`[[old]]` stays.\n```\n[[old]]\n```\n[[older]] too.\n');
    expect(renameLinks('no links', 'old', 'new')).toBeNull();
  });
});

describe('the editor form fields (window)', () => {
  const file = '---\nname: deploy\ndescription: how we ship # note\nmetadata:\n  type: project\nextra: kept\n---\nBody\n';

  it('reads name, description and type (also metadata.type)', () => {
    expect(readFields(file)).toEqual({ name: 'deploy', description: 'how we ship', type: 'project' });
    expect(readFields('no frontmatter')).toEqual({ name: '', description: '', type: '' });
  });

  it('writes a field in place, quoting only when needed, and the result parses to the same value', () => {
    const out = writeField(file, 'description', 'deploys: staging first');
    expect(out).toBe(file.replace('description: how we ship # note', 'description: "deploys: staging first"'));
    const parsed = parseMemoryFile(out);
    expect(parsed.ok && parsed.file.description).toBe('deploys: staging first');
    expect(writeField(file, 'type', 'feedback')).toContain('metadata:\n  type: feedback\nextra: kept\n');
    for (const v of ['yes', '123', '#x', 'a # b', '中文描述', "it's", '']) {
      const p = parseMemoryFile(writeField(file, 'name', v));
      expect(p.ok && (p.file.name ?? '')).toBe(v);
    }
    expect(writeField('Body only\n', 'name', 'n')).toBe('---\nname: n\n---\nBody only\n');
  });

  it('counts MEMORY.md as Claude Code loads it: wc -l lines, UTF-16 characters, long entries', () => {
    const text = `- [A](a.md) — 中文\n- [B](b.md) — ${'x'.repeat(150)}\nplain ${'y'.repeat(200)}\n`;
    const l = indexLimits(text);
    expect(l.lines).toBe(3);
    expect(l.chars).toBe(text.length);
    expect(l.longEntries).toEqual([{ line: 2, length: 164 }]);
    expect(indexLimits('no newline').lines).toBe(0);
  });
});
