import { z } from 'zod';

/**
 * The one contract between the engine and its doors (Electron IPC, the daemon's HTTP, the CLI).
 * Methods and events are defined once here; every transport validates inputs with these schemas.
 */

const id = z.string().min(1).max(200);
const relPath = z
  .string()
  .min(1)
  .max(1000)
  .refine((p) => !p.startsWith('/') && !/^[a-zA-Z]:/.test(p) && !p.split(/[\\/]/).includes('..') && !p.includes('\0'), {
    message: 'must be a path inside the memory dir (no "..", not absolute)',
  });

export const Depth = z.enum(['light', 'rem', 'deep']);
export type Depth = z.infer<typeof Depth>;

export const GateResult = z.object({
  gate: z.enum(['enabled', 'time', 'throttle', 'sessions', 'lock']),
  pass: z.boolean(),
  detail: z.string(),
});

export const MemoryDirStatus = z.object({
  id: z.string(),
  memoryDir: z.string(),
  label: z.string(),
  kind: z.enum(['claude-code', 'openclaw', 'openclaw-workspace', 'folder']),
  transcriptDir: z.string().nullable(),
  projectRoot: z.string().nullable(),
  lastConsolidatedAt: z.string().nullable(),
  sessionsSince: z.number().int(),
  relatedSessionsSince: z.number().int(),
  minSessions: z.number().int(),
  /**
   * `held`: another dream holds the lock now. `state` says what the lock file means: `dreaming`
   * (a dream of this process runs there), `held` (another live process took it within the hour),
   * `last-dream` (only the marker a finished dream leaves: Claude Code's protocol keeps PID and mtime), `free`.
   */
  lock: z.object({ held: z.boolean(), pid: z.number().int().nullable(), state: z.enum(['free', 'dreaming', 'held', 'last-dream']).optional() }),
  gates: z.array(GateResult),
  due: z.boolean(),
  nextEligibleAt: z.string().nullable(),
  /** Automatic dreams are paused for this dir alone (autodream's per-dir setting `enabled: false`). */
  paused: z.boolean().optional(),
  /** Memory files (topic files, team memories): not MEMORY.md indexes, not daily logs. */
  files: z.number().int(),
  /** Daily log files under logs/. */
  logFiles: z.number().int().optional(),
  /** MEMORY.md lines as `wc -l` counts them and Claude Code loads them (no phantom last line). */
  indexLines: z.number().int(),
  /** MEMORY.md characters (UTF-16 units) as Claude Code counts them against its 25,000 limit. */
  indexChars: z.number().int().optional(),
  indexOverLimit: z.boolean(),
  indexLostEntries: z.number().int(),
  problems: z.array(z.object({ file: z.string(), reason: z.string(), line: z.number().optional() })),
});
export type MemoryDirStatus = z.infer<typeof MemoryDirStatus>;

export const ChangeKind = z.string();
/** Who made a change: the builtin rules, a model (agent engine), an agent through a memory tool, or a person. */
export const ChangeAuthor = z.enum(['rules', 'model', 'agent-tool', 'person']);
export type ChangeAuthor = z.infer<typeof ChangeAuthor>;
/** `high` for mechanical fixes; `review` for heuristic or model changes a person should look at. */
export const Confidence = z.enum(['high', 'review']);
export type Confidence = z.infer<typeof Confidence>;
export const Change = z.object({
  kind: ChangeKind,
  files: z.array(z.string()),
  reason: z.string(),
  /** Absent in reports written before these fields existed: read as `rules` / `high`. */
  by: ChangeAuthor.optional(),
  confidence: Confidence.optional(),
  /** For `by: model`: which provider and model proposed it. */
  model: z.object({ provider: z.string(), model: z.string() }).optional(),
  /** Per file: text before and after (null = file absent). Present in reports, omitted in summaries. */
  diffs: z.array(z.object({ file: z.string(), before: z.string().nullable(), after: z.string().nullable() })).optional(),
});
export type Change = z.infer<typeof Change>;

export const Finding = z.object({ kind: z.string(), file: z.string(), detail: z.string() });
export type Finding = z.infer<typeof Finding>;

/** Which engine dreams: the builtin rules alone, or the rules plus a model (agent.md). */
export const Engine = z.enum(['builtin', 'agent']);
export type Engine = z.infer<typeof Engine>;

/** What the model pass of an agent dream did: turns, tokens, what was sent, what was refused. */
export const AgentRun = z.object({
  provider: z.string(),
  model: z.string(),
  turns: z.number().int(),
  toolCalls: z.number().int(),
  /** The model called `finish`. */
  finished: z.boolean(),
  summary: z.string().nullable(),
  /** As the provider reported them (`estimated` when it reported none). */
  tokens: z.object({ input: z.number().int(), output: z.number().int(), total: z.number().int(), estimated: z.boolean() }),
  /** null when the model has no price in the price table. */
  costUsd: z.number().nullable(),
  /** Bytes of all request bodies (each turn re-sends the conversation). */
  requestBytes: z.number().int(),
  /** Bytes of memory text sent, by source: a file, `transcript:<session>`, `orientation`, a search. */
  sent: z.array(z.object({ source: z.string(), bytes: z.number().int() })),
  /** Tool calls the sandbox refused. */
  refusals: z.array(z.object({ tool: z.string(), file: z.string(), reason: z.string() })),
  /** agent.sendTranscripts: whether transcript search was offered at all. */
  transcriptsShared: z.boolean(),
});
export type AgentRun = z.infer<typeof AgentRun>;

/** Today's model spend (all dreams), for status and the budget. */
export const ModelUsage = z.object({
  day: z.string(),
  inputTokens: z.number().int(),
  outputTokens: z.number().int(),
  tokens: z.number().int(),
  calls: z.number().int(),
  /** Dollars for calls whose model has a price; `unpricedTokens` were spent on models without one. */
  costUsd: z.number(),
  unpricedTokens: z.number().int(),
  maxTokensPerDay: z.number().int(),
  maxCostPerDayUsd: z.number().nullable(),
});
export type ModelUsage = z.infer<typeof ModelUsage>;

export const DreamOutcome = z.enum(['applied', 'dry-run', 'not-due', 'locked', 'refused', 'cancelled', 'failed', 'no-changes']);
export type DreamOutcome = z.infer<typeof DreamOutcome>;

export const DreamResult = z.object({
  memoryDir: z.string(),
  memoryDirId: z.string(),
  outcome: DreamOutcome,
  dreamId: z.string().nullable(),
  snapshotId: z.string().nullable(),
  summary: z.string(),
  changes: z.array(Change),
  findings: z.array(Finding),
  skipped: z.array(z.object({ file: z.string(), reason: z.string() })).optional(),
  error: z.string().optional(),
  /** Why a failed dream failed, as a word: `budget`, `auth`, `no-key`, `rate-limited`, `server`, `timeout`, `turn-limit`, ... */
  reason: z.string().optional(),
  engine: Engine.optional(),
  agent: AgentRun.optional(),
});
export type DreamResult = z.infer<typeof DreamResult>;

export const DreamRecord = z.object({
  dreamId: z.string(),
  memoryDir: z.string(),
  memoryDirId: z.string(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  outcome: DreamOutcome,
  summary: z.string(),
  snapshotId: z.string().nullable(),
  trigger: z.enum(['manual', 'scheduler', 'cli', 'agent-tool']).optional(),
  depth: Depth.optional(),
  undoneBy: z.string().nullable().optional(),
  /** This entry is an undo: of that dream (its own snapshot is the state before the undo). */
  undoOf: z.string().optional(),
  /** This entry is a person's edit (in the window, or `autodream edit` when `trigger` is `cli`), not a dream. */
  edit: z.boolean().optional(),
});
export type DreamRecord = z.infer<typeof DreamRecord>;

export const DreamReport = DreamRecord.extend({
  changes: z.array(Change),
  findings: z.array(Finding),
  skipped: z.array(z.object({ file: z.string(), reason: z.string() })),
  engine: Engine.optional(),
  agent: AgentRun.optional(),
});
export type DreamReport = z.infer<typeof DreamReport>;

export const SnapshotReason = z.enum(['pre-dream', 'daily', 'manual', 'pre-restore', 'pre-undo', 'pre-write', 'pre-edit']);
export const SnapshotInfo = z.object({
  id: z.string(),
  createdAt: z.string(),
  reason: SnapshotReason,
  memoryDir: z.string(),
  memoryDirId: z.string(),
  files: z.number().int(),
  bytes: z.number().int(),
  /** Files that existed but could not be saved in it. */
  problems: z.number().int().optional(),
  /** A single-file restore snapshots only that file: its paths. */
  scope: z.array(z.string()).optional(),
  /** e.g. the dream a pre-dream snapshot belongs to. */
  note: z.string().optional(),
});
export type SnapshotInfo = z.infer<typeof SnapshotInfo>;

export const SnapshotDiff = z.object({
  snapshotId: z.string(),
  memoryDirId: z.string(),
  added: z.array(z.string()),
  removed: z.array(z.string()),
  changed: z.array(z.object({ file: z.string(), patch: z.string().nullable() })),
});
export type SnapshotDiff = z.infer<typeof SnapshotDiff>;

export const MemoryFileSummary = z.object({
  file: z.string(),
  name: z.string().nullable(),
  description: z.string().nullable(),
  type: z.string().nullable(),
  group: z.enum(['user', 'feedback', 'project', 'reference', 'team', 'logs', 'other']),
  size: z.number().int(),
  mtime: z.string(),
  indexed: z.boolean(),
});

export const MemoryDirContents = z.object({
  memoryDir: MemoryDirStatus,
  index: z.object({
    text: z.string(),
    entries: z.array(z.object({ title: z.string(), file: z.string(), hook: z.string(), lineNo: z.number().int(), exists: z.boolean() })),
  }).nullable(),
  files: z.array(MemoryFileSummary),
  problems: z.array(z.object({ file: z.string(), reason: z.string(), line: z.number().optional() })),
});

export const MemoryFileContents = z.object({
  memoryDirId: z.string(),
  file: z.string(),
  text: z.string(),
  frontmatter: z.record(z.string(), z.unknown()).nullable(),
  body: z.string(),
  mtime: z.string(),
});

export const SearchHit = z.object({
  memoryDirId: z.string(),
  memoryDirLabel: z.string(),
  file: z.string(),
  title: z.string(),
  snippet: z.string(),
  terms: z.array(z.string()),
  score: z.number(),
  /** The memory's type (user, feedback, project, reference), `logs` for a raw log, null when unknown. */
  type: z.string().nullable().optional(),
});

export const SettingsView = z.object({
  app: z.record(z.string(), z.unknown()),
  claude: z.object({
    configHome: z.string(),
    autoDreamEnabled: z.boolean().nullable(),
    autoMemoryEnabled: z.boolean().nullable(),
    error: z.string().nullable(),
  }),
});

/** Why no automatic dream runs right now, when the scheduler is on. */
export const SchedulerWait = z.enum(['user-active', 'load', 'on-battery', 'quiet-hours', 'busy-dir', 'just-resumed', 'nothing-due']);
export type SchedulerWait = z.infer<typeof SchedulerWait>;

/**
 * The scheduler as a person sees it: on / paused until T / off (Claude Code's autoDreamEnabled) /
 * not running (e.g. `daemon --no-scheduler`); what it waits for; which dir it would dream next.
 */
export const SchedulerStatusView = z.object({
  state: z.enum(['on', 'paused', 'off', 'not-running']),
  /** When `paused`: until when; null = until resumed. */
  pausedUntil: z.string().nullable(),
  dreaming: z.object({ memoryDirId: z.string(), label: z.string(), startedAt: z.string(), reason: z.enum(['due', 'index-over-limit']) }).nullable(),
  /** When `on` and not dreaming: what it waits for, with the detail in words ("load 3.1 on 2 cores", "acme-shop: an agent is working there"). */
  waiting: z.object({ reason: SchedulerWait, detail: z.string().nullable() }).nullable(),
  /** The dir an automatic dream would pick next; `at` = not before (null: as soon as idle). */
  next: z.object({ memoryDirId: z.string(), label: z.string(), reason: z.enum(['due', 'index-over-limit', 'time']), at: z.string().nullable() }).nullable(),
  lastDream: z.object({
    dreamId: z.string(),
    memoryDirId: z.string(),
    label: z.string(),
    finishedAt: z.string(),
    outcome: z.string(),
    undone: z.boolean(),
  }).nullable(),
  /** Memory dirs whose automatic dreams are paused on their own (autodream's per-dir setting). */
  pausedDirs: z.array(z.string()),
  idleSource: z.object({ kind: z.string(), note: z.string().nullable() }).nullable(),
});
export type SchedulerStatusView = z.infer<typeof SchedulerStatusView>;

const dirInput = z.object({ memoryDirId: id });

/**
 * One memory dir as a graph (now, or as a snapshot had it). Nodes: memories (`type` is the
 * memory type, or `team`, `index`, `missing` for a stale pointer's target, `merged` for a file
 * a dream merged into another, `other`), sized by
 * `reads` (tool calls in transcripts that read the file) and ringed when stale (pointed at
 * but missing), unindexed, overflowing (indexed only past Claude Code's cut or in an overflow
 * index) or unreadable. Edges: index entries, `[[links]]`, merges and supersessions of dreams
 * applied and not undone, and findings about a pair of files.
 */
export const MemoryMap = z.object({
  memoryDirId: z.string(),
  snapshotId: z.string().nullable(),
  /** The moment shown: the snapshot's time, or now. */
  at: z.string(),
  nodes: z.array(z.object({
    id: z.string(),
    label: z.string(),
    type: z.string(),
    reads: z.number().int(),
    rings: z.array(z.enum(['stale', 'unindexed', 'overflow', 'unreadable'])),
  })),
  edges: z.array(z.object({
    source: z.string(),
    target: z.string(),
    kind: z.enum(['index', 'link', 'merge', 'supersede', 'possible-duplicate', 'contradiction']),
    detail: z.string().optional(),
  })),
  /** The dir's snapshots, oldest first: the stops of the time slider. */
  timeline: z.array(z.object({ id: z.string(), createdAt: z.string(), reason: SnapshotReason, note: z.string().optional() })),
});
export type MemoryMap = z.infer<typeof MemoryMap>;

/** sha256 (hex) of a file's UTF-8 bytes, as `memory.read` gives it: what an edit was based on. */
const contentHash = z.string().regex(/^[0-9a-f]{64}$/, 'must be the hash memory.read gave');
export const MemoryType = z.enum(['user', 'feedback', 'project', 'reference']);

/** A file to edit: its text and the hash a save must name (so nothing changed meanwhile is overwritten). */
export const EditableFile = z.object({
  memoryDirId: z.string(),
  file: z.string(),
  text: z.string(),
  hash: z.string(),
  mtime: z.string(),
  kind: z.enum(['memory', 'index', 'log']),
  editable: z.boolean(),
  /** Why it may not be edited here (raw daily logs). */
  readOnlyReason: z.string().optional(),
});

/**
 * What a person's edit did. `conflict`: the file changed on disk since it was read; nothing
 * was written, and both versions come back so the person can choose (`yours` is null for a
 * rename or delete, `theirs` null when the file is gone).
 */
export const EditResult = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('saved'),
    file: z.string(),
    /** The saved file's new hash (null after a delete). */
    hash: z.string().nullable(),
    /** The history entry (undo it with dreams.undo) and the snapshot taken first. */
    editId: z.string(),
    snapshotId: z.string(),
    /** Every file written or removed (the index and linking files that followed). */
    touched: z.array(z.string()),
  }),
  z.object({ status: z.literal('unchanged'), file: z.string(), hash: z.string().nullable(), editId: z.null(), snapshotId: z.null(), touched: z.array(z.string()) }),
  z.object({ status: z.literal('conflict'), file: z.string(), yours: z.string().nullable(), theirs: z.string().nullable(), theirsHash: z.string().nullable() }),
]);
export type EditResult = z.infer<typeof EditResult>;

/** Where a person's edit comes from: the window (`manual`, the default) or `autodream edit` (`cli`); its history entry says so. */
const editTrigger = z.enum(['manual', 'cli']).optional();

/** Every method: its input and output schema. */
export const methods = {
  'memoryDirs.list': { input: z.object({}).strict(), output: z.object({ memoryDirs: z.array(MemoryDirStatus) }) },
  /**
   * The memory dirs there are, without reading them (no inventory, no gates): what a first load
   * shows at once while memoryDirs.list reads them (each dir's status then comes as `memoryDir.status`).
   */
  'memoryDirs.known': {
    input: z.object({}).strict(),
    output: z.object({ memoryDirs: z.array(MemoryDirStatus.pick({ id: true, label: true, kind: true, memoryDir: true, projectRoot: true })) }),
  },
  /** Find (or register for this process) the memory dir of a project path or a memory dir path. */
  'memoryDirs.resolve': {
    input: z.object({ project: z.string().min(1).optional(), memoryDir: z.string().min(1).optional() }).strict()
      .refine((v) => (v.project === undefined) !== (v.memoryDir === undefined), { message: 'give exactly one of project or memoryDir' }),
    output: MemoryDirStatus,
  },
  'memoryDirs.read': { input: dirInput.strict(), output: MemoryDirContents },
  'memoryDirs.readFile': { input: z.object({ memoryDirId: id, file: relPath }).strict(), output: MemoryFileContents },
  search: {
    input: z.object({ query: z.string().min(1).max(500), memoryDirId: id.optional(), limit: z.number().int().min(1).max(500).optional() }).strict(),
    /** `hits` are the best `limit` of `total` matches; snippets are plain text around the first hit. */
    output: z.object({
      hits: z.array(SearchHit),
      total: z.number().int(),
      /** `hybrid`: embeddings ranked together with keywords; `keyword`: keywords only (see note). */
      mode: z.enum(['hybrid', 'keyword']).optional(),
      /** Why the search is keyword-only (no provider set, provider unreachable). */
      note: z.string().optional(),
    }),
  },
  'dream.run': {
    input: z.object({
      memoryDirId: id,
      dryRun: z.boolean().optional(),
      depth: Depth.optional(),
      force: z.boolean().optional(),
      /** Check the gates first (what the scheduler runs); a manual dream skips time and sessions. */
      ifDue: z.boolean().optional(),
      trigger: z.enum(['manual', 'scheduler', 'cli', 'agent-tool']).optional(),
      /** Default: the memory dir's `engine` setting, else the global one. */
      engine: Engine.optional(),
    }).strict(),
    output: DreamResult,
  },
  'dream.cancel': { input: z.object({ memoryDirId: id.optional() }).strict(), output: z.object({ cancelled: z.boolean() }) },
  'dreams.history': { input: z.object({ memoryDirId: id.optional() }).strict(), output: z.object({ dreams: z.array(DreamRecord) }) },
  'dreams.report': { input: z.object({ dreamId: id }).strict(), output: DreamReport },
  'dreams.undo': {
    /** force: put back files changed since the dream too (else the undo stops and names them). */
    input: z.object({ dreamId: id, force: z.boolean().optional() }).strict(),
    output: z.object({ dreamId: z.string(), snapshotId: z.string(), restored: z.array(z.string()), removed: z.array(z.string()) }),
  },
  'snapshots.list': { input: z.object({ memoryDirId: id.optional() }).strict(), output: z.object({ snapshots: z.array(SnapshotInfo) }) },
  'snapshots.create': { input: dirInput.strict(), output: SnapshotInfo },
  'snapshots.diff': { input: z.object({ snapshotId: id }).strict(), output: SnapshotDiff },
  'snapshots.restore': {
    input: z.object({ snapshotId: id, file: relPath.optional() }).strict(),
    output: z.object({ snapshotId: z.string(), preRestoreSnapshotId: z.string(), written: z.array(z.string()), removed: z.array(z.string()) }),
  },
  /** An agent writes one memory in the dir's own format (memory_write); recorded like a dream, undoable. */
  'memory.write': {
    input: z.object({
      memoryDirId: id,
      file: z.string().min(1).max(1000),
      content: z.string().max(1024 * 1024),
      type: z.string().min(1).max(40),
      mode: z.enum(['append', 'replace']),
      description: z.string().max(2000).optional(),
    }).strict(),
    output: z.object({
      memoryDirId: z.string(),
      file: z.string(),
      bytes: z.number().int(),
      written: z.array(z.string()),
      /** Undo it with dreams.undo (null when nothing changed). */
      writeId: z.string().nullable(),
      index: z.string(),
      summary: z.string(),
    }),
  },
  /** An agent appends a note to today's raw log (memory_flush). */
  'memory.flush': {
    input: z.object({ memoryDirId: id, content: z.string().max(1024 * 1024), force: z.boolean().optional() }).strict(),
    output: z.object({ memoryDirId: z.string(), file: z.string(), appended: z.number().int(), writeId: z.string().nullable(), summary: z.string() }),
  },
  /** Today's model tokens and cost (agent engine), with the daily limits. */
  'agent.usage': { input: z.object({}).strict(), output: ModelUsage },
  /**
   * Store (or with null, forget) a provider's API key, encrypted (desktop app only: Electron
   * safeStorage). The answer never repeats the key; env vars still win over a stored key.
   */
  'agent.setKey': {
    input: z.object({ provider: z.enum(['anthropic', 'openai']), key: z.string().trim().min(8).max(500).nullable() }).strict(),
    output: z.object({ provider: z.string(), stored: z.boolean() }),
  },
  'scheduler.status': { input: z.object({}).strict(), output: SchedulerStatusView },
  /** autodream's own pause of automatic dreams (Claude Code's autoDreamEnabled is left alone); until null = until resumed. */
  'scheduler.pause': { input: z.object({ until: z.iso.datetime({ offset: true }).nullable() }).strict(), output: SchedulerStatusView },
  'scheduler.resume': { input: z.object({}).strict(), output: SchedulerStatusView },
  'settings.get': { input: z.object({}).strict(), output: SettingsView },
  'settings.set': { input: z.object({ key: z.string().min(1).max(100), value: z.unknown() }).strict(), output: SettingsView },
  /** A file's text with its hash, for editing. */
  'memory.read': { input: z.object({ memoryDirId: id, file: relPath }).strict(), output: EditableFile },
  /** Save a file's new text; `baseHash` is what memory.read gave (null: the file must not exist yet). */
  'memory.save': {
    input: z.object({ memoryDirId: id, file: relPath, content: z.string().max(4_000_000), baseHash: contentHash.nullable(), trigger: editTrigger }).strict(),
    output: EditResult,
  },
  /** A new memory (frontmatter name, description, type) with its line in the index; in an OpenClaw workspace, a bullet under its own heading in MEMORY.md. */
  'memory.create': {
    input: z.object({
      memoryDirId: id,
      type: MemoryType,
      title: z.string().min(1).max(200),
      description: z.string().max(1000).optional(),
      body: z.string().max(4_000_000).optional(),
      /** Default: `<type>_<title as a slug>.md`. */
      file: relPath.optional(),
      trigger: editTrigger,
    }).strict(),
    output: EditResult,
  },
  /** Rename a memory file; index lines and `[[links]]` follow. */
  'memory.rename': { input: z.object({ memoryDirId: id, file: relPath, to: relPath, baseHash: contentHash.optional(), trigger: editTrigger }).strict(), output: EditResult },
  /** The memory map of a dir: now, or as one of its snapshots had it. */
  'map.get': { input: z.object({ memoryDirId: id, snapshotId: id.optional() }).strict(), output: MemoryMap },
  /** Delete a memory file (kept in the snapshot taken first) and its index lines. */
  'memory.delete': { input: z.object({ memoryDirId: id, file: relPath, baseHash: contentHash.optional(), trigger: editTrigger }).strict(), output: EditResult },
} as const;

export type MethodName = keyof typeof methods;
export type MethodInput<M extends MethodName> = z.input<(typeof methods)[M]['input']>;
export type MethodOutput<M extends MethodName> = z.infer<(typeof methods)[M]['output']>;

export const events = {
  'dream.started': z.object({ memoryDirId: z.string(), dryRun: z.boolean(), trigger: z.string() }),
  'dream.phase': z.object({ memoryDirId: z.string(), phase: z.enum(['orient', 'gather', 'consolidate', 'prune', 'guard', 'snapshot', 'apply', 'report']) }),
  'dream.progress': z.object({ memoryDirId: z.string(), done: z.number().int(), total: z.number().int(), file: z.string().optional() }),
  'dream.finished': DreamResult,
  'dream.failed': z.object({ memoryDirId: z.string(), error: z.string() }),
  'snapshot.created': SnapshotInfo,
  'snapshot.restored': z.object({ snapshotId: z.string(), memoryDirId: z.string(), files: z.array(z.string()) }),
  'settings.changed': z.object({ key: z.string() }),
  /** `files`: which files changed (relative paths), when known; absent = anything may have. */
  'memoryDir.changed': z.object({ memoryDirId: z.string(), files: z.array(z.string()).optional() }),
  'scheduler.changed': z.object({ state: z.string() }),
  /** One dir's status, as soon as a memoryDirs.list has read it (a first load fills its cards one by one). */
  'memoryDir.status': MemoryDirStatus,
} as const;

export type EventName = keyof typeof events;
export type EventPayload<E extends EventName> = z.infer<(typeof events)[E]>;

/** What every door calls: one implementation (the Autodream facade), many transports. */
export interface AutodreamApi {
  call<M extends MethodName>(method: M, input: MethodInput<M>): Promise<MethodOutput<M>>;
  on<E extends EventName>(event: E, listener: (payload: EventPayload<E>) => void): () => void;
}

export function isMethodName(name: string): name is MethodName {
  return Object.hasOwn(methods, name);
}
