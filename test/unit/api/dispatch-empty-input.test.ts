/**
 * Calls to the methods that take no input skip the contract's schemas (so `status` does not load
 * zod at start). That is only right while those methods' input schema is the empty object and
 * nothing else: this holds EMPTY_INPUT_METHODS to the contract, and checks that anything but an
 * empty input still goes through validation.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAutodream, type Autodream } from '../../../electron/core/api/autodream.js';
import { methods, type MethodName } from '../../../electron/core/api/contract.js';
import { EMPTY_INPUT_METHODS } from '../../../electron/core/api/dispatch.js';

describe('methods called with an empty input', () => {
  it('skip validation exactly where the schema takes an empty input as it is', () => {
    const asIs = (Object.keys(methods) as MethodName[]).filter((m) => {
      const empty = methods[m].input.safeParse({});
      return empty.success && Reflect.ownKeys(empty.data).length === 0;
    });
    expect([...EMPTY_INPUT_METHODS].sort()).toEqual(asIs.sort());
  });

  describe('through the real engine', () => {
    let home = '';
    let app: Autodream;
    beforeAll(async () => {
      home = await mkdtemp(join(tmpdir(), 'ad-dispatch-'));
      app = await createAutodream({ configHome: join(home, '.claude'), stateDir: join(home, 'state'), env: {}, home });
    });
    afterAll(async () => {
      await app.close();
      await rm(home, { recursive: true, force: true });
    });

    it('answer an empty input (or none) and refuse anything else with the contract\'s error', async () => {
      expect(await app.call('memoryDirs.list', {})).toEqual({ memoryDirs: [] });
      expect(await app.call('memoryDirs.list', undefined as never)).toEqual({ memoryDirs: [] });
      await expect(app.call('memoryDirs.list', { all: true } as never)).rejects.toMatchObject({ code: 'bad-input', message: expect.stringContaining('Invalid input for memoryDirs.list') });
      await expect(app.call('agent.usage', Object.create({ inherited: 1 }) as never)).rejects.toMatchObject({ code: 'bad-input' });
      await expect(app.call('no.such' as MethodName, {} as never)).rejects.toMatchObject({ code: 'usage' });
    });
  });
});
