/**
 * `status` on a home with no memory dirs and no settings files starts light: it loads neither zod
 * (the contract's and the settings' schemas), nor YAML, nor proper-lockfile, nor the dream
 * service, its reports, the snapshot store, the gates or the inventory reader. Checked by listing
 * every ES module file the real `autodream` process loads (a bundle chunk stands for the sources
 * esbuild put in it, per its meta.json). Once settings files and a usage ledger exist, the same
 * command loads the schemas and validates with them, which is also what shows this check can fail.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDay } from '../../../electron/core/clock.js';
import { BIN, REPO } from '../../helpers/cli.js';

const TRACE = fileURLToPath(new URL('../../fixtures/cli/trace-modules.mjs', import.meta.url));
const BUNDLE = 'dist/electron/cli/bundle/';

/** What `status` must not load at start on an empty home. */
const NOT_AT_START = [
  'node_modules/zod/',
  'node_modules/yaml/',
  'node_modules/proper-lockfile/',
  'dist/electron/core/api/contract.js',
  'dist/electron/core/api/dream-service.js',
  'dist/electron/core/dream/',
  'dist/electron/core/snapshots/store.js',
  'dist/electron/core/gates/check.js',
  'dist/electron/core/memdir/inventory.js',
  'dist/electron/core/memdir/frontmatter-parse.js',
  'dist/electron/core/settings/app-settings-schema.js',
  'dist/electron/core/settings/claude-settings-schema.js',
];

let outputs: Record<string, { inputs: Record<string, unknown> }> | undefined;
/** A loaded file -> the modules it holds (a bundle chunk's sources, named as tsc builds them). */
function sourcesOf(file: string): string[] {
  if (!file.startsWith(BUNDLE) || !file.endsWith('.js')) return [file];
  outputs ??= (JSON.parse(readFileSync(join(REPO, BUNDLE, 'meta.json'), 'utf8')) as { outputs: typeof outputs }).outputs;
  const chunk = outputs?.[file];
  if (!chunk) throw new Error(`${file} is not in the bundle's meta.json: rebuild (npm run build).`);
  return [file, ...Object.keys(chunk.inputs).map((i) => (i.startsWith('electron/') ? `dist/${i.replace(/\.ts$/, '.js')}` : i))];
}

function status(home: string, args: string[]): Promise<{ code: number | null; stdout: string; stderr: string; modules: string[] }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', TRACE, BIN, 'status', ...args], {
      cwd: REPO,
      env: { ...process.env, HOME: home, CLAUDE_CONFIG_DIR: join(home, '.claude'), XDG_STATE_HOME: join(home, 'state'), XDG_CONFIG_HOME: join(home, '.config'), AUTODREAM_HOME: '', AUTODREAM_DEBUG: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => {
      const files = [...stderr.matchAll(/^module: (file:\S+)$/gm)].map((m) => fileURLToPath(m[1] ?? '').slice(REPO.length).replace(/^\//, ''));
      resolve({ code, stdout, stderr: stderr.replace(/^module: .*\n/gm, ''), modules: files.flatMap(sourcesOf) });
    });
  });
}

const heavy = (modules: string[]) => modules.filter((m) => NOT_AT_START.some((p) => m.includes(p)));

describe('status on an empty home', () => {
  let home = '';
  beforeAll(async () => {
    home = await mkdtemp(join(tmpdir(), 'ad-status-start-'));
  });
  afterAll(async () => {
    await rm(home, { recursive: true, force: true });
  });

  it('answers (human and --json) without loading zod, YAML, locks, snapshots, gates or the dream service', async () => {
    const human = await status(home, []);
    expect(human.code, human.stderr).toBe(0);
    expect(human.stdout).toBe(`No memory dirs found under ${join(home, '.claude')}/projects.\n`);
    expect(human.modules).toContain('dist/electron/core/api/autodream.js');
    expect(heavy(human.modules)).toEqual([]);

    const json = await status(home, ['--json']);
    expect(json.code, json.stderr).toBe(0);
    expect(JSON.parse(json.stdout)).toEqual({ memoryDirs: [], modelUsage: expect.objectContaining({ calls: 0, tokens: 0, maxTokensPerDay: 2_000_000 }) });
    expect(heavy(json.modules)).toEqual([]);
  });

  it('validates with the schemas once settings files and a usage ledger exist', async () => {
    const withFiles = await mkdtemp(join(tmpdir(), 'ad-status-files-'));
    try {
      await mkdir(join(withFiles, '.claude'), { recursive: true });
      await mkdir(join(withFiles, 'state', 'autodream'), { recursive: true });
      const stateDir = join(withFiles, 'state', 'autodream');
      await writeFile(join(withFiles, '.claude', 'settings.json'), '{ "autoDreamEnabled": true }\n');
      await writeFile(join(stateDir, 'settings.json'), '{ "agent.maxTokensPerDay": 5000 }\n');
      const day = { inputTokens: 1200, outputTokens: 300, calls: 2, costUsd: 0.01, unpricedTokens: 0 };
      await writeFile(join(stateDir, 'model-usage.json'), JSON.stringify({ days: { [localDay(Date.now())]: day } }));

      const r = await status(withFiles, ['--json', '--state-dir', stateDir]);
      expect(r.code, r.stderr).toBe(0);
      expect(JSON.parse(r.stdout).modelUsage).toMatchObject({ calls: 2, tokens: 1500, maxTokensPerDay: 5000 });
      expect(r.modules).toContain('dist/electron/core/settings/app-settings-schema.js');
      expect(r.modules.some((m) => m.startsWith('node_modules/zod/'))).toBe(true);

      // A value the schema refuses is still an error naming the file, line and key.
      await writeFile(join(stateDir, 'settings.json'), '{\n  "agent.maxTokensPerDay": -1\n}\n');
      const bad = await status(withFiles, ['--state-dir', stateDir]);
      expect(bad.code).toBe(1);
      expect(bad.stderr).toContain(`${join(stateDir, 'settings.json')}:2`);
      expect(bad.stderr).toContain('agent.maxTokensPerDay');
    } finally {
      await rm(withFiles, { recursive: true, force: true });
    }
  });
});
