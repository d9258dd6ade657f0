import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isAutodreamError } from '../../../electron/core/errors.js';
import { projectSlug } from '../../../electron/core/memdir/claude-paths.js';
import { autoMemoryEnabled, autoMemoryOffReason, memoryDirForProject, validateMemoryPath } from '../../../electron/core/memdir/memory-path.js';
import { parseUserSettings, readUserSettings } from '../../../electron/core/memdir/user-settings.js';
import { git, makeTmp } from './tmp.js';

function badInput(fn: () => unknown): string {
  try {
    fn();
  } catch (e) {
    expect(isAutodreamError(e) && e.code).toBe('bad-input');
    return (e as Error).message;
  }
  throw new Error('expected bad-input');
}

describe('validateMemoryPath', () => {
  it('accepts absolute paths and normalises them', () => {
    expect(validateMemoryPath('/a/b/../c/', 'linux')).toBe('/a/c');
    expect(validateMemoryPath('C:\\mem\\x', 'win32')).toBe('C:\\mem\\x');
  });

  it('rejects relative, short, bare drive, UNC and NUL', () => {
    expect(badInput(() => validateMemoryPath('mem/dir', 'linux'))).toMatch(/not absolute/);
    expect(badInput(() => validateMemoryPath('~/mem', 'linux'))).toMatch(/not absolute/);
    expect(badInput(() => validateMemoryPath('/a', 'linux'))).toMatch(/too short/);
    expect(badInput(() => validateMemoryPath('C:', 'win32'))).toMatch(/bare drive/);
    expect(badInput(() => validateMemoryPath('C:\\', 'win32'))).toMatch(/bare drive/);
    expect(badInput(() => validateMemoryPath('\\\\server\\share', 'win32'))).toMatch(/UNC/);
    expect(badInput(() => validateMemoryPath('//server/share', 'linux'))).toMatch(/UNC/);
    expect(badInput(() => validateMemoryPath('/tmp/a\0b', 'linux'))).toMatch(/NUL/);
    expect(badInput(() => validateMemoryPath('mem\\x', 'win32'))).toMatch(/not absolute/);
  });
});

describe('autoMemoryEnabled', () => {
  it('is on by default and off for each switch', () => {
    expect(autoMemoryEnabled({}, {})).toBe(true);
    expect(autoMemoryEnabled({ CLAUDE_CODE_DISABLE_AUTO_MEMORY: '1' }, {})).toBe(false);
    expect(autoMemoryEnabled({ CLAUDE_CODE_DISABLE_AUTO_MEMORY: 'true' }, {})).toBe(false);
    expect(autoMemoryEnabled({ CLAUDE_CODE_DISABLE_AUTO_MEMORY: '0' }, {})).toBe(true);
    expect(autoMemoryEnabled({ CLAUDE_CODE_DISABLE_AUTO_MEMORY: 'false' }, {})).toBe(true);
    expect(autoMemoryEnabled({ CLAUDE_CODE_SIMPLE: '1' }, {})).toBe(false);
    expect(autoMemoryEnabled({}, { autoMemoryEnabled: false })).toBe(false);
    expect(autoMemoryEnabled({}, { autoMemoryEnabled: true })).toBe(true);
    expect(autoMemoryEnabled({}, { autoMemoryEnabled: 'false' })).toBe(true);
    expect(autoMemoryOffReason({}, { autoMemoryEnabled: false })).toMatch(/autoMemoryEnabled/);
  });
});

describe('user settings', () => {
  it('reads a BOM file and reports broken JSON with a line', () => {
    expect(parseUserSettings('/s.json', '\uFEFF{"a":1}').settings).toEqual({ a: 1 });
    const broken = parseUserSettings('/s.json', '{\n  "a": 1,\n  oops\n}');
    expect(broken.settings).toEqual({});
    expect(broken.problem?.file).toBe('/s.json');
    expect(broken.problem?.reason).toMatch(/not valid JSON/);
    expect(parseUserSettings('/s.json', '[1]').problem?.reason).toMatch(/not a JSON object/);
  });
});

describe('memoryDirForProject', () => {
  let tmp: Awaited<ReturnType<typeof makeTmp>>;
  let home: string;
  let configHome: string;
  let repo: string;
  beforeEach(async () => {
    tmp = await makeTmp();
    home = join(tmp.dir, 'home');
    configHome = join(home, '.claude');
    repo = join(tmp.dir, 'code', 'my-app');
    await mkdir(join(repo, 'pkg', 'web'), { recursive: true });
    await mkdir(configHome, { recursive: true });
    git(tmp.dir, 'init', '-q', repo);
    git(repo, 'commit', '-q', '--allow-empty', '-m', 'init');
  });
  afterEach(async () => tmp.cleanup());

  const settings = (obj: unknown) => writeFile(join(configHome, 'settings.json'), typeof obj === 'string' ? obj : JSON.stringify(obj));

  it('defaults to <config>/projects/<slug(git root)>/memory, also from a subfolder', async () => {
    const r = await memoryDirForProject(join(repo, 'pkg', 'web'), { configHome, env: {}, home });
    expect(r.source).toBe('default');
    expect(r.gitRoot).toBe(repo);
    expect(r.memoryDir).toBe(join(configHome, 'projects', projectSlug(repo), 'memory'));
    expect(r.gitRootSlugDir).toBe(join(configHome, 'projects', projectSlug(repo)));
    // Transcripts follow the cwd, not the git root.
    expect(r.transcriptDir).toBe(join(configHome, 'projects', projectSlug(join(repo, 'pkg', 'web'))));
    expect(r.problems).toEqual([]);
  });

  it('shares one memory dir between a worktree and the main repo', async () => {
    const wt = join(tmp.dir, 'code', 'my-app-wt');
    git(repo, 'worktree', 'add', '-q', '-b', 'f', wt);
    const a = await memoryDirForProject(wt, { configHome, env: {}, home });
    const b = await memoryDirForProject(repo, { configHome, env: {}, home });
    expect(a.memoryDir).toBe(b.memoryDir);
    expect(a.transcriptDir).not.toBe(b.transcriptDir);
  });

  it('uses the project root outside a repo', async () => {
    const plain = join(tmp.dir, 'plain');
    await mkdir(plain);
    const r = await memoryDirForProject(plain, { configHome, env: {}, home });
    expect(r.gitRoot).toBeNull();
    expect(r.memoryDir).toBe(join(configHome, 'projects', projectSlug(plain), 'memory'));
  });

  it('uses $CLAUDE_CODE_REMOTE_MEMORY_DIR as memory base, transcripts stay in the config home', async () => {
    const remote = join(tmp.dir, 'remote');
    const r = await memoryDirForProject(repo, { configHome, env: { CLAUDE_CODE_REMOTE_MEMORY_DIR: remote }, home });
    expect(r.memoryDir).toBe(join(remote, 'projects', projectSlug(repo), 'memory'));
    expect(r.transcriptDir).toBe(join(configHome, 'projects', projectSlug(repo)));
  });

  it('env override wins over the setting, taken as is', async () => {
    await settings({ autoMemoryDirectory: '~/notes' });
    const r = await memoryDirForProject(repo, { configHome, env: { CLAUDE_COWORK_MEMORY_PATH_OVERRIDE: '/srv/mem/' }, home });
    expect(r).toMatchObject({ memoryDir: '/srv/mem', source: 'env-override' });
  });

  it('an override with ~ is not expanded, so it is invalid and the next rule applies', async () => {
    await settings({ autoMemoryDirectory: '/srv/set' });
    const r = await memoryDirForProject(repo, { configHome, env: { CLAUDE_COWORK_MEMORY_PATH_OVERRIDE: '~/mem' }, home });
    expect(r).toMatchObject({ memoryDir: '/srv/set', source: 'setting' });
    expect(r.problems[0]).toMatchObject({ file: 'CLAUDE_COWORK_MEMORY_PATH_OVERRIDE' });
    expect(r.problems[0]?.reason).toMatch(/not absolute/);
  });

  it('expands ~/ in autoMemoryDirectory from user settings', async () => {
    await settings({ autoMemoryDirectory: '~/notes/claude' });
    const r = await memoryDirForProject(repo, { configHome, env: {}, home });
    expect(r).toMatchObject({ memoryDir: join(home, 'notes', 'claude'), source: 'setting' });
  });

  it('ignores invalid settings values with a problem, and falls back to the default', async () => {
    for (const bad of ['relative/dir', '~', '~/', '~/..', '/x', 5]) {
      await settings({ autoMemoryDirectory: bad });
      const r = await memoryDirForProject(repo, { configHome, env: {}, home });
      expect(r.source, String(bad)).toBe('default');
      expect(r.problems.length, String(bad)).toBe(1);
    }
  });

  it('never reads a repo-checked-in .claude/settings.json', async () => {
    await mkdir(join(repo, '.claude'));
    await writeFile(join(repo, '.claude', 'settings.json'), JSON.stringify({ autoMemoryDirectory: '/evil/place' }));
    const r = await memoryDirForProject(repo, { configHome, env: {}, home });
    expect(r.source).toBe('default');
  });

  it('treats a broken settings.json as absent and reports it', async () => {
    await settings('{ "autoMemoryDirectory": "/srv/x", }');
    const r = await memoryDirForProject(repo, { configHome, env: {}, home });
    expect(r.source).toBe('default');
    expect(r.problems).toHaveLength(1);
    expect(r.problems[0]?.file).toBe(join(configHome, 'settings.json'));
    expect((await readUserSettings(configHome)).problem?.reason).toMatch(/not valid JSON/);
  });
});
