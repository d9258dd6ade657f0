import { sharedTerms, type PlanContext } from '../context.js';
import type { Gathered } from '../gather.js';
import { factsOf } from '../text/sentences.js';
import type { StartedWorkspacePlan } from './plan-workspace.js';

/**
 * What the agent engine's model pass works with in an OpenClaw workspace: the rules' Workspace
 * (MEMORY.md, already tidied by them) and their findings as candidates, and the daily logs as
 * read-only sources. The sandbox lets it rewrite MEMORY.md's memories and nothing else.
 */
export function workspacePassInput(started: StartedWorkspacePlan): { ctx: PlanContext; g: Gathered } {
  const { o, ws, findings, depth, now } = started;
  const ctx: PlanContext = { ws, o, depth, now, findings, removed: new Map(), created: new Map(), terms: sharedTerms };
  const logs = [...o.inventory.logs].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.relPath < b.relPath ? -1 : 1));
  const g: Gathered = {
    logs,
    sources: logs.flatMap((l) => factsOf(l.text).map((f) => ({ source: l.relPath, text: f.text, date: l.date }))),
    requests: [],
    projectRoot: null,
    readCounts: new Map(),
    sinceMs: 0,
    sessionsSearched: 0,
    findings: [],
  };
  return { ctx, g };
}
