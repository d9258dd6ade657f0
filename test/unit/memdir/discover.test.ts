import { mkdir, symlink, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { memoryDirId } from '../../../electron/core/state.js';
import { projectSlug } from '../../../electron/core/memdir/claude-paths.js';
import { discoverMemoryDirs } from '../../../electron/core/memdir/discover.js';
import { readTranscriptCwd } from '../../../electron/core/sessions/transcript-cwd.js';
import { git, makeTmp, writeTree } from './tmp.js';

const line = (o: unknown) => JSON.stringify(o) + '\n';

describe('discoverMemoryDirs', () => {
  let tmp: Awaited<ReturnType<typeof makeTmp>>;
  let home: string;
  let configHome: string;
  let projects: string;
  let repo: string;

  beforeEach(async () => {
    tmp = await makeTmp();
    home = join(tmp.dir, 'home');
    configHome = join(home, '.claude');
    projects = join(configHome, 'projects');
    repo = join(home, 'code', 'shop');
    await mkdir(join(repo, 'web'), { recursive: true });
    git(tmp.dir, 'init', '-q', repo);
    git(repo, 'commit', '-q', '--allow-empty', '-m', 'init');

    // 1. a repo with transcripts: the newest names the cwd
    const shop = join(projects, projectSlug(repo));
    await writeTree(shop, {
      'memory/MEMORY.md': '',
      'old.jsonl': line({ type: 'user', cwd: '/somewhere/else' }),
      'new.jsonl': 'not json\n' + line({ type: 'summary' }) + line({ type: 'user', cwd: repo, sessionId: 's' }),
    });
    await utimes(join(shop, 'old.jsonl'), new Date(1_000_000), new Date(1_000_000));
    // 2. a project whose folder is gone: label from the slug
    await writeTree(join(projects, projectSlug(join(home, 'gone', 'old-app'))), {
      'memory/x.md': 'x',
      'a.jsonl': line({ cwd: join(home, 'gone', 'old-app') }),
    });
    // 3. a slug dir without memory: not a memory dir
    await writeTree(join(projects, '-tmp-nomem'), { 'a.jsonl': line({ cwd: '/tmp/nomem' }) });
    // 4. a memory dir with no transcripts at all
    await mkdir(join(projects, '-srv-data-tool', 'memory'), { recursive: true });
  });
  afterEach(async () => tmp.cleanup());

  it('finds every Claude Code project memory dir with its transcript dir, project root and label', async () => {
    const { dirs, problems } = await discoverMemoryDirs({ configHome, env: {}, home });
    expect(problems).toEqual([]);
    expect(dirs.map((d) => d.label).sort()).toEqual(['old-app', 'shop', 'srv-data-tool']);
    const shop = dirs.find((d) => d.label === 'shop')!;
    expect(shop).toMatchObject({
      kind: 'claude-code',
      path: join(projects, projectSlug(repo), 'memory'),
      transcriptDir: join(projects, projectSlug(repo)),
      projectRoot: repo,
    });
    expect(shop.id).toBe(memoryDirId(shop.path));
    const gone = dirs.find((d) => d.label === 'old-app')!;
    expect(gone.projectRoot).toBeNull();
    expect(dirs.find((d) => d.label === 'srv-data-tool')).toMatchObject({ projectRoot: null, transcriptDir: join(projects, '-srv-data-tool') });
  });

  it('maps a subfolder cwd to the git root when that is the slug dir', async () => {
    await writeFile(join(projects, projectSlug(repo), 'new.jsonl'), line({ cwd: join(repo, 'web') }));
    const { dirs } = await discoverMemoryDirs({ configHome, env: {}, home });
    expect(dirs.find((d) => d.path.includes(projectSlug(repo)))?.projectRoot).toBe(repo);
  });

  it('adds the settings dir, OpenClaw and extra folders, and dedupes by realpath', async () => {
    const notes = join(home, 'notes');
    const extra = join(tmp.dir, 'extra-mem');
    await mkdir(notes, { recursive: true });
    await mkdir(extra);
    await mkdir(join(home, '.openclaw', 'workspace', 'memory'), { recursive: true });
    await writeFile(join(configHome, 'settings.json'), JSON.stringify({ autoMemoryDirectory: '~/notes' }));
    await symlink(extra, join(tmp.dir, 'extra-link'));
    const { dirs, problems } = await discoverMemoryDirs({
      configHome,
      env: {},
      home,
      extraFolders: [extra, join(tmp.dir, 'extra-link'), join(projects, projectSlug(repo), 'memory'), join(tmp.dir, 'missing')],
    });
    expect(dirs.filter((d) => d.kind === 'folder').map((d) => d.path)).toEqual([extra]);
    expect(dirs.find((d) => d.path === notes)).toMatchObject({ kind: 'claude-code', label: 'notes', transcriptDir: null });
    // An OpenClaw workspace with only a memory/ folder is OpenClaw's own layout, not the skill's.
    expect(dirs.find((d) => d.kind === 'openclaw-workspace')).toMatchObject({ label: 'openclaw', path: join(home, '.openclaw', 'workspace') });
    expect(dirs.some((d) => d.kind === 'openclaw')).toBe(false);
    expect(dirs.filter((d) => d.path.endsWith(join(projectSlug(repo), 'memory')))).toHaveLength(1);
    expect(new Set(dirs.map((d) => d.id)).size).toBe(dirs.length);
    expect(problems.map((p) => p.file)).toEqual([join(tmp.dir, 'missing')]);
  });

  it('uses the env override dir and reports a broken settings.json without failing', async () => {
    const over = join(tmp.dir, 'override');
    await mkdir(over);
    await writeFile(join(configHome, 'settings.json'), '{ broken');
    const { dirs, problems } = await discoverMemoryDirs({ configHome, env: { CLAUDE_COWORK_MEMORY_PATH_OVERRIDE: over }, home });
    expect(dirs.some((d) => d.path === over)).toBe(true);
    expect(problems).toEqual([]); // the override wins, settings are not consulted
    const again = await discoverMemoryDirs({ configHome, env: {}, home });
    expect(again.problems[0]?.file).toBe(join(configHome, 'settings.json'));
    expect(again.dirs).toHaveLength(3);
  });

  it('finds memory dirs under $CLAUDE_CODE_REMOTE_MEMORY_DIR with transcripts from the config home', async () => {
    const remote = join(tmp.dir, 'remote');
    await mkdir(join(remote, 'projects', projectSlug(repo), 'memory'), { recursive: true });
    const { dirs } = await discoverMemoryDirs({ configHome, env: { CLAUDE_CODE_REMOTE_MEMORY_DIR: remote }, home });
    expect(dirs.find((d) => d.path.startsWith(remote))).toMatchObject({ transcriptDir: join(projects, projectSlug(repo)), projectRoot: repo });
  });

  it('is empty without a config home', async () => {
    expect(await discoverMemoryDirs({ configHome: join(tmp.dir, 'none'), env: {}, home: join(tmp.dir, 'nohome') })).toEqual({ dirs: [], problems: [] });
  });
});

describe('the cwd of a transcript, as discovery reads it', () => {
  let tmp: Awaited<ReturnType<typeof makeTmp>>;
  beforeEach(async () => {
    tmp = await makeTmp();
  });
  afterEach(async () => tmp.cleanup());

  it('reads only the first 64 KB', async () => {
    const f = join(tmp.dir, 'big.jsonl');
    await writeFile(f, line({ pad: 'x'.repeat(70_000) }) + line({ cwd: '/late' }));
    expect(await readTranscriptCwd(f)).toBeNull();
    await writeFile(f, line({ pad: 'x'.repeat(1000) }) + '{"cwd": broken\n' + line({ cwd: '/early' }));
    expect(await readTranscriptCwd(f)).toBe('/early');
    expect(await readTranscriptCwd(join(tmp.dir, 'missing.jsonl'))).toBeNull();
  });
});
