import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sha256 } from '../../../electron/core/snapshots/codec.js';
import { ObjectStore } from '../../../electron/core/snapshots/objects.js';
import type { FileEntry } from '../../../electron/core/snapshots/types.js';
import { ObjectCheck } from '../../../electron/core/snapshots/verify.js';
import { damageObject, removeTemp, tempDir } from './helpers.js';

/** A restore's files, each stored in `objects` (real packs in a temp dir). */
async function storeFiles(objects: ObjectStore, texts: Record<string, string>): Promise<FileEntry[]> {
  const files: FileEntry[] = [];
  await objects.cleanTmp(); // makes the store's tmp folder, where packs are written
  for (const [path, text] of Object.entries(texts)) {
    const content = Buffer.from(text);
    const hash = sha256(content);
    await objects.put(hash, content);
    files.push({ type: 'file', path, hash, size: content.length, mode: 0o644, mtimeMs: 0, ino: 1, ctimeMs: 0 });
  }
  await objects.flush(false);
  return files;
}

describe('ObjectCheck (a restore checks every object before the dir changes)', () => {
  let tmp: string;
  let root: string;
  beforeEach(async () => {
    tmp = await tempDir();
    root = join(tmp, 'snapshots');
  });
  afterEach(async () => removeTemp(tmp));

  it('hands out each checked content, and the same for files that share an object', async () => {
    const objects = new ObjectStore(root);
    const files = await storeFiles(objects, { 'a.md': 'alpha\n', 'b.md': 'bravo\n', 'copy.md': 'alpha\n' });
    const check = new ObjectCheck(objects, files);
    const [a, b, copy] = await Promise.all(files.map((f) => check.content(f.hash, f.path)));
    await check.done;
    expect([a!.toString(), b!.toString(), copy!.toString()]).toEqual(['alpha\n', 'bravo\n', 'alpha\n']);
  });

  it('fails the whole check on a damaged object: its content rejects, content checked before it is handed out', async () => {
    const objects = new ObjectStore(root);
    const files = await storeFiles(objects, { 'a.md': 'alpha\n', 'b.md': 'bravo\n', 'c.md': 'charlie\n' });
    const other = (await storeFiles(objects, { 'd.md': 'delta\n' }))[0]!;
    await damageObject(root, files[1]!.hash, 'damaged');
    const reader = new ObjectStore(root);
    await reader.refresh();
    const check = new ObjectCheck(reader, files);
    const [a, b] = await Promise.allSettled(files.slice(0, 2).map((f) => check.content(f.hash, f.path)));
    await expect(check.done).rejects.toMatchObject({ code: 'corrupt' });
    expect(a).toMatchObject({ status: 'fulfilled' });
    expect((a as PromiseFulfilledResult<Buffer>).value.toString()).toBe('alpha\n');
    expect(b).toMatchObject({ status: 'rejected', reason: { code: 'corrupt' } });
    // Once the check failed nothing more is handed out, not even an object that is whole.
    await expect(check.content(other.hash, 'd.md')).rejects.toMatchObject({ code: 'corrupt' });
  });

  it('reads (and checks) an object it was not asked to check, once its own checks are done', async () => {
    const objects = new ObjectStore(root);
    const files = await storeFiles(objects, { 'a.md': 'alpha\n', 'b.md': 'bravo\n' });
    const check = new ObjectCheck(objects, files.slice(0, 1));
    await check.done;
    expect((await check.content(files[1]!.hash, 'b.md')).toString()).toBe('bravo\n');
  });
});
