import { planDream, type PlanOptions } from '../../../electron/core/dream/plan-dream.js';
import type { Plan } from '../../../electron/core/dream/plan.js';
import type { MemoryDir } from '../../../electron/core/memdir/types.js';
import { clock, indexed, memoryDirOf, newerMemory, olderMemory, writeFiles } from './fixtures.js';

/** A dry-run plan of a real memory dir, with no transcripts unless given. */
export async function planOf(path: string, opts: PlanOptions = {}, dir: Partial<MemoryDir> = {}): Promise<Plan> {
  return planDream(memoryDirOf(path, dir.kind ?? 'claude-code', dir), { clock, depth: 'rem', gather: { sinceMs: 0, projectRoot: null }, ...opts });
}

/** The text a plan leaves a file with: its final write, else null for "not written". */
export function written(plan: Plan, file: string): string | null | undefined {
  const w = plan.writes.find((x) => x.file === file);
  return w === undefined ? undefined : w.after;
}

export function kinds(plan: Plan): string[] {
  return plan.changes.map((c) => c.kind);
}

// Memories a small real dir also holds, so that removing one statement is no mass loss.
const PAIR_PADDING: Record<string, string> = {
  'editor.md': newerMemory('editor', 'user', 'The user edits in Neovim.\n', '2026-04-01'),
  'reviews.md': newerMemory('reviews', 'feedback', 'Show the code change first, the explanation after.\n', '2026-04-01'),
  'glossary.md': newerMemory('glossary', 'reference', 'An account means a billing tenant here.\n', '2026-04-01'),
  'tests.md': newerMemory('tests', 'feedback', 'Name each test file after the module it covers.\n', '2026-04-01'),
};

/**
 * What a dream of `memoryDir` does with an older memory (2026-04-14) and a newer one (2026-10-21)
 * among a few unrelated ones: the outdated and contradiction findings raised on either, and each
 * one's text afterwards (see `written`).
 */
export async function dreamOfPair(memoryDir: string, older: string, newer: string): Promise<{ findings: string[]; after: string | null | undefined; newerAfter: string | null | undefined }> {
  await writeFiles(memoryDir, indexed({ ...PAIR_PADDING, 'older.md': newerMemory('older', 'project', `${older}\n`, '2026-04-14'), 'newer.md': newerMemory('newer', 'project', `${newer}\n`, '2026-10-21') }));
  const p = await planOf(memoryDir);
  const findings = p.findings.filter((f) => (f.kind === 'outdated' || f.kind === 'contradiction') && (f.file === 'older.md' || f.file === 'newer.md')).map((f) => f.detail);
  return { findings, after: written(p, 'older.md'), newerAfter: written(p, 'newer.md') };
}

/**
 * A dream of `memoryDir` (one feedback memory per entry of `memories`, file -> body) with a project
 * at `projectDir` whose CLAUDE.md is `claudeMd`: the files with a conflict and with a repeat of it, and how many writes.
 */
export async function claudeMdFindings(projectDir: string, memoryDir: string, claudeMd: string, memories: Record<string, string>): Promise<{ conflicts: string[]; repeats: string[]; writes: number }> {
  await writeFiles(projectDir, { 'CLAUDE.md': claudeMd });
  await writeFiles(memoryDir, indexed(Object.fromEntries(Object.entries(memories).map(([file, body]) => [file, olderMemory(file.replace(/\.md$/, ''), 'feedback', `${body}\n`)]))));
  const p = await planOf(memoryDir, { gather: { sinceMs: 0, projectRoot: projectDir } });
  const files = (kind: string) => p.findings.filter((f) => f.kind === kind).map((f) => f.file).sort();
  return { conflicts: files('claude-md-conflict'), repeats: files('in-claude-md'), writes: p.writes.length };
}
