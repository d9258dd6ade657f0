import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCli } from '../../helpers/cli.js';
import { makeOpenClawHome, MAIN_MEMORY_MD, WORK_MEMORY_MD, type OpenClawHome } from '../../helpers/openclaw-workspaces.js';
import { makeTmp } from '../../unit/memdir/tmp.js';

/** `autodream status` (the real bin) finds OpenClaw from HOME alone and says which layout each dir is. */
describe('autodream status with OpenClaw', () => {
  let tmp: Awaited<ReturnType<typeof makeTmp>>;
  let oc: OpenClawHome;
  beforeEach(async () => {
    tmp = await makeTmp();
    oc = await makeOpenClawHome(tmp.dir);
  });
  afterEach(() => tmp.cleanup());

  it('lists both layouts with their kind in words, memory and log counts, and MEMORY.md lines as wc -l counts them', async () => {
    const r = await runCli(['status', '--config-dir', join(oc.home, '.claude'), '--state-dir', join(tmp.dir, 'state')], { env: { HOME: oc.home } });
    expect(r.code, r.stderr).toBe(0);
    const wcMain = MAIN_MEMORY_MD.split('\n').length - 1;
    const wcWork = WORK_MEMORY_MD.split('\n').length - 1;
    expect(r.stdout).toContain(`openclaw main  (openclaw-workspace)  ${oc.main}`);
    expect(r.stdout).toContain(`  OpenClaw workspace: 1 memory (+ 2 daily logs), MEMORY.md ${wcMain} lines`);
    expect(r.stdout).toContain(`openclaw main skill  (openclaw)  ${oc.skill}`);
    expect(r.stdout).toContain('  OpenClaw memory-system folder: 2 memories (+ 2 daily logs), MEMORY.md 2 lines');
    expect(r.stdout).toContain(`  OpenClaw workspace: 1 memory (+ 1 daily log), MEMORY.md ${wcWork} lines`);
    expect(r.stdout).toContain('sessions since: 1 of 3');
  });
});
