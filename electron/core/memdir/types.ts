/** The words every module uses for a place where an agent keeps memory. */
export type MemoryDirKind = 'claude-code' | 'openclaw' | 'folder';

export interface MemoryDir {
  /** Stable id: a readable slug plus a hash of the realpath (see state.ts memoryDirId). */
  id: string;
  /** Absolute path of the memory dir. */
  path: string;
  kind: MemoryDirKind;
  /**
   * Where this memory dir's session transcripts live (Claude Code's
   * `<config home>/projects/<slug>`), or null when it has none.
   */
  transcriptDir: string | null;
  /** The project root (canonical git root) it belongs to, when known. */
  projectRoot: string | null;
  /** A short name for people: the project folder name, "openclaw", or the folder name. */
  label: string;
}
