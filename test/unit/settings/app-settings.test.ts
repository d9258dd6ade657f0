import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_APP_SETTINGS,
  effectiveDirSettings,
  loadAppSettings,
  setDirSettings,
  updateAppSettings,
} from '../../../electron/core/settings/index.js';

let stateDir: string;
const file = () => join(stateDir, 'settings.json');

beforeEach(async () => {
  stateDir = await mkdtemp(join(tmpdir(), 'ad-state-'));
});
afterEach(async () => {
  await rm(stateDir, { recursive: true, force: true });
});

describe('loadAppSettings', () => {
  it('a missing file gives the defaults', async () => {
    expect(await loadAppSettings(stateDir)).toEqual({
      minHours: 24,
      minSessions: 5,
      idleMinutes: 10,
      dreamOnBattery: false,
      stopOnReturn: true,
      dreamWhenIndexOverLimit: true,
      quietHours: null,
      snapshotRetentionDays: 7,
      depth: 'rem',
      extraFolders: [],
      openclawRoot: null,
      startAtLogin: false,
      memoryDirs: {},
      agentWritesTeamMemory: false,
      embeddingsProvider: null,
      embeddingsModel: null,
      embeddingsBaseUrl: null,
      engine: 'builtin',
      'agent.provider': 'anthropic',
      'agent.model': null,
      'agent.baseUrl': null,
      'agent.maxTokensPerDream': 200_000,
      'agent.maxTokensPerDay': 2_000_000,
      'agent.maxCostPerDayUsd': null,
      'agent.sendTranscripts': true,
      notifications: 'all',
      pausedUntil: null,
    });
  });

  it('fills in defaults around what the file sets', async () => {
    await writeFile(file(), '{ "minHours": 12, "quietHours": { "start": "22:30", "end": "07:00" } }');
    const s = await loadAppSettings(stateDir);
    expect(s).toMatchObject({ minHours: 12, minSessions: 5, quietHours: { start: '22:30', end: '07:00' } });
  });

  const invalid: Array<[string, string, RegExp, number, number]> = [
    ['a wrong type', '{\n  "minHours": "soon"\n}', /minHours: expected number, received string/, 2, 15],
    ['a fraction of sessions', '{\n  "minSessions": 2.5\n}', /minSessions: expected int/, 2, 18],
    ['a bad time', '{\n  "quietHours": {\n    "start": "9pm",\n    "end": "07:00"\n  }\n}', /quietHours\.start: expected a time as "HH:MM"/, 3, 14],
    ['an unknown key', '{\n  "minHour": 3\n}', /unknown setting "minHour"/, 2, 3],
    ['a bad depth', '{"depth": "nap"}', /depth: Invalid option: expected one of "light"\|"rem"\|"deep"/, 1, 11],
    ['a bad per-dir override', '{"memoryDirs": {"p-1": {"minHours": -1}}}', /memoryDirs\.p-1\.minHours: /, 1, 37],
    ['an unknown per-dir key', '{"memoryDirs": {"p-1": {"on": true}}}', /unknown setting "memoryDirs\.p-1\.on"/, 1, 25],
  ];
  for (const [name, text, message, line, column] of invalid) {
    it(`${name}: an error naming the key, file, line and column`, async () => {
      await writeFile(file(), text);
      const err = await loadAppSettings(stateDir).catch((e: unknown) => e);
      expect(err).toMatchObject({ code: 'malformed-file', file: file(), line, column });
      expect((err as Error).message).toMatch(message);
      await expect(updateAppSettings(stateDir, { idleMinutes: 5 })).rejects.toMatchObject({ code: 'malformed-file' });
      expect(await readFile(file(), 'utf8')).toBe(text);
    });
  }

  it('malformed JSON: line and column, never overwritten', async () => {
    const text = '{\n  "minHours": 12,\n  "depth": rem\n}';
    await writeFile(file(), text);
    await expect(loadAppSettings(stateDir)).rejects.toMatchObject({ code: 'malformed-file', file: file(), line: 3, column: 12 });
    await expect(updateAppSettings(stateDir, { minHours: 1 })).rejects.toMatchObject({ code: 'malformed-file', line: 3 });
    expect(await readFile(file(), 'utf8')).toBe(text);
  });
});

describe('updateAppSettings', () => {
  it('creates the file with only what changed', async () => {
    const s = await updateAppSettings(stateDir, { minHours: 6, depth: 'light' });
    expect(s).toMatchObject({ minHours: 6, depth: 'light', minSessions: 5 });
    expect(JSON.parse(await readFile(file(), 'utf8'))).toEqual({ minHours: 6, depth: 'light' });
  });

  it("keeps a person's formatting of the other keys", async () => {
    await writeFile(file(), '{\n\t"minHours":   12,\n\t"extraFolders": [ "/a" ]\n}\n');
    await updateAppSettings(stateDir, { minSessions: 2 });
    expect(await readFile(file(), 'utf8')).toBe('{\n\t"minHours":   12,\n\t"extraFolders": [ "/a" ],\n\t"minSessions": 2\n}\n');
  });

  it('undefined puts a key back to its default', async () => {
    await updateAppSettings(stateDir, { minHours: 6, idleMinutes: 3 });
    const s = await updateAppSettings(stateDir, { minHours: undefined });
    expect(s.minHours).toBe(24);
    expect(JSON.parse(await readFile(file(), 'utf8'))).toEqual({ idleMinutes: 3 });
  });

  it('refuses an invalid value and writes nothing', async () => {
    await updateAppSettings(stateDir, { minHours: 6 });
    const before = await readFile(file(), 'utf8');
    const err = await updateAppSettings(stateDir, { quietHours: { start: '25:00', end: '07:00' } }).catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 'bad-input' });
    expect((err as Error).message).toMatch(/quietHours\.start/);
    expect(await readFile(file(), 'utf8')).toBe(before);
  });

  it('serialises concurrent updates in one process (none lost)', async () => {
    await Promise.all([
      updateAppSettings(stateDir, { minHours: 1 }),
      updateAppSettings(stateDir, { minSessions: 2 }),
      updateAppSettings(stateDir, { idleMinutes: 3 }),
      setDirSettings(stateDir, 'a', { enabled: false }),
      setDirSettings(stateDir, 'b', { minSessions: 9 }),
    ]);
    expect(await loadAppSettings(stateDir)).toMatchObject({
      minHours: 1,
      minSessions: 2,
      idleMinutes: 3,
      memoryDirs: { a: { enabled: false }, b: { minSessions: 9 } },
    });
  });

  it('does not touch the file when nothing changes', async () => {
    await updateAppSettings(stateDir, { minHours: 6 });
    const m = (await stat(file())).mtimeMs;
    await new Promise((r) => setTimeout(r, 20));
    await updateAppSettings(stateDir, {});
    expect((await stat(file())).mtimeMs).toBe(m);
  });
});

describe('effectiveDirSettings', () => {
  it('per-dir overrides over the global values', async () => {
    await updateAppSettings(stateDir, { minHours: 12 });
    await setDirSettings(stateDir, 'proj-1', { minSessions: 2 });
    let s = await setDirSettings(stateDir, 'proj-1', { enabled: false });
    expect(effectiveDirSettings(s, 'proj-1')).toEqual({ enabled: false, minHours: 12, minSessions: 2 });
    expect(effectiveDirSettings(s, 'other')).toEqual({ enabled: true, minHours: 12, minSessions: 5 });
    s = await setDirSettings(stateDir, 'proj-1', null);
    expect(effectiveDirSettings(s, 'proj-1')).toEqual({ enabled: true, minHours: 12, minSessions: 5 });
  });

  it('an id like "__proto__" is only data', () => {
    expect(effectiveDirSettings(DEFAULT_APP_SETTINGS, '__proto__')).toEqual({ enabled: true, minHours: 24, minSessions: 5 });
  });
});
