import type { FileProblem } from '../errors.js';
import type { MemoryDir } from '../memdir/types.js';

/** Why a snapshot was taken. */
export type SnapshotReason = 'pre-dream' | 'daily' | 'manual' | 'pre-restore' | 'pre-undo' | 'pre-write' | 'pre-edit';
export const SNAPSHOT_REASONS: readonly SnapshotReason[] = ['pre-dream', 'daily', 'manual', 'pre-restore', 'pre-undo', 'pre-write', 'pre-edit'];

/** What the store needs to know about a memory dir: its stable id and where it is. */
export type SnapshotTarget = Pick<MemoryDir, 'id' | 'path'>;

/** One regular file as it was: its content lives in the object store under `hash`. */
export interface FileEntry {
  type: 'file';
  /** Relative to the memory dir, `/`-separated. */
  path: string;
  /** SHA-256 of the content, hex. */
  hash: string;
  size: number;
  /** Permission bits (mode & 0o7777). */
  mode: number;
  mtimeMs: number;
  /** Stat-cache keys: unchanged size+mtime+ctime+inode means unchanged content. -1 = never trust. */
  ino: number;
  ctimeMs: number;
}

/** A symbolic link, recorded as a link (never followed). */
export interface LinkEntry {
  type: 'symlink';
  path: string;
  target: string;
  mtimeMs: number;
}

/** A folder, so that empty folders, modes and mtimes come back too. */
export interface DirEntry {
  type: 'dir';
  path: string;
  mode: number;
  mtimeMs: number;
}

export type ManifestEntry = FileEntry | LinkEntry | DirEntry;

/** The summary of a snapshot (`snapshots list` JSON). */
export interface SnapshotInfo {
  /** Sortable by time, unique: `20261129T122803Z-1f4a3c`. */
  id: string;
  createdAt: string;
  reason: SnapshotReason;
  /** Absolute path of the memory dir when the snapshot was taken. */
  memoryDir: string;
  memoryDirId: string;
  /** Regular files in the snapshot and their total size. */
  files: number;
  bytes: number;
  /** Files that could not be saved (see `Snapshot.problems`). */
  problems: number;
  /** Free text from the caller, e.g. the dream id of a pre-dream snapshot. */
  note?: string;
  /**
   * Only these paths were saved (the pre-restore snapshot of a single-file restore); `files` and
   * `bytes` count them. A path in the scope without an entry did not exist then: restoring the
   * snapshot removes it. Absent for a snapshot of the whole memory dir.
   */
  scope?: string[];
}

/** A whole snapshot: its summary and every entry. */
export interface Snapshot {
  info: SnapshotInfo;
  entries: ManifestEntry[];
  /** Files that exist but could not be read: NOT in this snapshot. */
  problems: FileProblem[];
  /** Special files (FIFOs, sockets, devices) left out on purpose. */
  skipped: FileProblem[];
}

export interface ChangedFile {
  /** Relative to the memory dir. */
  file: string;
  /** text: a unified diff follows; binary/too-large: no diff; type: file <-> link <-> dir; link: link target changed. */
  kind: 'text' | 'binary' | 'too-large' | 'type' | 'symlink';
  /** Unified diff (snapshot -> now) for text files, else null. */
  patch: string | null;
}

/** What differs between a snapshot and the files now. */
export interface SnapshotDiff {
  snapshotId: string;
  memoryDir: string;
  memoryDirId: string;
  /** In the memory dir now, not in the snapshot. */
  added: string[];
  /** In the snapshot, gone now. */
  removed: string[];
  changed: ChangedFile[];
  /** Files now in the memory dir that could not be read (so could not be compared). */
  problems: FileProblem[];
}

export interface RestoreResult {
  snapshotId: string;
  /** The snapshot of the present taken just before: restoring it undoes this restore. */
  preRestoreSnapshotId: string;
  /** Files and links whose content was written. */
  written: string[];
  /** Files, links and folders removed (they stay in the pre-restore snapshot). */
  removed: string[];
  /** Folders not in the snapshot that were left because they hold things that are not snapshotted. */
  kept: string[];
}

export interface RetentionResult {
  deletedSnapshots: string[];
  deletedObjects: number;
  freedBytes: number;
}

/** Progress of long work; also the hook that kill tests use to stop a process at an exact point. */
export type SnapshotProgress =
  | { phase: 'scan'; files: number }
  | { phase: 'object'; written: number }
  | { phase: 'manifest'; id: string }
  | { phase: 'verify'; verified: number; total: number }
  | { phase: 'restore'; done: number; total: number; path: string };

export type ProgressListener = (p: SnapshotProgress) => void;
