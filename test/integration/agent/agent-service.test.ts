import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAutodream } from '../../../electron/core/api/autodream.js';
import { runDream } from '../../../electron/core/dream/run.js';
import { ModelError } from '../../../electron/core/models/model-error.js';
import { EncryptedSecretFile, type Cipher } from '../../../electron/core/models/secret-file.js';
import { SnapshotStore } from '../../../electron/core/snapshots/index.js';
import { startModelServer, type ModelServer } from '../../helpers/model-server.js';
import { clock, makeDirs, memoryDirOf, olderMemory, writeFiles, type DreamDirs } from '../../unit/dream/fixtures.js';

const STORED = 'sk-ant-api03-STOREDKEY-only-ciphertext-on-disk';
let server: ModelServer;
let d: DreamDirs;
beforeAll(async () => {
  server = await startModelServer();
});
afterAll(() => server.close());
beforeEach(async () => {
  d = await makeDirs();
  server.requests.length = 0;
  const files: Record<string, string> = {};
  for (let i = 0; i < 5; i += 1) files[`topic-${i}.md`] = olderMemory(`topic-${i}`, 'project', `Service ${i} runs on port ${8000 + i}.\n`);
  await writeFiles(d.memory, files, '2026-11-20T10:00:00Z');
});
afterEach(() => d.cleanup());

/** AES-256-GCM with an in-memory key: what Electron's safeStorage does with the OS keychain's key. */
function cipher(): Cipher {
  const key = randomBytes(32);
  return {
    isAvailable: () => true,
    encrypt(plain) {
      const iv = randomBytes(12);
      const c = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([c.update(plain, 'utf8'), c.final()]);
      return Buffer.concat([iv, c.getAuthTag(), body]);
    },
    decrypt(data) {
      const dec = createDecipheriv('aes-256-gcm', key, data.subarray(0, 12));
      dec.setAuthTag(data.subarray(12, 28));
      return Buffer.concat([dec.update(data.subarray(28)), dec.final()]).toString('utf8');
    },
  };
}

describe('the agent engine behind every door', () => {
  it('the scheduler path opens the model only when the dream is due: a missing key is no failure while not due', async () => {
    let opened = 0;
    const agent = async () => {
      opened += 1;
      throw new ModelError('no-key', 'No Anthropic API key: set ANTHROPIC_API_KEY.');
    };
    const base = { dir: memoryDirOf(d.memory), stateDir: d.state, store: new SnapshotStore(join(d.state, 'snapshots'), { clock }), clock, lock: { lockDir: d.locks }, gather: { sessions: [], sinceMs: 0, projectRoot: null }, agent, ifDue: true };
    expect((await runDream({ ...base, isDue: async () => false })).outcome).toBe('not-due');
    expect(opened).toBe(0);
    const due = await runDream({ ...base, isDue: async () => true });
    expect(due).toMatchObject({ outcome: 'failed', reason: 'no-key', engine: 'agent' });
    expect(due.error).toContain('ANTHROPIC_API_KEY');
  });

  it('a key stored through agent.setKey (encrypted) is used; per-dir engine setting; the key never on disk in plain text', async () => {
    const configHome = join(d.root, 'claude');
    await mkdir(configHome, { recursive: true });
    const secrets = new EncryptedSecretFile(d.state, cipher());
    const app = await createAutodream({ configHome, stateDir: d.state, env: { HOME: d.root }, home: d.root, clock, secrets });
    try {
      const dir = await app.call('memoryDirs.resolve', { memoryDir: d.memory });
      await app.call('settings.set', { key: 'agent.baseUrl', value: server.anthropicUrl });
      await app.call('settings.set', { key: 'memoryDirs', value: { [dir.id]: { engine: 'agent' } } });
      const noKey = await app.call('dream.run', { memoryDirId: dir.id, dryRun: true });
      expect(noKey).toMatchObject({ outcome: 'failed', reason: 'no-key', engine: 'agent' });
      expect(await app.call('agent.setKey', { provider: 'anthropic', key: STORED })).toEqual({ provider: 'anthropic', stored: true });
      server.script([{ toolCalls: [{ name: 'finish', input: { summary: 'nothing to do' } }] }]);
      const r = await app.call('dream.run', { memoryDirId: dir.id, dryRun: true });
      expect(r).toMatchObject({ engine: 'agent', agent: { finished: true, summary: 'nothing to do' } });
      expect(String(server.requests[0]!.headers.authorization ?? server.requests[0]!.headers['x-api-key'])).toContain(STORED);
      const usage = await app.call('agent.usage', {});
      expect(usage).toMatchObject({ calls: 1, maxTokensPerDay: 2_000_000 });
      expect(usage.tokens).toBeGreaterThan(0);
      // A one-off builtin run still works without any provider.
      expect((await app.call('dream.run', { memoryDirId: dir.id, dryRun: true, engine: 'builtin' })).engine).toBeUndefined();
      for (const f of await readdir(d.state)) {
        const p = join(d.state, f);
        const text = await readFile(p, 'latin1').catch(() => '');
        expect(text, f).not.toContain('STOREDKEY');
      }
      expect(await app.call('agent.setKey', { provider: 'anthropic', key: null })).toEqual({ provider: 'anthropic', stored: false });
      expect(await secrets.get('anthropic.apiKey')).toBeNull();
    } finally {
      await app.close();
    }
    const bare = await createAutodream({ configHome, stateDir: d.state, env: {}, home: d.root, clock });
    await expect(bare.call('agent.setKey', { provider: 'openai', key: 'sk-0123456789' })).rejects.toThrow(/read keys from the environment/);
    await bare.close();
  });
});
