import { describe, expect, it } from 'vitest';
import { indexEdits, topicText } from '../../../electron/core/memwrite/claude-code.js';
import { indexLoad } from '../../../electron/core/memdir/index-file.js';
import type { WriteRequest } from '../../../electron/core/memwrite/types.js';

const req = (over: Partial<WriteRequest> = {}): WriteRequest => ({ file: 'project_cache.md', content: 'The cache is warmed at boot.', type: 'project', mode: 'replace', description: 'cache warm-up at boot', ...over });
const reader = (files: Record<string, string>) => async (rel: string) => files[rel] ?? null;
const entries = (n: number) => Array.from({ length: n }, (_, i) => `- [Memory ${i}](memory_${i}.md) — hook ${i}`).join('\n') + '\n';

describe('topicText', () => {
  it('keeps a newer-generation file\'s shape: metadata.type, modified updated, unknown keys kept', () => {
    const before = '---\nname: cache\ndescription: old\nmodified: 2026-01-01T00:00:00.000Z\nowner: ops # keep\nmetadata:\n  type: project\n---\n\nOld body.\n';
    const after = topicText(before, req({ mode: 'append', description: undefined }), '2026-11-30T10:00:00.000Z');
    expect(after).toBe('---\nname: cache\ndescription: old\nmodified: 2026-11-30T10:00:00.000Z\nowner: ops # keep\nmetadata:\n  type: project\n---\n\nOld body.\n\nThe cache is warmed at boot.\n');
  });

  it('refuses to rewrite a file whose frontmatter does not parse', () => {
    expect(() => topicText('---\nname: [broken\n---\nbody\n', req(), '2026-11-30T10:00:00.000Z')).toThrow(/frontmatter|YAML|flow/i);
  });
});

describe('indexEdits', () => {
  it('adds the line after the last entry, before the overflow links', async () => {
    const index = '# Memory\n\n- [A](a.md) — a\n- [More project memories (3)](MEMORY-overflow-project.md) — the project memories that do not fit in this index\n';
    const after = topicText(null, req(), 'now');
    const { edits } = await indexEdits(req(), after, reader({ 'MEMORY.md': index }));
    expect(edits[0]!.after).toBe('# Memory\n\n- [A](a.md) — a\n- [Project cache](project_cache.md) — cache warm-up at boot\n- [More project memories (3)](MEMORY-overflow-project.md) — the project memories that do not fit in this index\n');
  });

  it('fills MEMORY.md up to its last loaded line', async () => {
    const { edits, note } = await indexEdits(req(), topicText(null, req(), 'now'), reader({ 'MEMORY.md': entries(199) }));
    expect(note).toBe('added to MEMORY.md');
    expect(indexLoad(edits[0]!.after).totalLines).toBe(200);
  });

  it('puts the entry in the type\'s overflow index when MEMORY.md is full, never past the limit', async () => {
    const { edits, note } = await indexEdits(req(), topicText(null, req(), 'now'), reader({ 'MEMORY.md': entries(200) }));
    expect(edits.map((e) => e.file)).toEqual(['MEMORY-overflow-project.md']);
    expect(edits[0]!.before).toBeNull();
    expect(edits[0]!.after).toMatch(/^---\nname: memory-overflow-project\n[\s\S]*- \[Project cache\]\(project_cache\.md\) — cache warm-up at boot\n$/);
    expect(note).toMatch(/listed in MEMORY-overflow-project\.md \(the next dream links it/);
  });

  it('adds to an existing overflow index and updates its link\'s count', async () => {
    const full = entries(198) + '- [More project memories (1)](MEMORY-overflow-project.md) — the project memories that do not fit in this index\n';
    const overflow = '---\nname: memory-overflow-project\ndescription: x\ntype: reference\n---\n\n# More project memories\n\n- [Old](old.md) — old\n';
    const { edits } = await indexEdits(req(), topicText(null, req(), 'now'), reader({ 'MEMORY.md': full + '- [Z](z.md)\n', 'MEMORY-overflow-project.md': overflow }));
    expect(edits[0]!.after).toBe(overflow + '- [Project cache](project_cache.md) — cache warm-up at boot\n');
    expect(edits[1]!.after).toContain('- [More project memories (2)](MEMORY-overflow-project.md)');
    expect(indexLoad(edits[1]!.after).totalLines).toBe(200);
  });

  it('leaves a person\'s wording of an existing line alone unless a new description is given', async () => {
    const index = '- [Cache](project_cache.md) — my own words\n';
    const same = await indexEdits(req({ description: undefined, mode: 'append' }), topicText(null, req(), 'now'), reader({ 'MEMORY.md': index }));
    expect(same.edits).toEqual([]);
    const updated = await indexEdits(req({ description: 'warm-up' }), topicText(null, req({ description: 'warm-up' }), 'now'), reader({ 'MEMORY.md': index }));
    expect(updated.edits[0]!.after).toBe('- [Project cache](project_cache.md) — warm-up\n');
  });
});
