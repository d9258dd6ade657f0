import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Budget } from '../../../electron/core/models/budget.js';
import { resolveEndpoint } from '../../../electron/core/models/keys.js';
import { ModelError } from '../../../electron/core/models/model-error.js';
import { costOf, loadPrices, priceOf } from '../../../electron/core/models/prices.js';
import { redact } from '../../../electron/core/models/redact.js';
import { EncryptedSecretFile, type Cipher } from '../../../electron/core/models/secret-file.js';
import { UsageLedger } from '../../../electron/core/models/usage-ledger.js';

let state: string;
beforeEach(async () => {
  state = await mkdtemp(join(tmpdir(), 'ad-models-'));
});
afterEach(() => rm(state, { recursive: true, force: true }));

/** A real cipher (AES-256-GCM with a key held in memory), standing in for Electron's safeStorage. */
function testCipher(): Cipher {
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
      const d = createDecipheriv('aes-256-gcm', key, data.subarray(0, 12));
      d.setAuthTag(data.subarray(12, 28));
      return Buffer.concat([d.update(data.subarray(28)), d.final()]).toString('utf8');
    },
  };
}

describe('keys', () => {
  it('env first, then the encrypted store; the file holds only ciphertext', async () => {
    const secrets = new EncryptedSecretFile(state, testCipher());
    await secrets.set('anthropic.apiKey', 'sk-ant-stored-KEY-123456789');
    expect(await readFile(join(state, 'secrets.json'), 'utf8')).not.toContain('stored-KEY');
    expect((await resolveEndpoint('anthropic', { baseUrl: null, env: {}, secrets })).apiKey).toBe('sk-ant-stored-KEY-123456789');
    const fromEnv = await resolveEndpoint('anthropic', { baseUrl: null, env: { ANTHROPIC_API_KEY: 'sk-ant-env', ANTHROPIC_BASE_URL: 'http://127.0.0.1:9' }, secrets });
    expect(fromEnv).toEqual({ apiKey: 'sk-ant-env', baseUrl: 'http://127.0.0.1:9', keySource: 'env' });
    // The setting wins over the env var for the endpoint.
    expect((await resolveEndpoint('openai', { baseUrl: 'http://127.0.0.1:11434/v1', env: { OPENAI_BASE_URL: 'https://x.example/v1' } })).baseUrl).toBe('http://127.0.0.1:11434/v1');
  });

  it('no key: a clear error naming the env var; a local OpenAI-compatible server needs none', async () => {
    const e = await resolveEndpoint('anthropic', { baseUrl: null, env: {} }).catch((x: unknown) => x);
    expect((e as ModelError).reason).toBe('no-key');
    expect((e as ModelError).message).toContain('ANTHROPIC_API_KEY');
    expect((await resolveEndpoint('openai', { baseUrl: 'http://localhost:11434/v1', env: {} })).keySource).toBe('none');
    await expect(resolveEndpoint('openai', { baseUrl: 'https://api.example.com/v1', env: {} })).rejects.toThrow(/OPENAI_API_KEY/);
  });

  it('redact removes known keys and key-shaped tokens', () => {
    expect(redact('bad key abcdefghijkl here', ['abcdefghijkl'])).toBe('bad key [redacted] here');
    expect(redact('Incorrect API key provided: sk-proj-abc123******wxyz.')).not.toMatch(/abc123/);
    expect(redact('Authorization: Bearer eyJhbGciOiJIUzI1NiJ9.payload')).not.toContain('eyJhbGci');
  });
});

describe('prices', () => {
  it('built-in prices, dated model ids by prefix, and the editable table over them', async () => {
    let prices = await loadPrices(state);
    expect(priceOf(prices, 'claude-sonnet-4-5-20250929')).toEqual({ inputPerMTok: 3, outputPerMTok: 15 });
    expect(priceOf(prices, 'llama3.1:8b')).toBeNull();
    await writeFile(join(state, 'prices.json'), JSON.stringify({ 'llama3.1:8b': { inputPerMTok: 0, outputPerMTok: 0 }, 'gpt-4.1': { inputPerMTok: 1, outputPerMTok: 2 } }));
    prices = await loadPrices(state);
    expect(priceOf(prices, 'llama3.1:8b')).toEqual({ inputPerMTok: 0, outputPerMTok: 0 });
    expect(costOf(priceOf(prices, 'gpt-4.1')!, { inputTokens: 1_000_000, outputTokens: 500_000 })).toBe(2);
    await writeFile(join(state, 'prices.json'), '{"gpt-4.1": {"inputPerMTok": "cheap"}}');
    await expect(loadPrices(state)).rejects.toThrow(/prices\.json|gpt-4\.1/);
  });
});

describe('budgets', () => {
  const limits = { maxTokensPerDream: 1000, maxTokensPerDay: 1500, maxCostPerDayUsd: null };

  it('per dream: counted from reported usage, checked before the next call', async () => {
    const b = new Budget(limits, new UsageLedger(state), await loadPrices(state), 'claude-sonnet-4-6', state);
    await b.check(300);
    await b.record({ inputTokens: 600, outputTokens: 100, estimated: false });
    await b.check(300);
    const e = await b.check(301).catch((x: unknown) => x);
    expect((e as ModelError).reason).toBe('budget');
    expect((e as ModelError).message).toContain('agent.maxTokensPerDream');
    expect(b.spent).toMatchObject({ tokens: 700, calls: 1 });
    expect(b.spent.costUsd).toBeCloseTo((600 * 3 + 100 * 15) / 1e6, 9);
  });

  it('per day: what other dreams spent today counts, persisted in the state dir', async () => {
    let now = new Date(2026, 10, 30, 10).getTime();
    const ledger = new UsageLedger(state, () => now);
    await new Budget(limits, ledger, {}, 'm', state).record({ inputTokens: 1000, outputTokens: 200, estimated: false });
    const second = new Budget(limits, new UsageLedger(state, () => now), {}, 'm', state);
    const e = await second.check(400).catch((x: unknown) => x);
    expect((e as ModelError).message).toContain('agent.maxTokensPerDay');
    expect((await ledger.today()).tokens).toBe(1200);
    now += 86_400_000; // tomorrow the day budget starts again
    await second.check(400);
  });

  it('per-day cost needs a price; over it the call is refused', async () => {
    const ledger = new UsageLedger(state);
    const capped = { ...limits, maxTokensPerDream: 1e9, maxTokensPerDay: 1e9, maxCostPerDayUsd: 0.01 };
    await expect(new Budget(capped, ledger, await loadPrices(state), 'mystery-model', state).check(10)).rejects.toThrow(/no price for mystery-model/);
    const b = new Budget(capped, ledger, await loadPrices(state), 'claude-sonnet-4-6', state);
    await b.record({ inputTokens: 3000, outputTokens: 0, estimated: false }); // $0.009
    await b.check(100);
    await expect(b.check(1000)).rejects.toThrow(/maxCostPerDayUsd/);
    expect((await ledger.today()).costUsd).toBeCloseTo(0.009, 9);
  });
});
