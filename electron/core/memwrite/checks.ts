import { isOpenClawDir } from '../memdir/openclaw.js';
import { AutodreamError } from '../errors.js';
import { classify } from '../memdir/inventory.js';
import { relPathProblem, resolveInside } from '../memdir/safe-read.js';
import type { MemoryDir } from '../memdir/types.js';
import { isOverflowIndex } from '../dream/overflow.js';
import { findSecret } from './secrets.js';

/**
 * What an agent may write, checked before anything is read or written: a `.md` name that is
 * safe on every OS, inside the memory dir (no `..`, not absolute, no symlink out), not an index,
 * not a raw log, not team memory unless allowed, not too big, and nothing that looks like a secret.
 */

/** Content of one write: memories are short notes, a bigger write is almost surely a mistake. */
export const MAX_WRITE_BYTES = 64 * 1024;

const RESERVED = /^(?:con|prn|aux|nul|com[0-9]|lpt[0-9])(?:\..*)?$/i;
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARS = /[<>:"|?*\u0000-\u001f\\]/;

function refuse(file: string, message: string, hint: string): AutodreamError {
  return new AutodreamError('refused', message, { file, hint: `${hint} Nothing was written.` });
}

/** Why a name is not safe on every OS, or null. */
function nameProblem(file: string): string | null {
  for (const part of file.split('/')) {
    if (part === '' || part === '.') return 'has an empty or "." path part';
    if (UNSAFE_CHARS.test(part)) return `has a character that is not allowed in file names on every OS (${JSON.stringify(part)})`;
    if (part.startsWith('.')) return 'names a hidden file or folder';
    if (/[. ]$/.test(part)) return 'has a part ending in "." or a space (not allowed on Windows)';
    if (RESERVED.test(part)) return `uses "${part}", a reserved device name on Windows`;
    if (Buffer.byteLength(part) > 200) return 'has a part longer than 200 bytes';
  }
  return null;
}

export interface TargetOptions {
  /** Team memory (`team/`) is shared with other people: writable only when a setting allows it. */
  allowTeam: boolean;
}

/**
 * Check the target of memory_write; returns the normalised relative path (with `/`).
 * Throws AutodreamError ('outside-memory-dir' or 'refused') naming the file and the reason.
 */
export function checkWriteTarget(dir: MemoryDir, file: string, opts: TargetOptions): string {
  const rel = file.trim().replace(/^\.\//, '');
  const pathWhy = relPathProblem(rel);
  if (pathWhy) throw new AutodreamError('outside-memory-dir', `${file} ${pathWhy}.`, { file, hint: 'Give a path relative to the memory dir, like feedback_testing.md. Nothing was written.' });
  if (rel.includes('\\')) throw refuse(file, `${file} uses "\\"; use "/" between folders.`, 'Give a path like team/notes.md.');
  const why = nameProblem(rel);
  if (why) throw refuse(file, `${file} ${why}.`, 'Use letters, digits, "-" and "_", ending in .md.');
  if (!/\.md$/.test(rel)) throw refuse(file, `${file} is not a .md file; memory files are Markdown.`, 'Name it like feedback_testing.md.');
  const lower = rel.toLowerCase();
  // An OpenClaw workspace's MEMORY.md is its memory (content, not an index): the one file written there.
  if (dir.kind === 'openclaw-workspace') return workspaceTarget(dir, file, rel);
  if (lower === 'memory.md' || lower.endsWith('/memory.md')) {
    throw refuse(file, `${file} is the memory index, which autodream keeps: write the memory to its own file and the index line is added for you.`, 'Give a topic file name like project_deploy.md.');
  }
  if (isOverflowIndex(rel)) throw refuse(file, `${file} is an overflow index that autodream keeps, not a memory.`, 'Give a topic file name of your own.');
  const place = classify(rel, dir.kind);
  if (place.kind === 'log' || (!isOpenClawDir(dir) && lower.startsWith('logs/'))) {
    throw refuse(file, `${file} is a raw daily log; logs are only appended to, with memory_flush.`, 'Use memory_flush to note something for today.');
  }
  if (place.kind === 'memory' && place.team && !opts.allowTeam) {
    throw refuse(file, `${file} is team memory, shared with other people; agents may not write it unless the setting agentWritesTeamMemory is on.`, 'Write a personal memory instead, or ask the person to turn the setting on.');
  }
  return insideOnly(dir, file, rel);
}

/** Symlinks: the file or a parent folder that resolves outside the dir. */
function insideOnly(dir: MemoryDir, file: string, rel: string): string {
  try {
    resolveInside(dir.path, rel);
  } catch (e) {
    if (e instanceof AutodreamError) throw new AutodreamError(e.code, `${e.message}.`, { file, hint: 'Only files inside the memory dir may be written. Nothing was written.' });
    throw e;
  }
  return rel;
}

/**
 * In an OpenClaw workspace memories are bullets of `MEMORY.md` (daily logs are appended with
 * memory_flush; the agent's other files are not memory): MEMORY.md is the only target.
 */
function workspaceTarget(dir: MemoryDir, file: string, rel: string): string {
  if (classify(rel, dir.kind).kind === 'log') {
    throw refuse(file, `${file} is a raw daily log; logs are only appended to, with memory_flush.`, 'Use memory_flush to note something for today.');
  }
  if (rel !== 'MEMORY.md') {
    throw refuse(file, `${dir.label} is an OpenClaw workspace: its memories are bullets in MEMORY.md, not files of their own (${file}).`, 'Write with file "MEMORY.md"; the memory is added as a bullet under its own heading.');
  }
  return insideOnly(dir, file, rel);
}

/** Check what an agent wants to store: size, then anything that looks like a secret. */
export function checkWriteContent(file: string, content: string): void {
  const bytes = Buffer.byteLength(content);
  if (bytes > MAX_WRITE_BYTES) {
    throw refuse(file, `The content for ${file} is ${bytes.toLocaleString('en-US')} bytes, over the ${MAX_WRITE_BYTES.toLocaleString('en-US')}-byte cap for one memory.`, 'Keep one memory to a short note; split it or link to the source.');
  }
  const secret = findSecret(content);
  if (secret) {
    throw refuse(file, `The content for ${file} looks like it holds ${secret.what} (line ${secret.line}); memory is loaded into every session, so secrets never go there.`, 'Remove the secret (say where it is kept instead) and write again.');
  }
}
