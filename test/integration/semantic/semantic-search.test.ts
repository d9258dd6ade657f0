import { mkdir, mkdtemp, readFile, readdir, rm, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAutodream, type Autodream } from '../../../electron/core/api/autodream.js';
import { startEmbeddingsServer, type EmbeddingsServer } from '../../helpers/embeddings-server.js';
import { vectorFileName } from '../../../electron/core/semantic/vector-store.js';

let root: string;
let memoryDir: string;
let app: Autodream;
let server: EmbeddingsServer;
let dirId: string;
const stateDir = () => join(root, 'state');
const KEY = 'sk-test-embeddings-0123456789abcdef';

const memories: Record<string, string> = {
  'project_parking.md': '---\nname: parking\ndescription: where the team car is\ntype: project\n---\n\nThe team car is parked in lot B; keys at reception.\n',
  'project_deploy.md': '---\nname: deploy\ndescription: how deploys go out\ntype: project\n---\n\nDeploys go through the staging gate on Thursdays.\n',
  'feedback_testing.md': '---\nname: testing\ndescription: tests hit a real postgres\ntype: feedback\n---\n\nIntegration tests must hit a real database, never mocks.\n',
  'user_editor.md': '---\nname: editor\ndescription: the user edits in helix\ntype: user\n---\n\nThe user works in Helix with vim keys.\n',
};

async function open(env: NodeJS.ProcessEnv = {}): Promise<Autodream> {
  const a = await createAutodream({ configHome: join(root, 'claude'), stateDir: stateDir(), env: { HOME: join(root, 'home'), ...env }, home: join(root, 'home') });
  dirId = (await a.call('memoryDirs.resolve', { memoryDir })).id;
  return a;
}

const search = (query: string, a = app) => a.call('search', { query, memoryDirId: dirId, limit: 5 });

beforeAll(async () => {
  server = await startEmbeddingsServer();
});
afterAll(async () => {
  await server.close();
});

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'ad-sem-'));
  memoryDir = join(root, 'claude', 'projects', '-tmp-acme', 'memory');
  await mkdir(memoryDir, { recursive: true });
  await mkdir(join(root, 'home'), { recursive: true });
  for (const [f, t] of Object.entries(memories)) await writeFile(join(memoryDir, f), t);
  app = await open();
  server.inputs.length = 0;
});
afterEach(async () => {
  await app.close();
  await rm(root, { recursive: true, force: true });
});

const useOllama = () => app.call('settings.set', { key: 'embeddingsProvider', value: 'ollama' }).then(() => app.call('settings.set', { key: 'embeddingsModel', value: 'nomic-embed-text' })).then(() => app.call('settings.set', { key: 'embeddingsBaseUrl', value: server.url }));

describe('semantic memory search', () => {
  it('without a provider: keyword search, and it says so', async () => {
    const r = await search('automobile');
    expect(r.mode).toBe('keyword');
    expect(r.note).toMatch(/no embeddings provider is set/);
    expect(r.hits).toEqual([]);
    expect(server.requests).toBe(0);
  });

  it('with Ollama: ranking uses the vectors (a word the memory never says finds it)', async () => {
    await useOllama();
    const car = await search('automobile');
    expect(car.mode).toBe('hybrid');
    expect(car.note).toBeUndefined();
    expect(car.hits[0]?.file).toBe('project_parking.md');
    const ship = await search('rollout');
    expect(ship.hits[0]?.file).toBe('project_deploy.md');
    // Found both ways ranks above found one way: "tests" is a keyword hit and a vector hit.
    const both = await search('tests verification');
    expect(both.hits[0]?.file).toBe('feedback_testing.md');
    // Vectors live in the state dir, never in the memory dir.
    expect((await readdir(memoryDir)).sort()).toEqual(Object.keys(memories).sort());
    expect(await readdir(join(stateDir(), 'vectors', dirId))).toHaveLength(1);
  });

  it('embeds only what changed: new and edited files, once; a restart reads the vectors back', async () => {
    await useOllama();
    await search('automobile');
    expect(server.inputs).toHaveLength(Object.keys(memories).length + 1);
    server.inputs.length = 0;
    await search('automobile');
    expect(server.inputs).toEqual([]);

    await writeFile(join(memoryDir, 'user_editor.md'), memories['user_editor.md']!.replace('Helix with vim keys', 'Helix, with vim keys, on a big monitor'));
    await writeFile(join(memoryDir, 'reference_vehicle.md'), '---\nname: fleet\ndescription: fleet list\ntype: reference\n---\n\nThe truck fleet list is in the ops wiki.\n');
    await new Promise((r) => setTimeout(r, 1100)); // the inventory trusts its last stat check for 1 s
    await search('automobile');
    expect(server.inputs.sort()).toEqual(['editor\nthe user edits in helix\n\nThe user works in Helix, with vim keys, on a big monitor.\n', 'fleet\nfleet list\n\nThe truck fleet list is in the ops wiki.\n'].sort());

    await app.close();
    app = await open();
    server.inputs.length = 0;
    const again = await search('vehicle');
    expect(server.inputs).toEqual(['vehicle']);
    expect(again.hits.map((h) => h.file).slice(0, 2).sort()).toEqual(['project_parking.md', 'reference_vehicle.md']);
  });

  it('falls back to keywords with a note when the provider is down', async () => {
    const down = await startEmbeddingsServer();
    await down.close();
    await app.call('settings.set', { key: 'embeddingsProvider', value: 'ollama' });
    await app.call('settings.set', { key: 'embeddingsModel', value: 'nomic-embed-text' });
    await app.call('settings.set', { key: 'embeddingsBaseUrl', value: down.url });
    const r = await search('staging gate');
    expect(r.mode).toBe('keyword');
    expect(r.note).toMatch(/unreachable.*keyword search only/);
    expect(r.hits[0]?.file).toBe('project_deploy.md');
  });

  it('OpenAI-compatible /v1/embeddings with the key from the environment, never written anywhere', async () => {
    await app.close();
    app = await open({ OPENAI_API_KEY: KEY });
    await app.call('settings.set', { key: 'embeddingsProvider', value: 'openai' });
    await app.call('settings.set', { key: 'embeddingsModel', value: 'text-embedding-3-small' });
    await app.call('settings.set', { key: 'embeddingsBaseUrl', value: `${server.url}/v1` });
    server.authorizations.length = 0;
    const r = await search('automobile');
    expect(r.mode).toBe('hybrid');
    expect(r.hits[0]?.file).toBe('project_parking.md');
    expect(server.authorizations.every((a) => a === `Bearer ${KEY}`)).toBe(true);
    const stateFiles: string[] = [];
    const walk = async (d: string): Promise<void> => {
      for (const e of await readdir(d, { withFileTypes: true })) {
        if (e.isDirectory()) await walk(join(d, e.name));
        else stateFiles.push(join(d, e.name));
      }
    };
    await walk(root);
    for (const f of stateFiles) expect((await readFile(f)).includes(KEY), f).toBe(false);
  });
});

describe('stale vectors', () => {
  /** The content hashes a vector file holds (its JSON header). */
  const hashesIn = async (file: string) => {
    const buf = await readFile(file);
    return (JSON.parse(buf.subarray(4, 4 + buf.readUInt32LE(0)).toString('utf8')) as { hashes: string[] }).hashes;
  };
  const vectorFile = () => join(stateDir(), 'vectors', dirId, vectorFileName('ollama/nomic-embed-text'));

  it('vectors of a deleted memory file are dropped at the next search', async () => {
    await useOllama();
    await search('automobile');
    const [file] = await readdir(join(stateDir(), 'vectors', dirId));
    const path = join(stateDir(), 'vectors', dirId, file!);
    expect(await hashesIn(path)).toHaveLength(4);
    await unlink(join(memoryDir, 'project_parking.md'));
    await new Promise((r) => setTimeout(r, 1100)); // the inventory trusts its last stat check for 1 s
    const r = await search('automobile');
    expect(r.hits.map((h) => h.file)).not.toContain('project_parking.md');
    expect(await hashesIn(path)).toHaveLength(3);
  });

  it('a model switch drops the old model\'s vectors; a restart drops those of a dir that is gone; an existing dir it does not know keeps its own', async () => {
    await useOllama();
    await app.call('settings.set', { key: 'embeddingsModel', value: 'mxbai-embed-large' });
    await search('automobile');
    expect(await readdir(join(stateDir(), 'vectors', dirId))).toEqual([vectorFileName('ollama/mxbai-embed-large')]);
    await app.call('settings.set', { key: 'embeddingsModel', value: 'nomic-embed-text' });
    await search('automobile');
    expect(await readdir(join(stateDir(), 'vectors', dirId))).toEqual([vectorFileName('ollama/nomic-embed-text')]);

    // A second Claude Code memory dir, and an ad-hoc folder only this process knows.
    const other = join(root, 'claude', 'projects', '-tmp-other', 'memory');
    const adhoc = join(root, 'notes');
    for (const d of [other, adhoc]) {
      await mkdir(d, { recursive: true });
      await writeFile(join(d, 'project_x.md'), '---\nname: x\ndescription: the car wash\ntype: project\n---\n\nThe car wash opens at nine.\n');
    }
    const otherId = (await app.call('memoryDirs.resolve', { memoryDir: other })).id;
    const adhocId = (await app.call('memoryDirs.resolve', { memoryDir: adhoc })).id;
    for (const id of [otherId, adhocId]) await app.call('search', { query: 'automobile', memoryDirId: id, limit: 5 });
    const vectors = () => readdir(join(stateDir(), 'vectors')).then((l) => l.sort());
    expect(await vectors()).toEqual([dirId, otherId, adhocId].sort());

    await rm(join(root, 'claude', 'projects', '-tmp-other'), { recursive: true });
    await app.close();
    app = await open();
    expect((await search('automobile')).mode).toBe('hybrid');
    expect(await vectors()).toEqual([dirId, adhocId].sort());
    expect(await hashesIn(vectorFile())).toHaveLength(4);
  });
});
