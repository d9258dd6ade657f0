import { planDream, type PlanOptions } from '../../../electron/core/dream/plan-dream.js';
import type { Plan } from '../../../electron/core/dream/plan.js';
import type { MemoryDir } from '../../../electron/core/memdir/types.js';
import { clock, memoryDirOf } from './fixtures.js';

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
