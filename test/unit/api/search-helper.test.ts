import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { ScanHelper } from '../../../electron/core/api/search-helper.js';
import { scanFiles, scanQuery } from '../../../electron/core/api/search-scan.js';
import { findMemoryFiles, type Candidate } from '../../../electron/core/memdir/inventory.js';
import { memoryDirId } from '../../../electron/core/state.js';
import type { MemoryDir } from '../../../electron/core/memdir/types.js';

/*
 * A scan shared with the helper thread must find exactly what one thread reading every file
 * finds: the same matches in the same order, with the same counts, so the same scores. The
 * helper runs from the build (a thread loads JavaScript, not TypeScript).
 */

const WORKER = join(fileURLToPath(new URL('../../..', import.meta.url)), 'dist', 'electron', 'core', 'api', 'search-worker.js');
const WORDS = 'deploy build staging database retry cache queue worker release branch review merge rollback latency metrics the a of to'.split(' ');
const QUERIES = ['zeppelin', 'deploy', 'rolback', 'zeppelin airship', '蓝绿', 'café', "it's", 'nonexistentword'];

describe('a scan shared with the helper thread', () => {
  let root: string;
  let dir: MemoryDir;
  beforeAll(async () => {
    if (!existsSync(WORKER)) throw new Error(`${WORKER} is missing: run \`npm run build\` first.`);
    root = await mkdtemp(join(tmpdir(), 'ad-search-helper-'));
    const mem = join(root, 'memory');
    dir = { id: memoryDirId(mem), path: mem, kind: 'claude-code', transcriptDir: null, projectRoot: null, label: 'x' };
    const files: Record<string, string> = {
      'MEMORY.md': '- [Deploys](deploys.md) — zeppelin\n',
      'airship.md': '---\nname: Airship\ndescription: "caf\\u00e9 culture, it\'s \\"quoted\\""\ntype: reference\n---\nThe zeppelin and the airship both float.\n',
      'zh.md': '---\nname: 发布流程\ndescription: 蓝绿发布的步骤\ntype: project\n---\n部署流程使用蓝绿发布。\n',
    };
    // Enough files for many chunks; a rare word in a few of them, spread over the dir.
    for (let i = 0; i < 700; i++) {
      const body = Array.from({ length: 60 + (i % 50) }, (_, k) => WORDS[(i * 7 + k * 3) % WORDS.length]).join(' ');
      files[`area-${i % 7}/n${i}.md`] = `---\nname: note ${i}\ndescription: "filler ${i}"\ntype: project\n---\n${body}${i % 97 === 0 ? ' zeppelin' : ''}${i % 131 === 0 ? ' rollback' : ''}\n`;
    }
    for (const [rel, text] of Object.entries(files)) {
      await mkdir(dirname(join(mem, rel)), { recursive: true });
      await writeFile(join(mem, rel), text);
    }
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  // The same walk for both (the order of a walk's files may differ from one walk to the next).
  const alone = (candidates: Candidate[], query: string) => scanFiles(dir, candidates, scanQuery(query), () => null);
  // The search's thread gives way after each file here, so the helper surely claims chunks too.
  const slowly = () => nextTurn();

  it('finds the same matches, in the same order, with the same counts as one thread', async () => {
    const helper = new ScanHelper(pathToFileURL(WORKER));
    try {
      expect(await helper.ready()).toBe(true);
      const { candidates } = await findMemoryFiles(dir);
      for (const query of QUERIES) {
        const shared = await helper.scan(dir, candidates, query, slowly);
        expect(shared, query).toEqual(await alone(candidates, query));
      }
      expect(helper.helperChunks).toBeGreaterThan(0);
    } finally {
      await helper.close();
    }
  });

  it('scans every chunk itself when the helper fails, dies holding a chunk, or is not there', async () => {
    const broken = join(root, 'broken-worker.js');
    await writeFile(broken, 'throw new Error("the helper failed as it started");\n');
    // Claims the first chunk it can, then ends without scanning it.
    const dying = join(root, 'dying-worker.js');
    await writeFile(dying, "const { parentPort } = require('node:worker_threads');\nparentPort.postMessage('ready');\nparentPort.on('message', (job) => { Atomics.add(new Int32Array(job.counter), 0, 64); process.exit(1); });\n");
    const { candidates } = await findMemoryFiles(dir);
    for (const url of [pathToFileURL(broken), pathToFileURL(dying), pathToFileURL(join(root, 'missing.js')), new URL('./search-worker.ts', pathToFileURL(WORKER))]) {
      const helper = new ScanHelper(url);
      try {
        // Only the dying one comes up (until its first job).
        expect(await helper.ready()).toBe(url.pathname === pathToFileURL(dying).pathname);
        for (const query of QUERIES.slice(0, 3)) expect(await helper.scan(dir, candidates, query, slowly), query).toEqual(await alone(candidates, query));
        expect(helper.helperChunks).toBe(0);
      } finally {
        await helper.close();
      }
    }
  });
});
