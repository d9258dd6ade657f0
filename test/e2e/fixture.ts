import { mkdir, mkdtemp, realpath, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/**
 * A realistic Claude Code config home for browser tests, built in a temp dir:
 *
 * - `acme-shop`: a project memory dir with MEMORY.md, topic files of every type (some in
 *   Chinese), a relative date ("Yesterday" in a file with `modified` frontmatter), an exact
 *   duplicate pair, a stale index pointer, a malformed-YAML file, team memory, a daily log,
 *   and session transcripts (plus a subagent transcript that must not count);
 * - `legacy-api`: a memory dir whose `.consolidate-lock` is held by a live process (a dream
 *   there must be refused as locked);
 * - `old-notes`: a memory dir where three of four memories are word-for-word copies, so a
 *   dream would delete half of them at once (the integrity guard refuses it);
 * - `<config home>/settings.json` with `autoDreamEnabled` among other keys.
 */

const DAY = 86_400_000;
const HOUR = 3_600_000;

export interface Fixture {
  root: string;
  home: string;
  configHome: string;
  stateDir: string;
  /** The acme-shop project (a git repo) and its memory dir. */
  projectRoot: string;
  memoryDir: string;
  transcriptDir: string;
  lockedMemoryDir: string;
  refusedMemoryDir: string;
  settingsFile: string;
  /** The exact text written to settings.json. */
  settingsText: string;
  /** Files of the acme-shop memory dir as written (relative path -> text). */
  files: Record<string, string>;
  cleanup(): Promise<void>;
}

/** Claude Code's project slug: every non-alphanumeric character becomes `-`. */
export function slugOf(path: string): string {
  return path.replace(/[^a-zA-Z0-9]/g, '-');
}

function fm(fields: Record<string, string>): string {
  return `---\n${Object.entries(fields).map(([k, v]) => `${k}: ${v}`).join('\n')}\n---\n\n`;
}

const DATABASE = `${fm({ name: 'database-choice', description: 'Postgres 16 for every service, no MySQL', type: 'project' })}We use Postgres 16 for every service; the MySQL cluster was retired.\n\n**Why:** one engine to operate.\n**How to apply:** new services get a Postgres schema, never a MySQL one.\n`;

export const ACME_FILES: Record<string, string> = {
  'MEMORY.md': [
    '- [User role](user_role.md) — senior backend engineer, new to the React side',
    '- [用户偏好](user_prefs_zh.md) — 回答用中文，代码注释用英文',
    '- [Testing](feedback_testing.md) — integration tests hit a real database, never mocks',
    '- [Review style](feedback_review.md) — short review comments',
    '- [Deploy freeze](project_deploy_freeze.md) — merge freeze for the mobile release',
    '- [部署流程](project_deploy_zh.md) — 部署前必须通知运维团队',
    '- [Database choice](project_database.md) — Postgres 16 for every service',
    '- [Database choice (copy)](project_database_copy.md) — Postgres 16 for every service',
    '- [Bug tracker](reference_linear.md) — pipeline bugs live in Linear project INGEST',
    '- [Old staging notes](staging_notes.md) — staging cluster details',
    '',
  ].join('\n'),
  'user_role.md': `${fm({ name: 'user-role', description: 'senior backend engineer, new to the React side', type: 'user' })}The user is a senior backend engineer with ten years of Go. They are new to the React side of this repo, so frontend explanations should connect to backend concepts.\n`,
  'user_prefs_zh.md': `${fm({ name: '用户偏好', description: '回答用中文，代码注释用英文', type: 'user' })}用户希望回答使用中文，但代码注释保持英文。\n\n讨论架构时先给结论，再给理由。\n`,
  'feedback_testing.md': `${fm({ name: 'feedback-testing', description: 'integration tests hit a real database, never mocks', type: 'feedback' })}Integration tests must hit a real database, not mocks.\n\n**Why:** a mocked test passed while the prod migration failed last quarter.\n**How to apply:** any test under test/integration talks to the docker Postgres.\n`,
  // Malformed YAML: an unclosed flow sequence. autodream must show it and never rewrite it.
  'feedback_review.md': `---\nname: feedback-review\ndescription: [short review comments\ntype: feedback\n---\n\nKeep review comments short and actionable.\n`,
  'project_deploy_freeze.md': `---\nname: deploy-freeze\ndescription: merge freeze for the mobile release\nmetadata:\n  type: project\nmodified: 2026-03-11T09:30:00Z\n---\n\nYesterday we agreed to freeze non-critical merges to main for the mobile release.\n\n**Why:** the mobile team cuts the release branch from main.\n**How to apply:** flag any non-critical PR scheduled during the freeze.\n`,
  'project_deploy_zh.md': `${fm({ name: '部署流程', description: '部署前必须通知运维团队', type: 'project' })}部署前必须在运维频道通知运维团队，并确认数据库迁移已经完成。\n\n周五下午不部署。\n`,
  'project_database.md': DATABASE,
  // An exact, byte-for-byte copy: the light depth merges exact duplicates.
  'project_database_copy.md': DATABASE,
  'reference_linear.md': `${fm({ name: 'bug-tracker', description: 'pipeline bugs live in Linear project INGEST', type: 'reference' })}Pipeline bugs are tracked in Linear project INGEST; the on-call rotation watches its triage view.\n`,
  // Markup inside a memory must show as text, never run: the renderer escapes everything.
  'reference_markup.md': `${fm({ name: 'markup-notes', description: 'notes that quote HTML', type: 'reference' })}The old wiki embedded <img src=x onerror="window.__pwned=1"> and <script>window.__pwned=2</script> tags.\n\nIts [login page](javascript:window.__pwned=3) is gone; the [new docs](https://docs.example.com/ingest) replace it.\n`,
  'team/MEMORY.md': '- [On-call](oncall.md) — who is on call and how to page them\n',
  'team/oncall.md': `${fm({ name: 'oncall', description: 'who is on call and how to page them', type: 'reference' })}Page the on-call engineer through PagerDuty service "ingest-prod".\n`,
  'logs/2026/03/2026-03-10.md': '# 2026-03-10\n\n- Agreed with the mobile team on a merge freeze.\n- 讨论了部署流程的变更。\n',
};

const SESSION_IDS = [
  '0b6c6a0e-3f1e-4a4e-9d3e-2f1a7c9b5e01',
  '5f0e2d4c-8a7b-4c3d-b2a1-9e8f7d6c5b02',
  'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c03',
  'c9d8e7f6-a5b4-4c3d-8e2f-1a0b9c8d7e04',
  'd4c3b2a1-0f9e-4d8c-9b7a-6e5f4d3c2b05',
  'e5f6a7b8-c9d0-4e1f-8a2b-3c4d5e6f7a06',
];

async function put(path: string, text: string, mtimeMs?: number): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, text);
  if (mtimeMs !== undefined) await utimes(path, new Date(mtimeMs), new Date(mtimeMs));
}

/** A git project and its Claude Code project dir (transcripts) with a memory dir. */
async function project(root: string, configHome: string, name: string, nowMs: number, sessions: number) {
  const projectRoot = join(root, 'code', name);
  await mkdir(join(projectRoot, '.git'), { recursive: true });
  await put(join(projectRoot, 'README.md'), `# ${name}\n`);
  const transcriptDir = join(configHome, 'projects', slugOf(projectRoot));
  const memoryDir = join(transcriptDir, 'memory');
  await mkdir(memoryDir, { recursive: true });
  for (const [i, id] of SESSION_IDS.slice(0, sessions).entries()) {
    const at = nowMs - (i + 1) * HOUR;
    const lines = [
      { type: 'user', sessionId: id, cwd: projectRoot, gitBranch: 'main', timestamp: new Date(at).toISOString(), message: { role: 'user', content: `Check the deploy freeze dates, take ${i + 1}` } },
      { type: 'assistant', sessionId: id, cwd: projectRoot, gitBranch: 'main', timestamp: new Date(at + 60_000).toISOString(), message: { role: 'assistant', content: [{ type: 'text', text: 'The freeze is recorded in memory.' }] } },
    ];
    await put(join(transcriptDir, `${id}.jsonl`), lines.map((l) => JSON.stringify(l)).join('\n') + '\n', at + 60_000);
  }
  return { projectRoot, transcriptDir, memoryDir };
}

export async function createFixture(opts: { nowMs?: number } = {}): Promise<Fixture> {
  const nowMs = opts.nowMs ?? Date.now();
  const root = await realpath(await mkdtemp(join(tmpdir(), 'ad-e2e-')));
  const home = join(root, 'home');
  const configHome = join(home, '.claude');
  const stateDir = join(root, 'state');
  await mkdir(home, { recursive: true });

  const acme = await project(root, configHome, 'acme-shop', nowMs, 6);
  for (const [rel, text] of Object.entries(ACME_FILES)) await put(join(acme.memoryDir, rel), text, nowMs - 2 * DAY);
  // A subagent transcript: never counts as a session.
  await put(join(acme.transcriptDir, SESSION_IDS[0]!, 'subagents', 'agent-1.jsonl'), '{"type":"user"}\n');

  const legacy = await project(root, configHome, 'legacy-api', nowMs, 2);
  await put(join(legacy.memoryDir, 'MEMORY.md'), '- [API versions](api_versions.md) — v1 is frozen, v2 is current\n');
  await put(join(legacy.memoryDir, 'api_versions.md'), `${fm({ name: 'api-versions', description: 'v1 is frozen, v2 is current', type: 'project' })}API v1 is frozen; all new endpoints go to v2.\n`);
  // Held: a live PID (this test process) written just now, as Claude Code writes it (no newline).
  await put(join(legacy.memoryDir, '.consolidate-lock'), String(process.pid));

  // Three word-for-word copies among four memories: merging them would delete half the
  // memories at once, past the guard's 25 % cap, so the dream is refused and writes nothing.
  const old = await project(root, configHome, 'old-notes', nowMs, 1);
  const cache = `${fm({ name: 'build-cache', description: 'the CI cache key includes the lockfile hash', type: 'reference' })}The CI cache key includes the lockfile hash.\n`;
  await put(join(old.memoryDir, 'MEMORY.md'), [
    '- [Build cache](build_cache.md) — the CI cache key includes the lockfile hash',
    '- [Build cache again](build_cache_copy.md) — the CI cache key includes the lockfile hash',
    '- [Build cache, older](build_cache_old.md) — the CI cache key includes the lockfile hash',
    '- [Flaky tests](flaky_tests.md) — retry the e2e job once before investigating',
    '',
  ].join('\n'));
  for (const name of ['build_cache.md', 'build_cache_copy.md', 'build_cache_old.md']) await put(join(old.memoryDir, name), cache);
  await put(join(old.memoryDir, 'flaky_tests.md'), `${fm({ name: 'flaky-tests', description: 'retry the e2e job once before investigating', type: 'feedback' })}Retry the e2e job once before investigating a failure.\n`);

  // autodream's own settings: the daemon runs the scheduler, and these transcripts look idle for
  // an hour; a day-long idle threshold keeps automatic dreams out of the tests' way.
  await put(join(stateDir, 'settings.json'), '{\n  "idleMinutes": 1440\n}\n');

  const settingsText = '{\n  "model": "opus",\n  "permissions": {\n    "allow": ["Bash(npm test)", "Read(~/notes/**)"]\n  },\n  "autoDreamEnabled": true,\n  "env": { "DEBUG": "0" }\n}\n';
  const settingsFile = join(configHome, 'settings.json');
  await put(settingsFile, settingsText);

  return {
    root,
    home,
    configHome,
    stateDir,
    projectRoot: acme.projectRoot,
    memoryDir: acme.memoryDir,
    transcriptDir: acme.transcriptDir,
    lockedMemoryDir: legacy.memoryDir,
    refusedMemoryDir: old.memoryDir,
    settingsFile,
    settingsText,
    files: { ...ACME_FILES },
    cleanup: () => rm(root, { recursive: true, force: true }),
  };
}
