import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ModelPass } from '../../../electron/core/dream/agent/pass.js';
import { planDream } from '../../../electron/core/dream/plan-dream.js';
import { AnthropicModel } from '../../../electron/core/models/anthropic.js';
import { Budget } from '../../../electron/core/models/budget.js';
import { UsageLedger } from '../../../electron/core/models/usage-ledger.js';
import { startModelServer, type ModelServer } from '../../helpers/model-server.js';
import { clock, makeDirs, memoryDirOf, olderMemory, writeFiles, type DreamDirs } from '../../unit/dream/fixtures.js';

let server: ModelServer;
let d: DreamDirs;
beforeAll(async () => {
  server = await startModelServer();
});
afterAll(() => server.close());
beforeEach(async () => {
  d = await makeDirs();
  server.requests.length = 0;
});
afterEach(() => d.cleanup());

async function orientationOf(): Promise<{ text: string; pass: ModelPass }> {
  const model = new AnthropicModel({ model: 'claude-sonnet-4-6', apiKey: 'test-key-0000000000', baseUrl: server.anthropicUrl, timeoutMs: 5000, stream: false });
  const pass = new ModelPass({ model, budget: new Budget({ maxTokensPerDream: 1e9, maxTokensPerDay: 1e9, maxCostPerDayUsd: null }, new UsageLedger(d.state, clock), {}, model.model, d.state), secrets: [], sendTranscripts: true });
  server.script([{ toolCalls: [{ name: 'finish', input: {} }] }]);
  await planDream(memoryDirOf(d.memory), { clock, depth: 'rem', gather: { sessions: [], sinceMs: 0, projectRoot: null }, modelPass: (ctx, g, f, s) => pass.run(ctx, g, f, s) });
  const body = JSON.parse(server.requests[0]!.raw) as { messages: Array<{ content: Array<{ text: string }> }> };
  return { text: body.messages[0]!.content[0]!.text, pass };
}

describe('the orientation the model starts from', () => {
  it('is bounded: a large dir lists the candidates first and 150 files, never the memories\' text', { timeout: 120_000 }, async () => {
    const files: Record<string, string> = {};
    for (let i = 0; i < 200; i += 1) files[`topic-${String(i).padStart(3, '0')}.md`] = olderMemory(`topic-${i}`, 'project', `${'Long body text that the model should not see unless it asks. '.repeat(4)}Service ${i} uses port ${9000 + i}.\n`, `Service ${i}`);
    files['staging.md'] = olderMemory('staging', 'project', 'Staging runs Postgres 14 on the shared db-staging host.\n', 'What staging runs');
    files['staging-upgrade.md'] = olderMemory('staging-upgrade', 'project', 'Staging runs Postgres 16 on the shared db-staging host since the upgrade.\n', 'Staging upgrade');
    await writeFiles(d.memory, files, '2026-11-20T10:00:00Z');
    const { text, pass } = await orientationOf();
    expect(text).toMatch(/202 memory files/);
    expect(text).toMatch(/150 of 202 shown .* list_memories pages through all/);
    expect(text.split('\n').filter((l) => /^- topic-\d+\.md \| /.test(l)).length).toBeLessThanOrEqual(150);
    expect(text).not.toContain('Long body text');
    // The pair that differs in a version number is offered (as the rules' contradiction finding,
    // else as a candidate pair), and both files are listed.
    expect(text).toMatch(/staging(-upgrade)?\.md: ["']Staging runs Postgres 1[46]/);
    expect(text).toMatch(/- staging-upgrade\.md \| project/);
    expect(Buffer.byteLength(text)).toBeLessThan(40_000);
    expect(pass.report.sent).toEqual([{ source: 'orientation', bytes: Buffer.byteLength(text) }]);
  });

  it('names the durable-looking log lines and vague requests the rules did not act on', async () => {
    await writeFiles(d.memory, {
      'deploy.md': olderMemory('deploy', 'project', 'Deploys run from main.\n'),
      'logs/2026/11/2026-11-24.md': 'Fixed the flaky login test.\nWe decided to always squash-merge feature branches.\n',
    }, '2026-11-24T10:00:00Z');
    const { text } = await orientationOf();
    expect(text).toMatch(/logs\/2026\/11\/2026-11-24\.md \(2026-11-24\): "We decided to always squash-merge feature branches\."/);
    expect(text).not.toMatch(/"Fixed the flaky login test/);
  });
});
