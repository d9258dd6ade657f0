import { describe, expect, it } from 'vitest';
import { Workspace } from '../../../electron/core/dream/workspace.js';

describe('Workspace', () => {
  const ws = (): Workspace => new Workspace(new Map([['a.md', { text: 'one\n', sha256: 'h-a' }], ['MEMORY.md', { text: '- [A](a.md)\n', sha256: 'h-i' }]]));

  it('composes changes in order: each sees the text the previous left, and keeps its own before/after', () => {
    const w = ws();
    const c1 = w.change('date-absolutized', 'first', [{ file: 'a.md', after: 'one two\n' }]);
    const c2 = w.change('date-absolutized', 'second', [{ file: 'a.md', after: `${w.text('a.md')!.trimEnd()} three\n` }]);
    expect(c1?.diffs).toEqual([{ file: 'a.md', before: 'one\n', after: 'one two\n' }]);
    expect(c2?.diffs).toEqual([{ file: 'a.md', before: 'one two\n', after: 'one two three\n' }]);
    expect(w.writes()).toEqual([{ file: 'a.md', after: 'one two three\n' }]);
    expect(w.basis('a.md')).toBe('h-a');
  });

  it('records nothing for a change that changes nothing, and drops files that end as they began', () => {
    const w = ws();
    expect(w.change('pointer-added', 'noop', [{ file: 'a.md', after: 'one\n' }])).toBeNull();
    w.change('pointer-added', 'there', [{ file: 'a.md', after: 'x\n' }]);
    w.change('pointer-added', 'and back', [{ file: 'a.md', after: 'one\n' }]);
    expect(w.writes()).toEqual([]);
    expect(w.changes).toHaveLength(2);
  });

  it('tracks new and deleted files; a new file has no basis', () => {
    const w = ws();
    w.change('signal-captured', 'new', [{ file: 'b.md', after: 'b\n' }]);
    w.change('duplicates-merged', 'gone', [{ file: 'a.md', after: null }]);
    expect(w.files()).toEqual(['MEMORY.md', 'b.md']);
    expect(w.basis('b.md')).toBeNull();
    expect(w.writes()).toEqual([{ file: 'a.md', after: null }, { file: 'b.md', after: 'b\n' }]);
  });
});
