import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import type { AutodreamApi, MemoryDirStatus } from '../../core/api/contract.js';
import { AutodreamError, isAutodreamError } from '../../core/errors.js';
import { dreamAnswer, statusAnswer } from './answers.js';

/**
 * The memory tools (mcp.md): a thin door over the contract, the same for `autodream mcp`
 * (stdio) and the daemon's `/mcp`. Names and arguments follow OpenClaw's memory-system skill.
 */

export interface MemoryServerOptions {
  api: AutodreamApi;
  /** The memory dir tools use when no memoryDir is given (the project the server started in), or why there is none. */
  defaultDir: () => Promise<MemoryDirStatus | AutodreamError>;
  version: string;
}

const memoryDir = z.string().min(1).max(1000).optional().describe('Another memory dir autodream knows: its id or its path (default: this project\'s)');

/** This package's version, for the server's name card (0.0.0 when run from source). */
export async function serverVersion(): Promise<string> {
  try {
    return (JSON.parse(await readFile(new URL('../../../../package.json', import.meta.url), 'utf8')) as { version: string }).version;
  } catch {
    return '0.0.0';
  }
}

/** The default memory dir of a server started in `cwd` (or given one), resolved once; an error is kept and told to the agent. */
export function defaultDirResolver(api: AutodreamApi, target: { memoryDir?: string | undefined; project?: string | undefined }, cwd: string): () => Promise<MemoryDirStatus | AutodreamError> {
  let found: Promise<MemoryDirStatus | AutodreamError> | null = null;
  return () => {
    found ??= (target.memoryDir !== undefined
      ? api.call('memoryDirs.resolve', { memoryDir: resolve(cwd, target.memoryDir) })
      : api.call('memoryDirs.resolve', { project: resolve(cwd, target.project ?? '.') })
    ).catch((e: unknown) => {
      const err = isAutodreamError(e) ? e : new AutodreamError('internal', e instanceof Error ? e.message : String(e));
      return new AutodreamError(err.code, `No default memory dir: ${err.message}`, { hint: 'Pass memoryDir (an id or path from `autodream status`), or start the server with --memory-dir DIR.' });
    });
    return found;
  };
}

export function createMemoryServer(opts: MemoryServerOptions): McpServer {
  const { api } = opts;
  const server = new McpServer({ name: 'autodream', version: opts.version });

  /** The addressed dir: the default, or one autodream knows by id or path (never an arbitrary folder). */
  async function dirOf(given: string | undefined): Promise<MemoryDirStatus> {
    if (given === undefined) {
      const d = await opts.defaultDir();
      if (d instanceof AutodreamError) throw d;
      return d;
    }
    const def = await opts.defaultDir();
    const known = [...(def instanceof AutodreamError ? [] : [def]), ...(await api.call('memoryDirs.list', {})).memoryDirs];
    const abs = resolve(given);
    const hit = known.find((d) => d.id === given || d.memoryDir === abs);
    if (!hit) throw new AutodreamError('not-found', `autodream knows no memory dir "${given}".`, { hint: 'Give the id or path of one that `autodream status` lists, or leave memoryDir out for this project\'s.' });
    return hit;
  }

  const tool = <S extends z.ZodRawShape>(name: string, description: string, shape: S, run: (args: z.infer<z.ZodObject<S>>) => Promise<{ text: string; data: Record<string, unknown> }>) => {
    server.registerTool(name, { description, inputSchema: shape }, (async (args: z.infer<z.ZodObject<S>>): Promise<CallToolResult> => {
      try {
        const { text, data } = await run(args);
        return { content: [{ type: 'text', text }], structuredContent: data };
      } catch (e) {
        const err = isAutodreamError(e) ? e : new AutodreamError('internal', e instanceof Error ? e.message : String(e));
        return { isError: true, content: [{ type: 'text', text: err.describe() }], structuredContent: { error: err.toJSON() } };
      }
    }) as never);
  };

  tool(
    'memory_search',
    'Search this project\'s memory (topic files and daily logs). Semantic when embeddings are configured, keyword otherwise; the answer says which.',
    { query: z.string().min(1).max(500), type: z.string().max(40).optional().describe('only memories of this type: user, feedback, project, reference, logs'), topK: z.number().int().min(1).max(100).optional(), memoryDir },
    async ({ query, type, topK, memoryDir: md }) => {
      const dir = await dirOf(md);
      const limit = topK ?? 10;
      const found = await api.call('search', { query, memoryDirId: dir.id, limit: type ? 500 : limit });
      const hits = found.hits.filter((h) => !type || h.type === type).slice(0, limit).map((h) => ({ file: h.file, title: h.title, type: h.type ?? null, snippet: h.snippet, score: h.score }));
      const mode = found.mode ?? 'keyword';
      const note = found.note ? ` (${found.note})` : '';
      const lines = hits.map((h, i) => `${i + 1}. ${h.file} — ${h.title}${h.type ? ` [${h.type}]` : ''} (score ${h.score.toFixed(2)})\n   ${h.snippet}`);
      const head = `${hits.length === 0 ? 'No memories match' : `${hits.length} ${hits.length === 1 ? 'memory matches' : 'memories match'}`} "${query}" in ${dir.label} (${mode} search${note}).`;
      return { text: [head, ...lines].join('\n'), data: { memoryDir: dir.memoryDir, mode, ...(found.note && { note: found.note }), hits } };
    },
  );

  tool('memory_get', 'Read one memory file (path relative to the memory dir, e.g. feedback_testing.md).', { file: z.string().min(1).max(1000), memoryDir }, async ({ file, memoryDir: md }) => {
    const dir = await dirOf(md);
    const f = await api.call('memoryDirs.readFile', { memoryDirId: dir.id, file });
    return { text: f.text, data: { memoryDir: dir.memoryDir, file: f.file, text: f.text, frontmatter: f.frontmatter, mtime: f.mtime } };
  });

  tool(
    'memory_write',
    'Write one memory in the dir\'s own format (Claude Code: a topic file with frontmatter plus its MEMORY.md line; OpenClaw memory-system folder: a ### entry in the category file; OpenClaw workspace: file MEMORY.md, mode append, a bullet under its own heading). Snapshotted first and undoable. Refuses secrets, raw logs, a Claude Code MEMORY.md itself and paths outside the dir.',
    {
      file: z.string().min(1).max(1000).describe('e.g. feedback_testing.md'),
      content: z.string().max(1024 * 1024),
      type: z.string().min(1).max(40).describe('user | feedback | project | reference (OpenClaw: user | project | reference | feedback-positive | feedback-negative)'),
      mode: z.enum(['append', 'replace']),
      description: z.string().max(2000).optional().describe('one line: what this memory is for (goes in MEMORY.md)'),
      memoryDir,
    },
    async ({ memoryDir: md, ...req }) => {
      const dir = await dirOf(md);
      const r = await api.call('memory.write', { memoryDirId: dir.id, ...req, ...(req.description === undefined && { description: undefined }) } as never);
      const undo = r.writeId ? ` Undo with \`autodream undo ${r.writeId}\`.` : '';
      return { text: `${r.summary}.${undo}`, data: { memoryDir: dir.memoryDir, ...r } };
    },
  );

  tool('memory_flush', 'Append a note to today\'s raw log; a later dream consolidates it. Logs are never rewritten.', { content: z.string().max(1024 * 1024), force: z.boolean().optional().describe('append even if today\'s log already has this note'), memoryDir }, async ({ content, force, memoryDir: md }) => {
    const dir = await dirOf(md);
    const r = await api.call('memory.flush', { memoryDirId: dir.id, content, ...(force !== undefined && { force }) });
    return { text: `${r.summary}.`, data: { memoryDir: dir.memoryDir, ...r } };
  });

  tool(
    'memory_dream',
    'Consolidate memory now: gates first unless force, then lock, guard, snapshot, report. dryRun shows what would change.',
    { force: z.boolean().optional(), dryRun: z.boolean().optional(), memoryDir },
    async ({ force, dryRun, memoryDir: md }) => {
      const dir = await dirOf(md);
      const r = await api.call('dream.run', { memoryDirId: dir.id, trigger: 'agent-tool', ...(dryRun && { dryRun }), ...(!force && { ifDue: true }) });
      const after = r.outcome === 'not-due' || r.outcome === 'locked' ? await api.call('memoryDirs.resolve', { memoryDir: dir.memoryDir }) : dir;
      return { text: dreamAnswer(r, after), data: { memoryDir: dir.memoryDir, outcome: r.outcome, dreamId: r.dreamId, snapshotId: r.snapshotId, summary: r.summary, changes: r.changes.map((c) => ({ kind: c.kind, files: c.files, reason: c.reason })), findings: r.findings } };
    },
  );

  tool('memory_dream_status', 'Last consolidation, time until the next eligible dream, sessions since, memory file count, lock.', { memoryDir }, async ({ memoryDir: md }) => {
    const dir = await dirOf(md);
    const s = await api.call('memoryDirs.resolve', { memoryDir: dir.memoryDir });
    return {
      text: statusAnswer(s, Date.now()),
      data: { memoryDir: s.memoryDir, label: s.label, kind: s.kind, lastConsolidatedAt: s.lastConsolidatedAt, nextEligibleAt: s.nextEligibleAt, due: s.due, sessionsSince: s.sessionsSince, minSessions: s.minSessions, files: s.files, indexLines: s.indexLines, indexOverLimit: s.indexOverLimit, lock: s.lock, gates: s.gates },
    };
  });

  return server;
}
