import { createHash } from 'node:crypto';
import { lstat, unlink } from 'node:fs/promises';
import { posix } from 'node:path';
import { localDay, type Clock } from '../clock.js';
import { hashOf, restoreWritten, type AppliedFile } from '../dream/apply.js';
import { isOverflowIndex } from '../dream/overflow.js';
import { DreamReports, makeDreamId } from '../dream/reports.js';
import { checkMemoryText, fileNameFor, indexRetargeted, indexWithEntry, linkNameOf, newMemoryText, renamedFrontmatterName, renameLinks } from '../edit/text.js';
import { AutodreamError } from '../errors.js';
import { writeFileAtomic } from '../fsx/atomic.js';
import { acquireLock, describeLockHolder, rollbackLock, withWriterLock } from '../lock/index.js';
import { isOpenClawDir } from '../memdir/openclaw.js';
import { WORKSPACE_MEMORY_FILE } from '../memdir/openclaw-workspace.js';
import { PERSON_HEADINGS, workspaceText } from '../memwrite/openclaw-workspace.js';
import { classify, readMemoryDir } from '../memdir/inventory.js';
import { indexLimitsFor } from '../memdir/index-file.js';
import { MAX_MEMORY_FILE_BYTES, readMemoryText, resolveInside } from '../memdir/safe-read.js';
import type { MemoryDir } from '../memdir/types.js';
import type { SnapshotStore } from '../snapshots/store.js';
import type { SnapshotInfo } from '../snapshots/types.js';
import type { EventName, EventPayload, MethodInput, MethodOutput } from './contract.js';
import type { MemoryDirRegistry } from './registry.js';

/**
 * A person's edits to memory, for every door (window, daemon, `autodream edit`): read with a
 * hash, then save, create, rename or delete. Each one takes the dream lock (refused while a
 * dream holds it, saying who), checks that nothing changed since it was read (else hands back
 * both versions), snapshots the dir, writes atomically, and is recorded in history as a report
 * with one change `by: person`, so undo puts it back like a dream.
 */

export interface EditServiceDeps {
  stateDir: string;
  clock: Clock;
  snapshots: SnapshotStore;
  registry: MemoryDirRegistry;
  /** Run while nothing else of ours writes to the dir (the dream service's exclusive). */
  exclusive<T>(memoryDirId: string, fn: () => Promise<T>): Promise<T>;
  emit<E extends EventName>(event: E, payload: EventPayload<E>): void;
  /** Announce a pre-edit snapshot (the facade sends `snapshot.created`). */
  onSnapshot(info: SnapshotInfo): void | Promise<void>;
  /** For the in-app lock's folder ($AUTODREAM_LOCK_DIR). */
  env: NodeJS.ProcessEnv;
}

type EditResult = MethodOutput<'memory.save'>;
type Write = { file: string; after: string | null };
type Op = { kind: string; summary: string; reason: string; writes: Write[]; before: Map<string, string | null>; trigger: 'manual' | 'cli' | undefined };

/** Where the person made the edit, in the change's reason. */
const DOOR = { manual: 'in the window', cli: 'with `autodream edit`' } as const;

export function sha256(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

export class EditService {
  private readonly reports: DreamReports;

  constructor(private readonly deps: EditServiceDeps) {
    this.reports = new DreamReports(deps.stateDir);
  }

  async read({ memoryDirId, file }: MethodInput<'memory.read'>): Promise<MethodOutput<'memory.read'>> {
    const dir = await this.deps.registry.get(memoryDirId);
    const text = await this.textOf(dir, file);
    if (text === null) throw new AutodreamError('not-found', `${file} does not exist in this memory dir.`, { file });
    const st = await lstat(resolveInside(dir.path, file));
    const refusal = refusalFor(dir, file);
    return { memoryDirId, file, text, hash: sha256(text), mtime: st.mtime.toISOString(), kind: kindOf(dir, file), editable: refusal === null, ...(refusal !== null && { readOnlyReason: refusal }) };
  }

  async save({ memoryDirId, file, content, baseHash, trigger }: MethodInput<'memory.save'>): Promise<EditResult> {
    const dir = await this.deps.registry.get(memoryDirId);
    refuseIfReadOnly(dir, file);
    checkSize(file, content);
    if (kindOf(dir, file) === 'memory') checkMemoryText(file, content);
    return this.locked(dir, async () => {
      const theirs = await this.textOf(dir, file);
      if (theirs === null ? baseHash !== null : sha256(theirs) !== baseHash) return conflict(file, content, theirs);
      if (theirs === content) return { status: 'unchanged', file, hash: baseHash, editId: null, snapshotId: null, touched: [] };
      return this.commit(dir, file, {
        kind: theirs === null ? 'memory-created' : 'memory-edited',
        summary: `${theirs === null ? 'Created' : 'Edited'} ${file} by hand`,
        reason: `${file} ${theirs === null ? 'written' : 'edited'} by a person`,
        writes: [{ file, after: content }],
        before: new Map([[file, theirs]]),
        trigger,
      });
    });
  }

  async create(input: MethodInput<'memory.create'>): Promise<EditResult> {
    const dir = await this.deps.registry.get(input.memoryDirId);
    const title = input.title.trim();
    if (!title) throw new AutodreamError('bad-input', 'A new memory needs a title.');
    if (dir.kind === 'openclaw-workspace') return this.createInWorkspace(dir, title, input);
    const file = input.file ?? fileNameFor(input.type, title);
    if (!file.toLowerCase().endsWith('.md')) throw new AutodreamError('bad-input', `${file}: a memory file name ends in .md.`, { file });
    refuseIfReadOnly(dir, file);
    if (kindOf(dir, file) !== 'memory') throw new AutodreamError('bad-input', `${file} is an index file, not a memory.`, { file });
    const description = (input.description ?? '').trim();
    const content = newMemoryText({ name: title, description, type: input.type, body: input.body ?? '' });
    checkMemoryText(file, content);
    return this.locked(dir, async () => {
      if ((await this.textOf(dir, file)) !== null) {
        throw new AutodreamError('conflict', `${file} already exists.`, { file, hint: 'Choose another title or file name, or open the existing memory.' });
      }
      const indexFile = file.startsWith('team/') ? 'team/MEMORY.md' : 'MEMORY.md';
      const indexText = await this.textOf(dir, indexFile);
      const writes: Write[] = [{ file, after: content }];
      const before = new Map<string, string | null>([[file, null]]);
      let note = '';
      if (indexText !== null || dir.kind === 'claude-code') {
        const next = indexWithEntry(indexText ?? '', indexFile, { title, file, hook: description }, indexLimitsFor(dir.kind));
        if (next === null) note = `; ${indexFile} is full (Claude Code would cut it), so no index line was added`;
        else {
          writes.push({ file: indexFile, after: next });
          before.set(indexFile, indexText);
        }
      }
      return this.commit(dir, file, { kind: 'memory-created', summary: `Created ${file} by hand${note}`, reason: `New ${input.type} memory "${title}" written by a person${note}`, writes, before, trigger: input.trigger });
    });
  }

  /**
   * OpenClaw's own layout has no topic files: a new memory is a bullet in the workspace's
   * MEMORY.md under a heading of its own, written by the same code as an agent's memory_write.
   */
  private async createInWorkspace(dir: MemoryDir, title: string, input: MethodInput<'memory.create'>): Promise<EditResult> {
    const file = WORKSPACE_MEMORY_FILE;
    if (input.file !== undefined && input.file !== file) {
      throw new AutodreamError('bad-input', `${input.file}: an OpenClaw workspace keeps its memories as bullets in ${file}; OpenClaw never loads other memory files, so none is created.`, { file: input.file, hint: `Leave the file name out: the memory is added to ${file}. Nothing was written.` });
    }
    const description = (input.description ?? '').trim();
    const content = [description ? `${title}: ${description}` : title, (input.body ?? '').trim()].filter((s) => s !== '').join('\n');
    return this.locked(dir, async () => {
      const before = await this.textOf(dir, file);
      const { after, added, heading } = workspaceText(before, { file, content, type: input.type, mode: 'append' }, localDay(this.deps.clock()), PERSON_HEADINGS);
      if (added === 0) throw new AutodreamError('conflict', `${file} already says "${title}"; nothing was written.`, { file, hint: 'Open MEMORY.md and edit that memory instead.' });
      checkSize(file, after);
      return this.commit(dir, file, { kind: 'memory-created', summary: `Added a memory to ${file} by hand`, reason: `New ${input.type} memory "${title}" written by a person as a bullet under "## ${heading}" in ${file}`, writes: [{ file, after }], before: new Map([[file, before]]), trigger: input.trigger });
    });
  }

  async rename({ memoryDirId, file, to, baseHash, trigger }: MethodInput<'memory.rename'>): Promise<EditResult> {
    const dir = await this.deps.registry.get(memoryDirId);
    refuseIfReadOnly(dir, file);
    refuseIfReadOnly(dir, to);
    if (kindOf(dir, file) !== 'memory' || kindOf(dir, to) !== 'memory') throw new AutodreamError('bad-input', 'Only memory files are renamed here; MEMORY.md and overflow indexes keep their names.', { file });
    if (!to.toLowerCase().endsWith('.md')) throw new AutodreamError('bad-input', `${to}: a memory file name ends in .md.`, { file: to });
    if (to === file) throw new AutodreamError('bad-input', `${file} already has that name.`, { file });
    return this.locked(dir, async () => {
      const text = await this.textOf(dir, file);
      if (text === null) throw new AutodreamError('not-found', `${file} does not exist in this memory dir.`, { file });
      if (baseHash !== undefined && sha256(text) !== baseHash) return conflict(file, null, text);
      if ((await this.textOf(dir, to)) !== null) throw new AutodreamError('conflict', `${to} already exists.`, { file: to, hint: 'Choose another name.' });
      const oldStem = stemOf(file);
      const newStem = stemOf(to);
      const oldName = linkNameOf(file, text);
      const renamedText = (oldStem !== newStem && renamedFrontmatterName(text, oldStem, newStem)) || text;
      const newName = linkNameOf(to, renamedText);
      const writes: Write[] = [{ file: to, after: renamedText }, { file, after: null }];
      const before = new Map<string, string | null>([[to, null], [file, text]]);
      const pairs = new Map([[oldStem, newStem], [oldName, newName]].filter(([a, b]) => a !== b) as Array<[string, string]>);
      const links = await this.followers(dir, file, (t) => {
        let out = t;
        for (const [a, b] of pairs) out = renameLinks(out, a, b) ?? out;
        return out === t ? null : out;
      });
      const index = await this.indexesFollowing(dir, file, to);
      for (const [f, { text: was, after }] of [...links, ...index]) {
        writes.push({ file: f, after });
        before.set(f, was);
      }
      const followed = [...index.keys(), ...links.keys()];
      return this.commit(dir, to, {
        kind: 'memory-renamed',
        summary: `Renamed ${file} to ${to} by hand${followed.length ? ` (${followed.join(', ')} follow)` : ''}`,
        reason: `${file} renamed to ${to} by a person; index lines and [[links]] follow`,
        writes,
        before,
        trigger,
      });
    });
  }

  async remove({ memoryDirId, file, baseHash, trigger }: MethodInput<'memory.delete'>): Promise<EditResult> {
    const dir = await this.deps.registry.get(memoryDirId);
    refuseIfReadOnly(dir, file);
    if (kindOf(dir, file) !== 'memory') throw new AutodreamError('bad-input', `${file} is an index file; edit it instead of deleting it.`, { file });
    return this.locked(dir, async () => {
      const text = await this.textOf(dir, file);
      if (text === null) throw new AutodreamError('not-found', `${file} does not exist in this memory dir.`, { file });
      if (baseHash !== undefined && sha256(text) !== baseHash) return conflict(file, null, text);
      const writes: Write[] = [{ file, after: null }];
      const before = new Map<string, string | null>([[file, text]]);
      const index = await this.indexesFollowing(dir, file, null);
      for (const [f, { text: was, after }] of index) {
        writes.push({ file: f, after });
        before.set(f, was);
      }
      return this.commit(dir, file, {
        kind: 'memory-deleted',
        summary: `Deleted ${file} by hand (kept in the snapshot)`,
        reason: `${file} deleted by a person${index.size ? `; its line removed from ${[...index.keys()].join(', ')}` : ''}`,
        writes,
        before,
        trigger,
      });
    });
  }

  /** The dream lock (Claude Code's protocol) plus our own exclusive: an edit never runs beside a dream. */
  private async locked<T>(dir: MemoryDir, fn: () => Promise<T>): Promise<T> {
    return this.deps.exclusive(dir.id, async () => {
      // OpenClaw dirs: the in-app lock only, no `.consolidate-lock` there (docs/openclaw.md).
      if (isOpenClawDir(dir)) return withWriterLock(dir.path, 'the save', { env: this.deps.env, clock: this.deps.clock, inAppOnly: true }, fn);
      const lockOpts = { env: this.deps.env };
      const acquired = await acquireLock(dir.path, { ...lockOpts, clock: this.deps.clock });
      if (!acquired.acquired) {
        const who = acquired.holderPid !== null ? await describeLockHolder(acquired.holderPid) : null;
        const holder = acquired.holderPid !== null ? `${who ?? 'another process'} (PID ${acquired.holderPid})` : 'another autodream';
        throw new AutodreamError('locked', `A dream holds the lock of this memory dir: ${holder}. Nothing was saved.`, { file: dir.path, hint: 'Wait for the dream to finish, then save again; your text is still in the editor.' });
      }
      try {
        return await fn();
      } finally {
        await rollbackLock(dir.path, acquired.priorMtimeMs, lockOpts);
      }
    });
  }

  /** Snapshot, write (new and changed files, then indexes, deletions last), record, announce. */
  private async commit(dir: MemoryDir, file: string, op: Op): Promise<EditResult> {
    const { deps } = this;
    const startedAt = new Date(deps.clock()).toISOString();
    const snapshot = await deps.snapshots.create(dir, 'pre-edit', { note: op.summary });
    await deps.onSnapshot(snapshot);
    const rank = (w: Write) => (w.after === null ? 2 : classify(w.file, dir.kind).kind === 'index' || isOverflowIndex(w.file) ? 1 : 0);
    const ordered = [...op.writes].sort((a, b) => rank(a) - rank(b));
    const written: AppliedFile[] = [];
    try {
      for (const w of ordered) {
        const abs = resolveInside(dir.path, w.file);
        const was = op.before.get(w.file) ?? null;
        // Checked again right before each write: a change made since the edit read it is never overwritten.
        if ((await hashOf(abs)) !== (was === null ? null : sha256(was))) {
          throw new AutodreamError('conflict', `${w.file} changed on disk while saving; nothing was saved.`, { file: w.file, hint: 'Reload it and save again.' });
        }
        if (w.after === null) await unlink(abs);
        else await writeFileAtomic(abs, w.after);
        written.push({ file: w.file, basis: was === null ? null : sha256(was), deleted: w.after === null });
      }
    } catch (e) {
      await restoreWritten(deps.snapshots, snapshot.id, dir, written);
      deps.emit('memoryDir.changed', { memoryDirId: dir.id });
      throw e;
    }
    const editId = makeDreamId(deps.clock());
    await this.reports.save({
      dreamId: editId,
      memoryDir: dir.path,
      memoryDirId: dir.id,
      startedAt,
      finishedAt: new Date(deps.clock()).toISOString(),
      outcome: 'applied',
      summary: op.summary,
      snapshotId: snapshot.id,
      trigger: op.trigger ?? 'manual',
      undoneBy: null,
      changes: [{ kind: op.kind, files: op.writes.map((w) => w.file), reason: `${op.reason}, ${DOOR[op.trigger ?? 'manual']}`, by: 'person', confidence: 'high', diffs: op.writes.map((w) => ({ file: w.file, before: op.before.get(w.file) ?? null, after: w.after })) }],
      findings: [],
      skipped: [],
    });
    deps.emit('memoryDir.changed', { memoryDirId: dir.id });
    const main = op.writes.find((w) => w.file === file);
    return { status: 'saved', file, hash: main?.after != null ? sha256(main.after) : null, editId, snapshotId: snapshot.id, touched: op.writes.map((w) => w.file) };
  }

  /** The text of a file in the dir, or null when it does not exist; an unreadable file is an error. */
  private async textOf(dir: MemoryDir, file: string): Promise<string | null> {
    const abs = resolveInside(dir.path, file);
    if ((await lstat(abs).catch(() => null)) === null) return null;
    const read = await readMemoryText(dir.path, file);
    if (!read.ok) throw new AutodreamError('unreadable', read.problem.reason, { file });
    return read.text;
  }

  /** Index files whose entries for `file` change (removed when `to` is null). */
  private async indexesFollowing(dir: MemoryDir, file: string, to: string | null): Promise<Map<string, { text: string; after: string }>> {
    const inv = await readMemoryDir(dir);
    const candidates = ['MEMORY.md', 'team/MEMORY.md', ...inv.files.filter((f) => isOverflowIndex(f.relPath, f.text)).map((f) => f.relPath)];
    const out = new Map<string, { text: string; after: string }>();
    for (const indexFile of candidates) {
      const text = await this.textOf(dir, indexFile);
      const after = text === null ? null : indexRetargeted(text, indexFile, file, to);
      if (text !== null && after !== null) out.set(indexFile, { text, after });
    }
    return out;
  }

  /** Other memory files whose text `edit` changes (e.g. their `[[links]]`). */
  private async followers(dir: MemoryDir, file: string, edit: (text: string) => string | null): Promise<Map<string, { text: string; after: string }>> {
    const inv = await readMemoryDir(dir);
    const out = new Map<string, { text: string; after: string }>();
    for (const f of inv.files) {
      if (f.relPath === file || isOverflowIndex(f.relPath)) continue;
      const after = edit(f.text);
      if (after !== null) out.set(f.relPath, { text: f.text, after });
    }
    return out;
  }
}

function conflict(file: string, yours: string | null, theirs: string | null): EditResult {
  return { status: 'conflict', file, yours, theirs, theirsHash: theirs === null ? null : sha256(theirs) };
}

function stemOf(file: string): string {
  return posix.basename(file).replace(/\.md$/i, '');
}

function kindOf(dir: MemoryDir, file: string): 'memory' | 'index' | 'log' {
  if (isOverflowIndex(file)) return 'index';
  const place = classify(file, dir.kind);
  return place.kind;
}

/** Why a file may not be edited here, or null. */
function refusalFor(dir: MemoryDir, file: string): string | null {
  if (!file.toLowerCase().endsWith('.md')) return `${file} is not a Markdown memory file`;
  if (kindOf(dir, file) === 'log') return `${file} is a raw daily log: it is kept exactly as it was written, by agents and by autodream`;
  return null;
}

function refuseIfReadOnly(dir: MemoryDir, file: string): void {
  const why = refusalFor(dir, file);
  if (why !== null) throw new AutodreamError('bad-input', `${why}; nothing was saved.`, { file });
}

function checkSize(file: string, content: string): void {
  if (Buffer.byteLength(content, 'utf8') > MAX_MEMORY_FILE_BYTES) {
    throw new AutodreamError('bad-input', `${file} would be larger than ${MAX_MEMORY_FILE_BYTES / 1024 / 1024} MiB; memory files are short notes.`, { file });
  }
}
