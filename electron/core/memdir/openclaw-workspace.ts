/**
 * OpenClaw's own memory layout inside an agent workspace: `MEMORY.md` (curated long-term
 * memory: content, not an index) next to `memory/YYYY-MM-DD.md` daily logs (append-only, raw;
 * also `YYYY-MM-DD-<slug>.md`, in subfolders of `memory/` too). Nothing else in the workspace
 * (AGENTS.md, SOUL.md, the agent's own files) is memory autodream may touch.
 */

/** The workspace's long-term memory file. */
export const WORKSPACE_MEMORY_FILE = 'MEMORY.md';

/** A daily log anywhere under `memory/`, the way OpenClaw's memory-core recognises one. */
const DAILY_RE = /^memory\/(?:[^/]+\/)*(\d{4}-\d{2}-\d{2})(?:-[^/]+)?\.md$/;

/** OpenClaw's own dreaming reports and machine state: never memory, never touched. */
const OPENCLAW_OWNED = ['memory/dreaming', 'memory/.dreams'];

/** The date of a daily log path, or null. */
export function workspaceDailyDate(relPath: string): string | null {
  return DAILY_RE.exec(relPath)?.[1] ?? null;
}

/**
 * Which part of a workspace is memory. `skillRel` is the memory-system skill's folder when it
 * lies inside this workspace (usually `memory`): its files belong to the skill's own card, so
 * here only the daily logs at its top level count.
 */
export interface WorkspaceScope {
  /** Whether to look inside a folder (relative, `/`-separated, '' = the workspace). */
  enters(relDir: string): boolean;
  /** Whether a `*.md` file (relative path) is part of the workspace's memory. */
  accepts(relFile: string): boolean;
}

export function workspaceScope(skillRel: string | null): WorkspaceScope {
  const owned = (rel: string) => OPENCLAW_OWNED.some((o) => rel === o || rel.startsWith(`${o}/`));
  const inSkill = (rel: string) => skillRel !== null && (skillRel === '' || rel === skillRel || rel.startsWith(`${skillRel}/`));
  return {
    enters(relDir) {
      if (relDir === '' || relDir === 'memory') return true;
      if (!relDir.startsWith('memory/') || owned(relDir)) return false;
      return !inSkill(relDir);
    },
    accepts(relFile) {
      if (relFile === WORKSPACE_MEMORY_FILE) return true;
      if (!relFile.startsWith('memory/') || owned(relFile)) return false;
      if (workspaceDailyDate(relFile)) return !inSkill(relFile.slice(0, relFile.lastIndexOf('/'))) || relFile.split('/').length === 2;
      return !inSkill(relFile.slice(0, relFile.lastIndexOf('/')));
    },
  };
}

/** Lines as `wc -l` counts them: newline characters. */
export function wcLines(text: string): number {
  let n = 0;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) n++;
  return n;
}
