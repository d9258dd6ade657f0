/**
 * The OpenClaw memory-system skill's layout and entry format. Root default
 * `~/.openclaw/workspace/memory`; entries are `### Title` blocks with bold field lines.
 */
import { join } from 'node:path';

export function defaultOpenClawRoot(home: string): string {
  return join(home, '.openclaw', 'workspace', 'memory');
}

/** The skill's own state file (never a memory). */
export const OPENCLAW_STATE_FILE = '.auto-dream-state.json';

/** Folder (relative, with `/`) -> what its files hold. */
export const OPENCLAW_FOLDERS = {
  user: 'user',
  'feedback-positive': 'feedback/positive',
  'feedback-negative': 'feedback/negative',
  project: 'project',
  reference: 'reference',
  session: 'sessions',
} as const;

export type OpenClawCategory = keyof typeof OPENCLAW_FOLDERS;

/** A raw daily file at the root: `YYYY-MM-DD.md`, or OpenClaw's slugged `YYYY-MM-DD-<slug>.md`. */
export const OPENCLAW_DAILY_RE = /^(\d{4}-\d{2}-\d{2})(?:-[^/]+)?\.md$/;

/** The category of a file by its folder, or null for files outside the known folders. */
export function openClawCategory(relPath: string): OpenClawCategory | null {
  const p = relPath.replace(/\\/g, '/');
  let best: { cat: OpenClawCategory; len: number } | null = null;
  for (const [cat, folder] of Object.entries(OPENCLAW_FOLDERS) as Array<[OpenClawCategory, string]>) {
    if (p.startsWith(`${folder}/`) && (!best || folder.length > best.len)) best = { cat, len: folder.length };
  }
  return best?.cat ?? null;
}

export interface OpenClawEntry {
  title: string;
  /** `**Type:**` (negative|positive for feedback, free text otherwise). */
  type?: string;
  why?: string;
  howToApply?: string;
  /** `**Date:**` as written (normally YYYY-MM-DD). */
  date?: string;
  /** Other lines of the entry (the fact or rule itself), trimmed of blank edges. */
  body: string;
}

export interface ParsedOpenClawEntry extends OpenClawEntry {
  /** Offsets in the text (UTF-16 units): from the `###` line to the next heading or the end. */
  start: number;
  end: number;
  /** 1-based line of the `###` heading. */
  line: number;
}

const HEADING_RE = /^(#{1,6})[ \t]+(.*?)[ \t]*#*[ \t]*$/;
const FIELD_RE = /^\s*(?:[-*]\s+)?\*\*(Type|Why|How to apply|Date)(?::\*\*|\*\*:)\s*(.*?)\s*$/i;

/** Every `### Title` entry with its fields and offsets; text outside entries is ignored. */
export function parseOpenClawEntries(text: string): ParsedOpenClawEntry[] {
  const entries: ParsedOpenClawEntry[] = [];
  let current: (ParsedOpenClawEntry & { bodyLines: string[] }) | null = null;
  let inFence = false;
  let pos = 0;
  let lineNo = 1;
  const close = (at: number) => {
    if (!current) return;
    const { bodyLines, ...entry } = current;
    entry.end = at;
    entry.body = trimBlankLines(bodyLines).join('\n');
    entries.push(entry);
    current = null;
  };
  while (pos <= text.length) {
    const nl = text.indexOf('\n', pos);
    const end = nl === -1 ? text.length : nl;
    const line = text.slice(pos, end).replace(/\r$/, '');
    if (/^\s{0,3}(```|~~~)/.test(line)) inFence = !inFence;
    const heading = inFence ? null : HEADING_RE.exec(line);
    if (heading && heading[1]!.length <= 3) {
      close(pos);
      if (heading[1]!.length === 3) {
        current = { title: heading[2]!, body: '', start: pos, end: pos, line: lineNo, bodyLines: [] };
      }
    } else if (current) {
      const field = inFence ? null : FIELD_RE.exec(line);
      const name = field?.[1]?.toLowerCase();
      if (field && name === 'type' && current.type === undefined) current.type = field[2]!;
      else if (field && name === 'why' && current.why === undefined) current.why = field[2]!;
      else if (field && name === 'how to apply' && current.howToApply === undefined) current.howToApply = field[2]!;
      else if (field && name === 'date' && current.date === undefined) current.date = field[2]!;
      else current.bodyLines.push(line);
    }
    if (nl === -1) break;
    pos = nl + 1;
    lineNo++;
  }
  close(text.length);
  return entries;
}

/** One entry in the skill's format, ending with a newline. */
export function formatOpenClawEntry(entry: OpenClawEntry, eol = '\n'): string {
  const lines = [`### ${entry.title.trim()}`];
  if (entry.body.trim()) lines.push(...trimBlankLines(entry.body.split(/\r?\n/)));
  if (entry.type !== undefined) lines.push(`**Type:** ${entry.type}`);
  if (entry.why !== undefined) lines.push(`**Why:** ${entry.why}`);
  if (entry.howToApply !== undefined) lines.push(`**How to apply:** ${entry.howToApply}`);
  if (entry.date !== undefined) lines.push(`**Date:** ${entry.date}`);
  return lines.join(eol) + eol;
}

function trimBlankLines(lines: string[]): string[] {
  let a = 0;
  let b = lines.length;
  while (a < b && lines[a]!.trim() === '') a++;
  while (b > a && lines[b - 1]!.trim() === '') b--;
  return lines.slice(a, b);
}

/** Either OpenClaw layout: the skill's folder or an agent workspace. */
export function isOpenClawDir(dir: { kind: string }): boolean {
  return dir.kind === 'openclaw' || dir.kind === 'openclaw-workspace';
}
