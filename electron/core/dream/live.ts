import { parseMemoryFile } from '../memdir/frontmatter.js';
import type { MemoryType } from '../memdir/types.js';
import type { PlanContext } from './context.js';
import { bodyOf } from './guard.js';
import { factsOf } from './text/sentences.js';

/** A memory as it stands now in the plan (read, merged or newly captured). */
export interface LiveMemory {
  file: string;
  name: string;
  description: string | null;
  type: MemoryType | null;
  pinned: boolean;
  team: boolean;
  /** When it was written (ms), for recency. */
  writtenMs: number;
  text: string;
}

/** Every memory that exists now in the plan, personal and team, in path order. */
export function liveMemories(ctx: PlanContext): LiveMemory[] {
  const out: LiveMemory[] = [];
  for (const m of ctx.o.memories) {
    const text = ctx.ws.text(m.file);
    if (text === null) continue;
    out.push({ file: m.file, name: m.name, description: m.description, type: m.type, pinned: m.pinned, team: m.team, writtenMs: dayMs(m.writtenOn), text });
  }
  for (const [file, date] of ctx.created) {
    const text = ctx.ws.text(file);
    if (text === null) continue;
    const parsed = parseMemoryFile(text);
    const fm = parsed.ok ? parsed.file : null;
    const stem = file.split('/').pop()!.replace(/\.md$/i, '');
    out.push({
      file,
      name: fm?.name ?? stem,
      description: fm?.description ?? null,
      type: fm?.type ?? typeFromFolder(file),
      pinned: false,
      team: false,
      writtenMs: dayMs(date),
      text,
    });
  }
  return out.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
}

function typeFromFolder(file: string): MemoryType | null {
  const top = file.split('/')[0];
  if (top === 'user' || top === 'project' || top === 'reference' || top === 'feedback') return top;
  return null;
}

function dayMs(day: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(day);
  return m ? new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]), 12).getTime() : 0;
}

/** "deploy-checklist" -> "Deploy checklist"; other names as written. */
export function titleOf(m: Pick<LiveMemory, 'name' | 'file'>): string {
  const name = m.name.trim() || m.file.replace(/\.md$/i, '');
  if (/^[a-z0-9]+(?:[-_][a-z0-9]+)*$/.test(name)) {
    const words = name.replace(/[-_]+/g, ' ');
    return words.charAt(0).toUpperCase() + words.slice(1);
  }
  return name;
}

/** The one-line hook of an entry: the description, else the first fact of the body. */
export function hookOf(m: Pick<LiveMemory, 'description' | 'text'>): string {
  if (m.description) return m.description.replace(/\s+/g, ' ').trim();
  const first = factsOf(bodyOf(m.text)).find((f) => f.kind !== 'heading' && f.label === undefined);
  return first ? first.text.replace(/\s+/g, ' ').replace(/^\*\*|\*\*$/g, '').trim() : '';
}
