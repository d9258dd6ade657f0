/**
 * The CLI turns off zod's schema compiling before zod loads (context.ts, preferJitlessSchemas).
 * Run in a fresh process, where zod is not loaded yet, as in the CLI: the setting must be what
 * zod itself reads, and then reach the schemas built after it.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { REPO } from '../../helpers/cli.js';

const CONTEXT = fileURLToPath(new URL('../../../electron/cli/context.ts', import.meta.url));

/** Script lines: parse `schema` three times, counting each code compile (new Function) into `compiled`. */
const PARSE_COUNTING_COMPILES = `
      const real = globalThis.Function;
      let compiled = 0;
      globalThis.Function = new Proxy(real, { construct(t, args) { compiled += 1; return Reflect.construct(t, args); }, apply(t, self, args) { compiled += 1; return Reflect.apply(t, self, args); } });
      for (let i = 0; i < 3; i += 1) schema.parse({ a: i, b: 'x' });
      globalThis.Function = real;`;

describe('preferJitlessSchemas', () => {
  it('is zod\'s own jitless setting, made before zod loads', () => {
    const script = `
      const { preferJitlessSchemas } = await import(${JSON.stringify(CONTEXT)});
      const before = Object.keys(globalThis).filter((k) => k.startsWith('__zod'));
      preferJitlessSchemas();
      const { z } = await import('zod');
      // A schema built now parses without compiling: no new Function is called.
      const schema = z.object({ a: z.number(), b: z.string() });
      ${PARSE_COUNTING_COMPILES}
      console.log(JSON.stringify({ before, jitless: z.config().jitless, compiled }));`;
    const r = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: REPO, encoding: 'utf8' });
    expect(r.status, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual({ before: [], jitless: true, compiled: 0 });
  });

  it('without it, zod compiles a schema on its first parse (so the check above can fail)', () => {
    const script = `
      const { z } = await import('zod');
      const schema = z.object({ a: z.number(), b: z.string() });
      ${PARSE_COUNTING_COMPILES}
      console.log(JSON.stringify({ compiled }));`;
    const r = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: REPO, encoding: 'utf8' });
    expect(r.status, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout).compiled).toBeGreaterThan(0);
  });
});
