import { describe, expect, it } from 'vitest';
import { buildGraph } from '../../../electron/core/map/graph.js';

const fm = (name: string, type: string, body = '') => `---\nname: ${name}\ndescription: d\ntype: ${type}\n---\n${body}`;

describe('the memory map graph', () => {
  it('draws memories, index entries, links, history ties and pair findings, with rings', () => {
    const texts = new Map<string, string>([
      ['MEMORY.md', '- [Deploy](deploy.md) — how\n- [Gone](gone.md) — deleted\n- [部署](部署.md) — 中文\n'],
      ['deploy.md', fm('deploy', 'project', 'See [[testing]] and [[部署]].\n')],
      ['部署.md', fm('部署', 'project')],
      ['testing.md', fm('testing', 'feedback', 'Links to [[nowhere]].\n')],
      ['team/MEMORY.md', '- [On call](oncall.md)\n'],
      ['team/oncall.md', fm('oncall', 'reference')],
      ['broken.md', '---\nname: [x\n---\n'],
      ['logs/2026/11/2026-11-20.md', 'raw\n'],
    ]);
    const g = buildGraph({
      texts,
      unreadable: new Set(['binary.md']),
      openclaw: false,
      reads: new Map([['deploy.md', 7]]),
      history: [{ kind: 'duplicates-merged', files: ['deploy.md', 'testing.md'], reason: 'merged' }, { kind: 'duplicates-merged', files: ['deploy-old.md', 'MEMORY.md'], reason: 'deploy-old.md repeats deploy.md (word for word): merged into deploy.md' }, { kind: 'date-absolutized', files: ['deploy.md'], reason: 'x' }],
      findings: [
        { kind: 'possible-duplicate', file: 'deploy.md', detail: 'deploy.md and 部署.md say the same' },
        { kind: 'contradiction', file: 'testing.md', detail: 'no pair here' },
        { kind: 'drifted-path', file: 'deploy.md', detail: 'names testing.md' },
      ],
    });
    const node = (id: string) => g.nodes.find((n) => n.id === id);
    expect(g.nodes.map((n) => n.id).sort()).toEqual(['MEMORY.md', 'broken.md', 'deploy.md', 'gone.md', 'team/MEMORY.md', 'team/oncall.md', 'testing.md', '部署.md', 'deploy-old.md', 'binary.md'].sort());
    expect(node('binary.md')!.rings).toEqual(['unindexed', 'unreadable']);
    expect(node('deploy-old.md')).toMatchObject({ type: 'merged', label: 'deploy-old' });
    expect(node('deploy.md')).toMatchObject({ label: 'deploy', type: 'project', reads: 7, rings: [] });
    expect(node('gone.md')).toMatchObject({ type: 'missing', rings: ['stale'] });
    expect(node('testing.md')!.rings).toEqual(['unindexed']);
    expect(node('broken.md')!.rings).toEqual(['unindexed', 'unreadable']);
    expect(node('team/oncall.md')).toMatchObject({ type: 'team', rings: [] });
    const edges = g.edges.map((e) => `${e.kind} ${e.source} ${e.target}`).sort();
    expect(edges).toEqual([
      'index MEMORY.md deploy.md',
      'index MEMORY.md gone.md',
      'index MEMORY.md 部署.md',
      'index team/MEMORY.md team/oncall.md',
      'link deploy.md testing.md',
      'link deploy.md 部署.md',
      'merge deploy.md testing.md',
      'merge deploy.md deploy-old.md',
      'possible-duplicate deploy.md 部署.md',
    ].sort());
    expect(g.edges.find((e) => e.kind === 'possible-duplicate')!.detail).toBe('deploy.md and 部署.md say the same');
  });

  it('rings memories Claude Code never loads up front: past the 200-line cut or only in an overflow index', () => {
    const lines = Array.from({ length: 205 }, (_, i) => `- [M${i}](m${i}.md) — hook`);
    const texts = new Map<string, string>([['MEMORY.md', `${lines.join('\n')}\n`], ['MEMORY-overflow-project.md', '- [Extra](extra.md)\n']]);
    for (let i = 0; i < 205; i++) texts.set(`m${i}.md`, fm(`m${i}`, 'project'));
    texts.set('extra.md', fm('extra', 'project'));
    const g = buildGraph({ texts, openclaw: false, reads: new Map(), history: [], findings: [] });
    const rings = (id: string) => g.nodes.find((n) => n.id === id)!.rings;
    expect(rings('m0.md')).toEqual([]);
    expect(rings('m199.md')).toEqual([]);
    expect(rings('m200.md')).toEqual(['overflow']);
    expect(rings('extra.md')).toEqual(['overflow']);
    expect(g.nodes.find((n) => n.id === 'MEMORY-overflow-project.md')!.type).toBe('index');
  });
});
