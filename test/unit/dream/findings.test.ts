import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeDirs, olderMemory, writeFiles, type DreamDirs } from './fixtures.js';
import { planOf, written } from './plan-helpers.js';

let d: DreamDirs;
beforeEach(async () => {
  d = await makeDirs();
});
afterEach(async () => {
  await d.cleanup();
});

describe('findings', () => {
  it('flags drifted paths, scripts and make targets, derivable content and CLAUDE.md conflicts, changing nothing for them', async () => {
    const project = join(d.root, 'project');
    await writeFiles(project, {
      'package.json': JSON.stringify({ scripts: { build: 'tsc', test: 'vitest' } }),
      Makefile: 'deploy:\n\techo hi\n',
      'src/app.ts': 'export {}\n',
      'CLAUDE.md': '# Rules\n\nAlways use pnpm for installs.\nNever commit directly to main.\n',
    });
    const code = Array.from({ length: 7 }, (_, i) => `const x${i} = ${i};`).join('\n');
    await writeFiles(d.memory, {
      'paths.md': olderMemory('paths', 'project', 'The entry point is `src/app.ts` and the old one was src/legacy/main.ts.\nRun `npm run build` then `npm run lint`, and `make deploy` or `make release`.\n'),
      'code.md': olderMemory('code', 'project', `Setup code:\n\n\`\`\`ts\n${code}\n\`\`\`\n`),
      'tree.md': olderMemory('tree', 'project', 'Layout:\n\n├── src\n├── test\n└── docs\n'),
      'rules.md': olderMemory('rules', 'feedback', "Don't use pnpm for installs.\nNever commit directly to main.\n"),
      'MEMORY.md': '- [Paths](paths.md) — p\n- [Code](code.md) — c\n- [Tree](tree.md) — t\n- [Rules](rules.md) — r\n',
    });
    const p = await planOf(d.memory, { gather: { sinceMs: 0, projectRoot: project } });
    const by = (kind: string) => p.findings.filter((f) => f.kind === kind).map((f) => `${f.file}: ${f.detail}`);
    expect(by('drifted-path')).toEqual([expect.stringMatching(/^paths\.md: names src\/legacy\/main\.ts/)]);
    expect(by('drifted-script')).toEqual([expect.stringMatching(/"lint"/)]);
    expect(by('drifted-command')).toEqual([expect.stringMatching(/make release/)]);
    expect(by('derivable-content')).toEqual(expect.arrayContaining([expect.stringMatching(/^code\.md: holds a 9-line code block/), expect.stringMatching(/^tree\.md: holds a file tree/)]));
    expect(by('claude-md-conflict')).toEqual([expect.stringMatching(/^rules\.md: "Don't use pnpm for installs\." contradicts/)]);
    expect(by('in-claude-md')).toEqual([expect.stringMatching(/^rules\.md: "Never commit directly to main\." is already in/)]);
    expect(p.writes).toEqual([]);
    expect(written(p, 'rules.md')).toBeUndefined();
  });
});
