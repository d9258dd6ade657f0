import { AutodreamError } from '../errors.js';
import { MEMORY_TYPES } from '../memdir/types.js';
import type { MemoryDir } from '../memdir/types.js';
import { MAX_MEMORY_FILE_BYTES } from '../memdir/safe-read.js';
import { checkWriteContent, checkWriteTarget } from './checks.js';
import { indexEdits, topicText } from './claude-code.js';
import { readerFor, recordEdits, withWriteLock, type RecordDeps } from './record.js';
import type { FileEdit, WriteRequest } from './types.js';
import { skillTarget, skillText } from './openclaw-skill.js';
import { localDay } from '../clock.js';
import { workspaceText } from './openclaw-workspace.js';

/** memory_write: one memory, in the dir's own format, checked, snapshotted, atomic, recorded. */

export interface WriteResult {
  file: string;
  /** Bytes of the memory file after the write. */
  bytes: number;
  /** Every file written (the memory, its index). */
  written: string[];
  /** The report id: `dreams.undo` with it puts the write back. Null when nothing changed. */
  writeId: string | null;
  /** Where the memory is indexed, in words. */
  index: string;
  summary: string;
}

export interface WriteOptions extends RecordDeps {
  allowTeam: boolean;
  tool?: string;
}

export async function writeMemory(dir: MemoryDir, req: WriteRequest, opts: WriteOptions): Promise<WriteResult> {
  const tool = opts.tool ?? 'memory_write';
  const file = checkWriteTarget(dir, req.file, { allowTeam: opts.allowTeam });
  checkWriteContent(file, req.content);
  if (req.description !== undefined) checkWriteContent(file, req.description);
  if (req.content.trim() === '') throw new AutodreamError('bad-input', `The content for ${file} is empty; nothing was written.`, { file });
  if (dir.kind === 'openclaw-workspace') return writeWorkspaceBullet(dir, { ...req, file }, opts, tool);
  if (dir.kind === 'openclaw') return writeSkillEntry(dir, { ...req, file: skillTarget(file, req.type) }, opts, tool);
  if (!(MEMORY_TYPES as readonly string[]).includes(req.type)) {
    throw new AutodreamError('bad-input', `type must be one of ${MEMORY_TYPES.join(', ')} for Claude Code memory, not "${req.type}". Nothing was written.`, { file });
  }
  const request = { ...req, file };
  return withWriteLock(opts, dir, async () => {
    const read = readerFor(dir);
    const before = await read(file);
    const after = topicText(before, request, new Date(opts.clock()).toISOString());
    const bytes = Buffer.byteLength(after);
    if (bytes > MAX_MEMORY_FILE_BYTES) {
      throw new AutodreamError('refused', `${file} would grow to ${bytes.toLocaleString('en-US')} bytes, over the ${MAX_MEMORY_FILE_BYTES.toLocaleString('en-US')}-byte limit of a memory file; nothing was written.`, { file, hint: 'Replace it with a shorter version, or write a new memory.' });
    }
    const index = await indexEdits(request, after, read);
    const edits: FileEdit[] = [...(after === before ? [] : [{ file, before, after }]), ...index.edits];
    const verb = before === null ? 'created' : req.mode === 'replace' ? 'replaced' : 'appended to';
    const summary = edits.length === 0 ? `${file} already says that; nothing changed` : `An agent ${verb} ${file} (${bytes.toLocaleString('en-US')} bytes) with ${tool}; ${index.note}`;
    const recorded = await recordEdits(dir, edits, { tool, summary, reason: `${tool} (${req.mode}, type ${req.type}): ${summary}` }, opts);
    return { file, bytes, written: recorded.files, writeId: recorded.writeId, index: index.note, summary };
  });
}

/** OpenClaw's memory-system folder: an entry in the category file (the layout has no index to keep). */
async function writeSkillEntry(dir: MemoryDir, req: WriteRequest, opts: WriteOptions, tool: string): Promise<WriteResult> {
  const { file } = req;
  return withWriteLock(opts, dir, async () => {
    const before = await readerFor(dir)(file);
    const after = skillText(before, req, localDay(opts.clock()));
    const bytes = Buffer.byteLength(after);
    if (bytes > MAX_MEMORY_FILE_BYTES) {
      throw new AutodreamError('refused', `${file} would grow to ${bytes.toLocaleString('en-US')} bytes, over the ${MAX_MEMORY_FILE_BYTES.toLocaleString('en-US')}-byte limit of a memory file; nothing was written.`, { file, hint: 'Write to another file of the category.' });
    }
    const edits: FileEdit[] = after === before ? [] : [{ file, before, after }];
    const verb = before === null ? 'created' : 'added an entry to';
    const summary = edits.length === 0 ? `${file} already says that; nothing changed` : `An agent ${verb} ${file} (${bytes.toLocaleString('en-US')} bytes) with ${tool}`;
    const recorded = await recordEdits(dir, edits, { tool, summary, reason: `${tool} (${req.mode}, type ${req.type}): ${summary}` }, opts);
    return { file, bytes, written: recorded.files, writeId: recorded.writeId, index: 'OpenClaw entries need no index line', summary };
  });
}

/** OpenClaw's own layout: bullets appended under the agents' heading of the workspace's MEMORY.md. */
async function writeWorkspaceBullet(dir: MemoryDir, req: WriteRequest, opts: WriteOptions, tool: string): Promise<WriteResult> {
  const { file } = req;
  return withWriteLock(opts, dir, async () => {
    const before = await readerFor(dir)(file);
    const { after, added, heading } = workspaceText(before, req, localDay(opts.clock()));
    const bytes = Buffer.byteLength(after);
    if (bytes > MAX_MEMORY_FILE_BYTES) {
      throw new AutodreamError('refused', `${file} would grow to ${bytes.toLocaleString('en-US')} bytes, over the ${MAX_MEMORY_FILE_BYTES.toLocaleString('en-US')}-byte limit of a memory file; nothing was written.`, { file, hint: 'Let a dream tidy MEMORY.md first, or write a shorter note.' });
    }
    const edits: FileEdit[] = added === 0 ? [] : [{ file, before, after }];
    const summary = added === 0 ? `${file} already says that; nothing changed` : `An agent added ${added === 1 ? 'a bullet' : `${added} bullets`} under "## ${heading}" in ${file} (${bytes.toLocaleString('en-US')} bytes) with ${tool}`;
    const recorded = await recordEdits(dir, edits, { tool, summary, reason: `${tool} (${req.mode}, type ${req.type}): ${summary}` }, opts);
    return { file, bytes, written: recorded.files, writeId: recorded.writeId, index: 'MEMORY.md of a workspace is the memory itself, not an index', summary };
  });
}
