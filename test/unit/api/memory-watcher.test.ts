import { mkdirSync, rmSync } from 'node:fs';
import { mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { watchMemoryDirs, type MemoryWatcher } from '../../../electron/core/api/memory-watcher.js';

/*
 * Live refresh watches each memory dir's folders, not each file: writes, new files, deletes,
 * new folders (and the memory files already in a folder moved in) are reported per dir; temp
 * files of atomic writes and dot-folders are not.
 */
describe('the memory watcher', () => {
  let root: string;
  let watcher: MemoryWatcher | null = null;
  let seen: Array<[string, string[]]>;
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'ad-watch-'));
    seen = [];
  });
  afterEach(async () => {
    await watcher?.close();
    await rm(root, { recursive: true, force: true });
  });

  const start = async (dirs: Array<{ id: string; path: string }>) => {
    watcher = watchMemoryDirs({ dirs: async () => dirs, onChange: (id, files) => seen.push([id, files]), debounceMs: 50 });
    await watcher.ready;
  };
  const filesOf = (id: string) => [...new Set(seen.filter(([d]) => d === id).flatMap(([, f]) => f))].sort();
  const until = async (ok: () => boolean) => {
    for (let i = 0; i < 100 && !ok(); i++) await new Promise((r) => setTimeout(r, 50));
  };

  it('reports memory files written, added, removed and moved in, per dir, without watching each file', async () => {
    const a = join(root, 'a');
    const b = join(root, 'b');
    await mkdir(join(a, 'team'), { recursive: true });
    await mkdir(join(a, '.git'), { recursive: true });
    await mkdir(b, { recursive: true });
    await writeFile(join(a, 'old.md'), 'x');
    await writeFile(join(a, 'team', 'shared.md'), 'x');
    await start([
      { id: 'A', path: a },
      { id: 'B', path: b },
    ]);
    await writeFile(join(a, 'old.md'), 'changed');
    await writeFile(join(a, 'team', 'shared.md'), 'changed');
    await writeFile(join(b, 'new.md'), 'new');
    await writeFile(join(a, 'notes.txt'), 'not memory');
    await writeFile(join(a, '.git', 'HEAD.md'), 'not watched');
    await until(() => filesOf('A').length >= 2 && filesOf('B').length >= 1);
    expect(filesOf('A')).toEqual(['old.md', 'team/shared.md']);
    expect(filesOf('B')).toEqual(['new.md']);

    // A folder made after the start is watched too; one moved in with notes already in it reports them.
    seen = [];
    await mkdir(join(a, 'logs', '2026', '11'), { recursive: true });
    const outside = join(root, 'outside');
    await mkdir(outside);
    await writeFile(join(outside, 'moved.md'), 'x');
    await rename(outside, join(a, 'moved-in'));
    await until(() => filesOf('A').includes('moved-in/moved.md'));
    await new Promise((r) => setTimeout(r, 200));
    await writeFile(join(a, 'logs', '2026', '11', '2026-11-30.md'), 'a log');
    await until(() => filesOf('A').includes('logs/2026/11/2026-11-30.md'));
    expect(filesOf('A')).toEqual(['logs/2026/11/2026-11-30.md', 'moved-in/moved.md']);

    // Removed: reported; the temp file of an atomic write is not.
    seen = [];
    await writeFile(join(a, 'old.md.tmp-1'), 'y');
    await rename(join(a, 'old.md.tmp-1'), join(a, 'old.md'));
    await rm(join(a, 'team'), { recursive: true });
    await until(() => filesOf('A').includes('team/shared.md'));
    expect(filesOf('A')).toEqual(['old.md', 'team/shared.md']);
  });

  it('a dir that is not there yet is watched once it appears (on the next refresh)', async () => {
    const later = join(root, 'later');
    await start([{ id: 'L', path: later }]);
    await mkdir(later);
    await watcher!.refresh();
    await writeFile(join(later, 'first.md'), 'x');
    await until(() => filesOf('L').length > 0);
    expect(filesOf('L')).toEqual(['first.md']);
  });

  it.skipIf(process.platform !== 'linux')('a mark per dir moves with every change under it, and is null where the watch cannot vouch for the dir', async () => {
    const a = join(root, 'a');
    const deep = join(root, 'deep');
    await mkdir(join(a, 'team'), { recursive: true });
    await mkdir(join(deep, ...'abcdefghij'.split('')), { recursive: true });
    await start([
      { id: 'A', path: a },
      { id: 'D', path: deep },
      { id: 'N', path: join(root, 'not-there') },
    ]);
    expect(watcher!.mark('D')).toBeNull(); // folders deeper than it watches
    expect(watcher!.mark('N')).toBeNull();
    expect(watcher!.mark('unknown')).toBeNull();
    const marks = [watcher!.mark('A')];
    // A change moves the mark at once (no debounce), whatever the file: a folder renamed moves notes without a `.md` event.
    for (const change of [() => writeFile(join(a, 'x.md'), '1'), () => writeFile(join(a, 'team', 'NOTES.MD'), '1'), () => rename(join(a, 'team'), join(a, 'crew')), () => writeFile(join(a, 'crew', 'NOTES.MD'), '2')]) {
      await change();
      await new Promise((r) => setImmediate(r));
      const m = watcher!.mark('A');
      expect(m === null || !marks.includes(m)).toBe(true);
      await until(() => watcher!.mark('A') !== null);
      marks.push(watcher!.mark('A'));
    }
    // Quiet: the mark stays.
    await new Promise((r) => setTimeout(r, 100));
    const quiet = watcher!.mark('A');
    await new Promise((r) => setTimeout(r, 100));
    expect(watcher!.mark('A')).toBe(quiet);
  });

  it.skipIf(process.platform !== 'linux')('a folder removed and made again at once (often with the same inode) is watched again; a replaced root is, from the next refresh', async () => {
    const a = join(root, 'a');
    await mkdir(join(a, 'team'), { recursive: true });
    await start([{ id: 'A', path: a }]);
    // In one go, so no event is handled in between.
    rmSync(join(a, 'team'), { recursive: true });
    mkdirSync(join(a, 'team'));
    await until(() => watcher!.mark('A') !== null);
    seen = [];
    await writeFile(join(a, 'team', 'new.md'), 'x');
    await until(() => filesOf('A').includes('team/new.md'));
    expect(filesOf('A')).toEqual(['team/new.md']);

    rmSync(a, { recursive: true });
    mkdirSync(a);
    await new Promise((r) => setTimeout(r, 100));
    expect(watcher!.mark('A')).toBeNull(); // its watch is of the folder that went
    await watcher!.refresh();
    expect(watcher!.mark('A')).not.toBeNull();
    seen = [];
    await writeFile(join(a, 'again.md'), 'x');
    await until(() => filesOf('A').includes('again.md'));
    expect(filesOf('A')).toEqual(['again.md']);
  });
});
