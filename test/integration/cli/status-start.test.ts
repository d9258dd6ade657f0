/**
 * `status` on a home with no memory dirs and no settings files starts light: it loads neither zod
 * (the contract's and the settings' schemas), nor YAML, nor proper-lockfile, nor the dream
 * service, its reports, the snapshot store, the gates or the inventory reader. Checked by listing
 * every ES module file the real `autodream` process loads (a bundle chunk stands for the sources
 * esbuild put in it, per its meta.json). Once settings files and a usage ledger exist, the same
 * command loads the schemas and validates with them, which is also what shows this check can fail.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDay } from '../../../electron/core/clock.js';
import { traced } from '../../helpers/module-trace.js';

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

/** Runs `status` with `args` on `home`. */
const status = (home: string, args: string[]) =>
  traced(['status', ...args], { HOME: home, CLAUDE_CONFIG_DIR: join(home, '.claude'), XDG_STATE_HOME: join(home, 'state'), XDG_CONFIG_HOME: join(home, '.config'), AUTODREAM_HOME: '' });

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
