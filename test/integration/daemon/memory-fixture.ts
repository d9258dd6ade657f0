import { mkdir, readdir, readFile, utimes, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';

/**
 * A realistic Claude Code config home: one project (`/tmp/x/acme`) with a memory dir that has
 * an index, typed topic files with frontmatter and a few dream-worthy defects, plus transcripts.
 */
export const PROJECT_SLUG = '-tmp-x-acme';
const DAY = 86_400_000;

export interface MemoryFixture {
  configDir: string;
  projectDir: string;
  memoryDir: string;
}

export async function buildMemoryFixture(configDir: string, nowMs: number): Promise<MemoryFixture> {
  const projectDir = join(configDir, 'projects', PROJECT_SLUG);
  const memoryDir = join(projectDir, 'memory');
  await mkdir(memoryDir, { recursive: true });
  const files: Record<string, [string, number]> = {
    'MEMORY.md': [
      [
        '- [User role](user_role.md) — senior backend engineer, prefers Go for services',
        '- [Deploy process](project_deploy.md) — deploys go through the staging gate',
        '- [Testing feedback](feedback_testing.md) — integration tests must hit a real database',
        '- [Old runbook](old_runbook.md) — this file was deleted long ago',
        '',
      ].join('\n'),
      nowMs - 2 * DAY,
    ],
    'user_role.md': [
      fm('User role', 'senior backend engineer, prefers Go for services', 'user') +
        'The user is a senior backend engineer. They prefer Go for services and Python for scripts.\n',
      nowMs - 30 * DAY,
    ],
    'project_deploy.md': [
      fm('Deploy process', 'deploys go through the staging gate', 'project') +
        'Deploys go through the staging gate before production.\n\nLast week we moved the release train to Thursdays.\n',
      nowMs - 10 * DAY,
    ],
    'feedback_testing.md': [
      fm('Testing feedback', 'integration tests must hit a real database', 'feedback') +
        'Integration tests must hit a real database, not mocks: a mocked migration test once hid a broken migration.\n\n' +
        '**Why:** the outage in the billing service.\n**How to apply:** any test under test/integration.\n',
      nowMs - 5 * DAY,
    ],
    'feedback_testing_copy.md': [
      fm('Testing feedback', 'integration tests must hit a real database', 'feedback') +
        'Integration tests must hit a real database, not mocks: a mocked migration test once hid a broken migration.\n\n' +
        '**Why:** the outage in the billing service.\n**How to apply:** any test under test/integration.\n',
      nowMs - 4 * DAY,
    ],
    'reference_dashboards.md': [
      fm('Dashboards', 'where the latency dashboards live', 'reference') + 'Latency dashboards: grafana.internal/d/api-latency (owned by the platform team).\n',
      nowMs - 3 * DAY,
    ],
  };
  for (const [name, [text, mtime]] of Object.entries(files)) {
    const path = join(memoryDir, name);
    await writeFile(path, text);
    await utimes(path, new Date(mtime), new Date(mtime));
  }
  // Transcripts: Claude Code's JSONL, one session per file, all after the last dream (there was none).
  const sessions = ['0b6c6a0e-3f1e-4a4e-9d3e-2f1a7c9b5e01', '5f0e2d4c-8a7b-4c3d-b2a1-9e8f7d6c5b02', 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c03', 'c9d8e7f6-a5b4-4c3d-8e2f-1a0b9c8d7e04'];
  for (const [i, id] of sessions.entries()) {
    const at = nowMs - (i + 1) * 3_600_000;
    const lines = [
      { type: 'user', sessionId: id, cwd: '/tmp/x/acme', timestamp: new Date(at).toISOString(), message: { role: 'user', content: `Fix the flaky deploy check, take ${i + 1}` } },
      { type: 'assistant', sessionId: id, cwd: '/tmp/x/acme', timestamp: new Date(at + 60_000).toISOString(), message: { role: 'assistant', content: [{ type: 'text', text: 'Looking at the staging gate.' }] } },
    ];
    const path = join(projectDir, `${id}.jsonl`);
    await writeFile(path, lines.map((l) => JSON.stringify(l)).join('\n') + '\n');
    await utimes(path, new Date(at + 60_000), new Date(at + 60_000));
  }
  return { configDir, projectDir, memoryDir };
}

function fm(name: string, description: string, type: string): string {
  return `---\nname: ${name}\ndescription: ${description}\ntype: ${type}\n---\n\n`;
}

/** Every file under a dir, relative path -> bytes, to prove what changed (or that nothing did). */
export async function readTree(dir: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  const walk = async (d: string) => {
    for (const e of await readdir(d, { withFileTypes: true })) {
      const p = join(d, e.name);
      if (e.isDirectory()) await walk(p);
      else if (e.isFile()) out[relative(dir, p)] = (await readFile(p)).toString('base64');
    }
  };
  await walk(dir);
  return out;
}
