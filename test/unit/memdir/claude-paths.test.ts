import { mkdir, utimes } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { expandHome, findSlugDir, projectSlug, resolveConfigHome, SLUG_MAX_CHARS, slugLabel } from '../../../electron/core/memdir/claude-paths.js';
import { makeTmp } from './tmp.js';

describe('resolveConfigHome', () => {
  it('prefers --config-dir, then $CLAUDE_CONFIG_DIR, then ~/.claude', () => {
    const home = '/home/ann';
    expect(resolveConfigHome({ configDir: '/x/cfg', env: { CLAUDE_CONFIG_DIR: '/y' }, home })).toBe('/x/cfg');
    expect(resolveConfigHome({ env: { CLAUDE_CONFIG_DIR: '/y/cc' }, home })).toBe('/y/cc');
    expect(resolveConfigHome({ env: {}, home })).toBe('/home/ann/.claude');
    expect(resolveConfigHome({ env: { CLAUDE_CONFIG_DIR: '' }, home })).toBe('/home/ann/.claude');
    expect(resolveConfigHome({ configDir: '~/cc', env: {}, home })).toBe('/home/ann/cc');
  });

  it('expands only a leading ~', () => {
    expect(expandHome('~', '/h')).toBe('/h');
    expect(expandHome('~/a/b', '/h')).toBe('/h/a/b');
    expect(expandHome('/a/~/b', '/h')).toBe('/a/~/b');
    expect(expandHome('~bob/x', '/h')).toBe('~bob/x');
  });
});

describe('projectSlug', () => {
  it('turns every non-alphanumeric char into -', () => {
    expect(projectSlug('/Users/foo/my-project')).toBe('-Users-foo-my-project');
    expect(projectSlug('C:\\Users\\foo\\proj.x')).toBe('C--Users-foo-proj-x');
    expect(projectSlug('/tmp/日本')).toBe('-tmp---');
  });

  it('keeps the first 200 chars of a long slug and appends a hash', () => {
    const long = `/${'a'.repeat(250)}`;
    const slug = projectSlug(long);
    expect(slug.slice(0, SLUG_MAX_CHARS)).toBe(`-${'a'.repeat(199)}`);
    expect(slug[SLUG_MAX_CHARS]).toBe('-');
    expect(slug.slice(SLUG_MAX_CHARS + 1)).toMatch(/^[a-z0-9]+$/);
    expect(projectSlug(`${long}b`)).not.toBe(slug);
    const exactly200 = `/${'b'.repeat(199)}`;
    expect(projectSlug(exactly200)).toBe(`-${'b'.repeat(199)}`);
  });
});

describe('findSlugDir', () => {
  let tmp: Awaited<ReturnType<typeof makeTmp>>;
  beforeEach(async () => {
    tmp = await makeTmp();
  });
  afterEach(async () => tmp.cleanup());

  it('finds the exact slug dir, or null', async () => {
    await mkdir(join(tmp.dir, '-work-app'));
    expect(await findSlugDir(tmp.dir, '/work/app')).toBe(join(tmp.dir, '-work-app'));
    expect(await findSlugDir(tmp.dir, '/work/other')).toBeNull();
    expect(await findSlugDir(join(tmp.dir, 'missing'), '/work/app')).toBeNull();
  });

  it('finds a long slug dir written by another build by its 200-char prefix', async () => {
    const long = `/work/${'deep/'.repeat(50)}app`;
    const prefix = projectSlug(long).slice(0, SLUG_MAX_CHARS);
    const other = join(tmp.dir, `${prefix}-zz9otherhash`);
    await mkdir(other);
    expect(await findSlugDir(tmp.dir, long)).toBe(other);
    // Our own hash, if present, wins as an exact match.
    const own = join(tmp.dir, projectSlug(long));
    await mkdir(own);
    expect(await findSlugDir(tmp.dir, long)).toBe(own);
  });

  it('picks the newest of several prefix matches and ignores look-alikes', async () => {
    const long = `/w/${'x'.repeat(300)}`;
    const prefix = projectSlug(long).slice(0, SLUG_MAX_CHARS);
    const older = join(tmp.dir, `${prefix}-aaa`);
    const newer = join(tmp.dir, `${prefix}-bbb`);
    const lookAlike = join(tmp.dir, `${prefix}-x-ccc`); // a longer path, not a hash
    for (const d of [older, newer, lookAlike]) await mkdir(d);
    await utimes(older, new Date(1_000_000), new Date(1_000_000));
    await utimes(newer, new Date(2_000_000_000), new Date(2_000_000_000));
    await utimes(lookAlike, new Date(3_000_000_000), new Date(3_000_000_000));
    expect(await findSlugDir(tmp.dir, long)).toBe(newer);
  });
});

describe('slugLabel', () => {
  it('drops the home prefix and keeps a readable tail', () => {
    expect(slugLabel('-Users-foo-my-project', '/Users/foo')).toBe('my-project');
    expect(slugLabel('-srv-app', '/Users/foo')).toBe('srv-app');
    expect(slugLabel(`-srv-${'a'.repeat(60)}`, '/h').length).toBeLessThanOrEqual(40);
  });
});
