/** The words of agent memory writes (memory_write, memory_flush). */

export type WriteMode = 'append' | 'replace';

export interface WriteRequest {
  /** Relative to the memory dir, `/` between folders, checked by checks.ts. */
  file: string;
  content: string;
  /** Claude Code's user | feedback | project | reference; OpenClaw's categories too. */
  type: string;
  mode: WriteMode;
  description?: string | undefined;
}

/** One file a write changes: its text before (null = absent) and after. */
export interface FileEdit {
  file: string;
  before: string | null;
  after: string;
}

/** Reads a file of the memory dir as text, null when absent. */
export type ReadText = (rel: string) => Promise<string | null>;
