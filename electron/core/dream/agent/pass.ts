import type { AgentRun } from '../../api/contract.js';
import type { Budget } from '../../models/budget.js';
import { ModelError } from '../../models/model-error.js';
import { redact } from '../../models/redact.js';
import { withRetries, DEFAULT_RETRY, type RetryPolicy } from '../../models/retry.js';
import type { ChatMessage, ChatModel, ToolResult } from '../../models/types.js';
import type { PlanContext } from '../context.js';
import type { Gathered } from '../gather.js';
import { act, type ActState } from './act.js';
import { findCandidates } from './candidates.js';
import { orientationText } from './orientation.js';
import { SYSTEM_PROMPT, WORKSPACE_PROMPT } from './prompt.js';
import { TOOL_SPECS } from './tools.js';

/**
 * The model pass: after the builtin consolidation and before prune & index, a model works on
 * the same Workspace with the contract's tools until it calls `finish`. Before every call the
 * budget is checked; after it, the provider's reported usage is counted. A budget, a provider
 * failure, a turn limit or a cancel ends the pass with an error: the dream then writes nothing.
 */

export interface ModelPassOptions {
  model: ChatModel;
  budget: Budget;
  /** Text never to be shown anywhere (the key), redacted from what the pass reports. */
  secrets: readonly string[];
  sendTranscripts: boolean;
  maxTurns?: number;
  maxOutputTokens?: number;
  retry?: RetryPolicy;
}

export const DEFAULT_MAX_TURNS = 30;

/** The pass, with a live report that stays readable when the pass fails half-way. */
export class ModelPass {
  readonly report: AgentRun;

  /** Text fit to show: the key (and anything shaped like one) removed. */
  redact(text: string): string {
    return redact(text, this.opts.secrets);
  }

  constructor(private readonly opts: ModelPassOptions) {
    this.report = {
      provider: opts.model.provider,
      model: opts.model.model,
      turns: 0,
      toolCalls: 0,
      finished: false,
      summary: null,
      tokens: { input: 0, output: 0, total: 0, estimated: false },
      costUsd: 0,
      requestBytes: 0,
      sent: [],
      refusals: [],
      transcriptsShared: opts.sendTranscripts,
    };
  }

  async run(ctx: PlanContext, g: Gathered, findings: Parameters<typeof findCandidates>[2], signal?: AbortSignal): Promise<void> {
    const { opts, report } = this;
    const st: ActState = {
      ctx,
      sandbox: { o: ctx.o, ws: ctx.ws, readOnly: readOnlyOf(ctx) },
      model: { provider: opts.model.provider, model: opts.model.model },
      sendTranscripts: opts.sendTranscripts,
      sinceMs: g.sinceMs,
      signal,
      sent: new Map(),
      refusals: [],
      finished: null,
    };
    const orientation = orientationText(ctx, g, findCandidates(ctx, g, findings));
    st.sent.set('orientation', Buffer.byteLength(orientation));
    const messages: ChatMessage[] = [{ role: 'user', text: orientation }];
    const maxTurns = opts.maxTurns ?? DEFAULT_MAX_TURNS;
    const sync = (): void => {
      report.sent = [...st.sent].map(([source, bytes]) => ({ source, bytes })).sort((a, b) => b.bytes - a.bytes);
      report.refusals = st.refusals;
      const s = opts.budget.spent;
      report.tokens = { input: s.inputTokens, output: s.outputTokens, total: s.tokens, estimated: s.estimated };
      report.costUsd = s.costUsd;
    };
    try {
      while (!st.finished) {
        if (report.turns >= maxTurns) {
          throw new ModelError('turn-limit', `The model did not call finish within ${maxTurns} turns`, { hint: 'Nothing was written. Try again, or use a stronger model (agent.model).' });
        }
        signal?.throwIfAborted();
        const req = { system: ctx.o.dir.kind === 'openclaw-workspace' ? WORKSPACE_PROMPT : SYSTEM_PROMPT, messages, tools: TOOL_SPECS, maxOutputTokens: opts.maxOutputTokens ?? 8192 };
        await opts.budget.check(Math.ceil(Buffer.byteLength(JSON.stringify(req)) / 4));
        const turn = await withRetries(() => opts.model.turn(req, signal), opts.retry ?? DEFAULT_RETRY, signal);
        report.turns += 1;
        report.requestBytes += turn.requestBytes;
        await opts.budget.record(turn.usage);
        messages.push({ role: 'assistant', text: turn.text, toolCalls: turn.toolCalls });
        if (turn.toolCalls.length === 0) {
          messages.push({ role: 'user', text: 'Use the tools to make your changes, then call finish (call finish now if nothing is worth changing).' });
          continue;
        }
        const results: ToolResult[] = [];
        for (const call of turn.toolCalls) {
          signal?.throwIfAborted();
          report.toolCalls += 1;
          results.push(await act(st, call));
        }
        messages.push({ role: 'tool', results });
        sync();
      }
      report.finished = true;
      report.summary = st.finished.summary ? redact(st.finished.summary, opts.secrets) : null;
    } finally {
      sync();
    }
  }
}

function readOnlyOf(ctx: PlanContext): Set<string> {
  const { o } = ctx;
  return new Set<string>([...o.inventory.logs.map((l) => l.relPath), ...o.problems.map((p) => p.file), ...o.links, ...o.inventory.files.filter((f) => f.category === 'session').map((f) => f.relPath)]);
}
