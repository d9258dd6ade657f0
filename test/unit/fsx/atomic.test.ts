import { mkdir, mkdtemp, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { removeStaleTempFiles, tempFileOwner, tempNameFor } from '../../../electron/core/fsx/atomic.js';

const DEAD = 9_999_991;
const LIVE = 424_242;
const isAlive = (pid: number) => pid === LIVE;
const temp = (name: string, pid: number, hex = '0badc0de') => `.${name}.autodream-tmp-${pid}-${hex}`;

describe('temp files of the atomic writer', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'ad-fsx-'));
  });
  afterEach(async () => rm(dir, { recursive: true, force: true }));

  it('names are unique within a process and carry its PID', () => {
    const names = Array.from({ length: 2000 }, () => tempNameFor(join(dir, 'MEMORY.md')));
    expect(new Set(names).size).toBe(names.length);
    for (const n of names.slice(0, 5)) expect(tempFileOwner(n.slice(dir.length + 1))).toBe(process.pid);
    expect(tempFileOwner('.MEMORY.md.autodream-tmp-12-abc')).toBeNull();
  });

  it('removes only the temp files of dead processes, at any depth, and never through a link', async () => {
    const outside = await mkdtemp(join(tmpdir(), 'ad-fsx-out-'));
    try {
      await mkdir(join(dir, 'notes/deep'), { recursive: true });
      const files = {
        'MEMORY.md': 'keep',
        [temp('MEMORY.md', DEAD)]: 'stale',
        [`notes/${temp('a.md', DEAD)}`]: 'stale',
        [`notes/deep/${temp('b.md', DEAD, 'ffffffff')}`]: 'stale',
        [`notes/${temp('c.md', LIVE)}`]: 'a live writer',
        [`notes/${temp('d.md', process.pid)}`]: 'this process',
        'notes/.a.md.autodream-tmp-1-xyz': 'not our name',
        'notes/a.md': 'keep',
      };
      for (const [rel, body] of Object.entries(files)) await writeFile(join(dir, rel), body);
      // A folder named like a temp file, and a link to a folder outside that holds one.
      await mkdir(join(dir, temp('folder', DEAD)));
      await writeFile(join(outside, temp('x.md', DEAD)), 'outside');
      await symlink(outside, join(dir, 'link'));

      const removed = await removeStaleTempFiles(dir, isAlive);
      expect(removed.map((r) => r.split('\\').join('/')).sort()).toEqual([`notes/deep/${temp('b.md', DEAD, 'ffffffff')}`, `notes/${temp('a.md', DEAD)}`, temp('MEMORY.md', DEAD)].sort());
      const left = (await readdir(dir, { recursive: true })).map((r) => r.split('\\').join('/'));
      for (const rel of Object.keys(files)) expect(left.includes(rel)).toBe(!removed.map((r) => r.split('\\').join('/')).includes(rel));
      expect(left).toContain(temp('folder', DEAD));
      expect(await readdir(outside)).toEqual([temp('x.md', DEAD)]);
    } finally {
      await rm(outside, { recursive: true, force: true });
    }
  });

  it('a folder that does not exist has nothing to remove', async () => {
    expect(await removeStaleTempFiles(join(dir, 'missing'), isAlive)).toEqual([]);
  });
});
