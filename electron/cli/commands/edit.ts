import { spawn } from 'node:child_process';
import { mkdtemp, readFile, realpath, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { AutodreamError, isAutodreamError } from '../../core/errors.js';
import type { MemoryDir } from '../../core/memdir/types.js';
import { TARGET_OPTIONS } from '../args.js';
import type { CliContext, MemoryDirTarget } from '../context.js';
import { EXIT } from '../exit-codes.js';
import type { Command } from './types.js';

const USAGE = `usage: autodream edit FILE [--memory-dir DIR | --project PATH]
  Opens $VISUAL or $EDITOR on a copy of FILE, then saves it the way the window does: refused
  while a dream holds the lock, never over a change made meanwhile, snapshotted first, undoable
  with \`autodream undo ID\`. FILE is a path, or a path inside the TARGET's memory dir.`;

export const edit: Command = {
  usage: USAGE,
  options: { 'memory-dir': TARGET_OPTIONS['memory-dir'], project: TARGET_OPTIONS.project },
  async run(ctx, { values, positionals }) {
    const [given, ...extra] = positionals;
    if (!given || extra.length) throw new AutodreamError('usage', 'Expected one FILE.');
    const { dir, file } = await locate(ctx, given, values);
    const opened = await ctx.app.call('memory.read', { memoryDirId: dir.id, file });
    if (!opened.editable) throw new AutodreamError('bad-input', `${opened.readOnlyReason ?? `${file} cannot be edited`}.`, { file });
    // The copy keeps the file's name so the editor knows it is Markdown.
    const folder = await mkdtemp(join(tmpdir(), 'autodream-edit-'));
    const copy = join(folder, basename(file));
    await writeFile(copy, opened.text, { mode: 0o600 });
    let keepCopy = true;
    try {
      await runEditor(ctx, copy);
      const text = await readFile(copy, 'utf8');
      if (text === opened.text) {
        keepCopy = false;
        ctx.print({ status: 'unchanged', file }, () => `No changes to ${file}; nothing saved.`);
        return EXIT.ok;
      }
      const r = await ctx.app.call('memory.save', { memoryDirId: dir.id, file, content: text, baseHash: opened.hash, trigger: 'cli' });
      if (r.status === 'conflict') {
        ctx.print(r, () => '');
        ctx.stderr.write(`autodream edit: ${file} changed on disk while you were editing; nothing was saved.\nYour version is kept in ${copy}. Compare it with the file, then run \`autodream edit ${given}\` again.\n`);
        return EXIT.error;
      }
      keepCopy = false;
      ctx.print(r, () => (r.status === 'saved' ? `Saved ${file} (snapshot ${r.snapshotId} taken first). Undo with: autodream undo ${r.editId}` : `No changes to ${file}; nothing saved.`));
      return EXIT.ok;
    } catch (e) {
      if (keepCopy && isAutodreamError(e)) {
        throw new AutodreamError(e.code, e.message, { ...(e.file !== undefined && { file: e.file }), ...(e.line !== undefined && { line: e.line }), hint: `${e.hint ? `${e.hint} ` : ''}Your text is kept in ${copy}.` });
      }
      throw e;
    } finally {
      if (!keepCopy) await rm(folder, { recursive: true, force: true });
    }
  },
};

/** FILE as a path on disk (inside a known memory dir, or its own folder), else as a path inside the TARGET. */
async function locate(ctx: CliContext, given: string, values: Record<string, unknown>): Promise<{ dir: MemoryDirTarget; file: string }> {
  const targeted = values['memory-dir'] !== undefined || values.project !== undefined;
  const abs = resolve(ctx.cwd, given);
  const onDisk = !targeted && (await stat(abs).then((s) => s.isFile(), () => false));
  if (!onDisk) {
    const [dir] = await ctx.targets(values);
    if (!dir) throw new AutodreamError('not-found', 'No memory dir for this project.');
    return { dir, file: given.split(sep).join('/') };
  }
  const real = await realpath(abs);
  // Which dir holds the file, from the paths alone (no status of every dir).
  const holder = await firstHolding((await ctx.app.registry.list()).dirs, real);
  const [dir] = await ctx.targets({ 'memory-dir': holder?.path ?? dirname(real) });
  if (!dir) throw new AutodreamError('not-found', `No memory dir holds ${real}.`);
  return { dir, file: relative(await realpath(dir.memoryDir), real).split(sep).join('/') };
}

async function firstHolding(dirs: MemoryDir[], real: string): Promise<MemoryDir | null> {
  let best: { dir: MemoryDir; len: number } | null = null;
  for (const d of dirs) {
    const root = await realpath(d.path).catch(() => null);
    if (root && real.startsWith(root + sep) && (!best || root.length > best.len)) best = { dir: d, len: root.length };
  }
  return best?.dir ?? null;
}

/** $VISUAL or $EDITOR (a command line, e.g. `code --wait`), with the terminal; fails on a non-zero exit. */
function runEditor(ctx: CliContext, path: string): Promise<void> {
  const editor = ctx.env.VISUAL || ctx.env.EDITOR || 'vi';
  return new Promise((done, fail) => {
    const child = process.platform === 'win32'
      ? spawn(`${editor} "${path}"`, { shell: true, stdio: 'inherit', env: ctx.env })
      : spawn('/bin/sh', ['-c', `${editor} "$1"`, 'sh', path], { stdio: 'inherit', env: ctx.env });
    child.on('error', (e) => fail(new AutodreamError('usage', `Cannot start the editor "${editor}": ${e.message}`, { hint: 'Set $EDITOR to your editor.' })));
    child.on('exit', (code, signal) => {
      if (code === 0) done();
      else fail(new AutodreamError('cancelled', `The editor "${editor}" exited with ${signal ?? `code ${code}`}; nothing was saved.`));
    });
  });
}
