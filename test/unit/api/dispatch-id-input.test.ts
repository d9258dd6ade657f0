/**
 * Calls that give a method only its one required id skip the contract's schemas (so a snapshot
 * or a restore through the CLI does not load zod). That is only right while the contract takes
 * every such input as it is: this holds ID_INPUT_METHODS to the schemas, and checks through the
 * real engine that anything else still goes through validation.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAutodream, type Autodream } from '../../../electron/core/api/autodream.js';
import { methods, type MethodName } from '../../../electron/core/api/contract.js';
import { ID_INPUT_METHODS, isIdOnlyInput } from '../../../electron/core/api/dispatch.js';

const samples = ['a', 'x'.repeat(200), '20261201T043831Z-3c8a20', 'mem-7789843ce6', 'é😀', ' ', '../x'];
const refused = ['', 'x'.repeat(201), 1, null, undefined, ['a'], { a: 1 }];

describe('methods called with only their id', () => {
  it('are exactly those whose schema takes that input as it is and needs no other field', () => {
    for (const [method, field] of ID_INPUT_METHODS) {
      const schema = methods[method as MethodName].input;
      for (const value of samples) {
        const parsed = schema.safeParse({ [field]: value });
        expect(parsed.success, `${method} ${JSON.stringify(value)}`).toBe(true);
        expect(parsed.data).toEqual({ [field]: value });
        expect(isIdOnlyInput({ [field]: value }, field)).toBe(true);
      }
      // What the fast path refuses falls through to the schema, which refuses it too here.
      for (const value of refused) {
        expect(isIdOnlyInput({ [field]: value }, field)).toBe(false);
        expect(schema.safeParse({ [field]: value }).success, `${method} ${JSON.stringify(value)}`).toBe(false);
      }
      expect(isIdOnlyInput({ [field]: 'a', other: 1 }, field)).toBe(false);
      expect(isIdOnlyInput(Object.assign(Object.create({ inherited: 1 }) as object, { [field]: 'a' }), field)).toBe(false);
      expect(schema.safeParse({}).success).toBe(false);
    }
  });

  describe('through the real engine', () => {
    let home = '';
    let app: Autodream;
    beforeAll(async () => {
      home = await mkdtemp(join(tmpdir(), 'ad-dispatch-id-'));
      app = await createAutodream({ configHome: join(home, '.claude'), stateDir: join(home, 'state'), env: {}, home });
    });
    afterAll(async () => {
      await app.close();
      await rm(home, { recursive: true, force: true });
    });

    it("reach the handler with the id, and anything more or less gets the contract's error", async () => {
      await expect(app.call('snapshots.restore', { snapshotId: 'no-such' })).rejects.toMatchObject({ code: 'not-found' });
      await expect(app.call('snapshots.create', { memoryDirId: 'no-such' })).rejects.toMatchObject({ code: 'not-found' });
      await expect(app.call('snapshots.restore', { snapshotId: 'no-such', extra: 1 } as never)).rejects.toMatchObject({ code: 'bad-input', message: expect.stringContaining('Invalid input for snapshots.restore') });
      await expect(app.call('snapshots.restore', { snapshotId: 'no-such', file: '../x' })).rejects.toMatchObject({ code: 'bad-input' });
      await expect(app.call('snapshots.create', { memoryDirId: '' })).rejects.toMatchObject({ code: 'bad-input' });
    });
  });
});
