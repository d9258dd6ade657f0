/**
 * The CLI loads only what a command needs: `--version` and `--help` touch no engine code and no
 * dependency, and `status` does not load the dream engine (chrono-node alone is ~270 modules).
 * Checked by listing every ES module file the real `autodream` process loads; a chunk of the CLI
 * bundle stands for the sources esbuild put in it (its meta.json), named as tsc builds them.
 */
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUNDLE, traced as tracedRun } from '../../helpers/module-trace.js';

let home = '';
beforeAll(async () => {
  home = await mkdtemp(join(tmpdir(), 'ad-startup-'));
});
afterAll(async () => {
  await rm(home, { recursive: true, force: true });
});

/** Runs the bin in this file's home. */
const traced = (args: string[]) => tracedRun(args, { HOME: home, CLAUDE_CONFIG_DIR: join(home, '.claude'), XDG_STATE_HOME: join(home, 'state') });

// Error types and the local-time wording are plain functions without imports.
const LEAVES = new Set(['dist/electron/core/errors.js', 'dist/electron/core/gates/words.js', 'dist/electron/core/memdir/layout-words.js']);
const engine = (modules: string[]): string[] => modules.filter((m) => m.startsWith('dist/electron/core/') && !LEAVES.has(m));
const dependencies = (modules: string[]): string[] => modules.filter((m) => m.includes('node_modules/'));
// Services a command loads on first use, so `status` and the snapshot commands do without them: search (minisearch,
// embeddings), the folder watcher, snapshot patches (diff), the scheduler view, and the JSON5 parser of
// OpenClaw's config (this home has none).
const LAZY = /node_modules\/(?:minisearch|diff|json5)\/|dist\/electron\/core\/(?:semantic\/|models\/embeddings\.js|snapshots\/diff\.js|scheduler\/decide\.js|api\/(?:search|memory-watcher|scheduler-status)\.js)/;

describe('CLI start', () => {
  it('one-shot commands run from the bundle (a few files), the daemon and the MCP server from the per-module build', async () => {
    const r = await traced(['status', '--json']);
    expect(r.code).toBe(0);
    expect(r.files).toContain(`${BUNDLE}main.js`);
    // Everything but the bin and its command-name helper comes from the bundle.
    expect(r.files.filter((f) => !f.startsWith(BUNDLE) && f !== 'bin/autodream.js' && f !== 'dist/electron/cli/command-name.js' && !f.includes('fixtures/cli/'))).toEqual([]);
    expect(r.files.length).toBeLessThan(60);
    const server = await traced(['mcp', '--help']);
    expect(server.code).toBe(0);
    expect(server.files).toContain('dist/electron/cli/main.js');
    expect(server.files.filter((f) => f.startsWith(BUNDLE))).toEqual([]);
  });

  it('--version and --help load no engine module and no dependency', async () => {
    for (const args of [['--version'], ['--help'], ['status', '--help'], ['dream', '--help'], ['snapshots', '--help']]) {
      const r = await traced(args);
      expect(r.code, args.join(' ')).toBe(0);
      expect(r.stdout.length, args.join(' ')).toBeGreaterThan(0);
      expect(r.modules, args.join(' ')).toContain('dist/electron/cli/main.js');
      expect(engine(r.modules), args.join(' ')).toEqual([]);
      expect(dependencies(r.modules), args.join(' ')).toEqual([]);
    }
  });

  it('status loads the API but not the dream engine, the date parser, the model SDKs, the daemon or the MCP server', async () => {
    const r = await traced(['status', '--json']);
    expect(r.code).toBe(0);
    expect((JSON.parse(r.stdout) as { memoryDirs: unknown[] }).memoryDirs).toEqual([]);
    expect(r.modules).toContain('dist/electron/core/api/autodream.js');
    // dream/reports.js (reading past reports) is storage, not the engine; dream/text/segments.js (word boundaries, no imports) is shared with search.
    const notEngine = new Set(['dist/electron/core/dream/reports.js', 'dist/electron/core/dream/text/segments.js']);
    expect(r.modules.filter((m) => !notEngine.has(m) && /dist\/electron\/core\/dream\/|node_modules\/chrono-node\/|dist\/electron\/cli\/(?:daemon|mcp)\/|@modelcontextprotocol|@anthropic-ai|node_modules\/openai\//.test(m))).toEqual([]);
    expect(r.modules.filter((m) => LAZY.test(m))).toEqual([]);
  });

  it('listing snapshots loads the snapshot store but none of the services loaded on first use', async () => {
    const r = await traced(['snapshots', 'list', '--all', '--json']);
    expect(r.code).toBe(0);
    expect((JSON.parse(r.stdout) as { snapshots: unknown[] }).snapshots).toEqual([]);
    expect(r.modules).toContain('dist/electron/core/snapshots/store.js');
    expect(r.modules.filter((m) => LAZY.test(m))).toEqual([]);
  });

  it('a command given a target resolves it from the paths alone: no status (no inventory, no gates) is computed', async () => {
    const mem = join(home, 'notes');
    await mkdir(mem, { recursive: true });
    await writeFile(join(mem, 'MEMORY.md'), '- [A](a.md) — first\n');
    await writeFile(join(mem, 'a.md'), '---\nname: a\ndescription: first\ntype: user\n---\nI like tea.\n');
    const state = join(home, 'target-state');
    const statusCache = join(state, 'cache', 'status');
    for (const args of [['snapshots', 'create', '--memory-dir', mem], ['snapshots', 'list', '--memory-dir', mem], ['history', '--memory-dir', mem]]) {
      const r = await traced(['--state-dir', state, ...args, '--json']);
      expect(r.code, args.join(' ')).toBe(0);
      expect(existsSync(statusCache), args.join(' ')).toBe(false);
    }
    // `status` itself keeps its summary there (so the check above can fail).
    expect((await traced(['--state-dir', state, 'status', '--memory-dir', mem, '--json'])).code).toBe(0);
    expect(existsSync(statusCache)).toBe(true);
  });
});
