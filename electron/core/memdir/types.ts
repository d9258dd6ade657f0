/**
 * The words every module uses for a place where an agent keeps memory. `openclaw` is the
 * memory-system skill's folder (index + category folders); `openclaw-workspace` is OpenClaw's
 * own layout: an agent workspace's `MEMORY.md` and its `memory/` daily logs.
 */
export type MemoryDirKind = 'claude-code' | 'openclaw' | 'openclaw-workspace' | 'folder';

/** What OpenClaw says about one of its memory dirs (see openclaw-config.ts, docs/openclaw.md). */
export interface OpenClawDirInfo {
  /** The agent whose workspace this is (or whose workspace holds the skill's folder). */
  agentId: string;
  /** The agent's workspace (absolute). */
  workspace: string;
  /** `<OpenClaw state dir>/agents/<id>/sessions`: the agent's session store. */
  sessionsDir: string;
  /** The memory-system skill's folder serving this agent, when there is one (absolute). */
  skillDir: string | null;
  /** The skill's `autoDream` settings (its defaults when not configured). */
  autoDream: { enabled: boolean; minHours: number; minSessions: number };
}

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
  /** OpenClaw dirs only. */
  openclaw?: OpenClawDirInfo;
}

/** Claude Code's four memory types (frontmatter `type`, or `metadata.type` in the newer generation). */
export type MemoryType = 'user' | 'feedback' | 'project' | 'reference';

export const MEMORY_TYPES: readonly MemoryType[] = ['user', 'feedback', 'project', 'reference'];

/** Which frontmatter shape a file uses: none, older (`type`), newer (`metadata: {type}`, `modified`). */
export type FrontmatterGeneration = 'none' | 'older' | 'newer';

/** A memory file's frontmatter and body as read (see frontmatter.ts). */
export interface MemoryFile {
  hasFrontmatter: boolean;
  generation: FrontmatterGeneration;
  name?: string;
  description?: string;
  type?: MemoryType;
  /** The type value as written, when it is not one of the four known types. */
  unknownType?: string;
  pinned: boolean;
  /** Newer generation: ISO timestamp, kept as written. */
  modified?: string;
  /** A `date` key, kept as written (never turned into a Date). */
  date?: string;
  /** Everything after the closing `---` line (the whole text after a BOM when there is no frontmatter). */
  body: string;
  /** Offset of the body in the text (UTF-16 units). */
  bodyOffset: number;
  /** Names linked from the body as `[[name]]`, in order, without duplicates. */
  links: string[];
}

/** How the inventory sorts a memory file, from its place in the dir. */
export type MemoryFileCategory =
  | 'topic' // Claude Code: a top-level *.md
  | 'team' // Claude Code: under team/
  | 'nested' // any other *.md in a subfolder
  | 'user' // OpenClaw folders
  | 'feedback-positive'
  | 'feedback-negative'
  | 'project'
  | 'reference'
  | 'session';

/** One memory file found by the inventory. */
export interface MemoryFileInfo {
  /** Path relative to the memory dir, always with `/`. */
  relPath: string;
  category: MemoryFileCategory;
  team: boolean;
  sha256: string;
  size: number;
  mtimeMs: number;
  mode: number;
  text: string;
  frontmatter: MemoryFile;
}

/** A raw daily log: read first by a dream, never rewritten. */
export interface LogFile {
  relPath: string;
  /** Local date YYYY-MM-DD taken from the path. */
  date: string;
  /** `day`: logs/YYYY/MM/YYYY-MM-DD.md (or OpenClaw's YYYY-MM-DD.md); `entry`: logs/YYYY/MM/DD/*.md. */
  form: 'day' | 'entry';
  sha256: string;
  size: number;
  mtimeMs: number;
  text: string;
}
