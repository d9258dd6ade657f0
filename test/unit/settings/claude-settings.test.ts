import { mkdtemp, readFile, rm, stat, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  parseClaudeSettingInput,
  readClaudeSettings,
  setClaudeSetting,
  setTopLevelKey,
} from '../../../electron/core/settings/index.js';

let configHome: string;
const file = () => join(configHome, 'settings.json');

beforeEach(async () => {
  configHome = await mkdtemp(join(tmpdir(), 'ad-claude-'));
});
afterEach(async () => {
  await rm(configHome, { recursive: true, force: true });
});

async function roundTrip(before: string, key: 'autoDreamEnabled' | 'autoMemoryEnabled' | 'autoMemoryDirectory', value: boolean | string | undefined) {
  await writeFile(file(), before);
  await setClaudeSetting(configHome, key, value as never);
  return readFile(file(), 'utf8');
}

describe('setClaudeSetting keeps every other byte', () => {
  it('changes only the value text of an existing key (2 spaces)', async () => {
    const before = '{\n  "model": "opus",\n  "autoDreamEnabled": true,\n  "env": { "A": "1" }\n}\n';
    expect(await roundTrip(before, 'autoDreamEnabled', false)).toBe(before.replace('"autoDreamEnabled": true', '"autoDreamEnabled": false'));
  });

  it('tabs, CRLF, odd spacing around the colon, nested objects, unicode', async () => {
    const before =
      '{\r\n\t"permissions" : {\r\n\t\t"allow": ["Bash(ls:*)", "Read"],\r\n\t\t"deny": []\r\n\t},\r\n\t"autoMemoryEnabled" :false,\r\n\t"note": "记住 — ✓ \\u00e9",\r\n\t"n": 1.5e3\r\n}';
    const after = await roundTrip(before, 'autoMemoryEnabled', true);
    expect(after).toBe(before.replace('"autoMemoryEnabled" :false', '"autoMemoryEnabled" :true'));
  });

  it('inserts a missing key last with the file\'s indentation (4 spaces)', async () => {
    const before = '{\n    "model": "opus",\n    "hooks": {\n        "Stop": []\n    }\n}\n';
    expect(await roundTrip(before, 'autoDreamEnabled', false)).toBe(
      '{\n    "model": "opus",\n    "hooks": {\n        "Stop": []\n    },\n    "autoDreamEnabled": false\n}\n',
    );
  });

  it('inserts with tabs and CRLF when the file uses them', async () => {
    const before = '{\r\n\t"model": "opus"\r\n}\r\n';
    expect(await roundTrip(before, 'autoMemoryDirectory', '~/mem')).toBe('{\r\n\t"model": "opus",\r\n\t"autoMemoryDirectory": "~/mem"\r\n}\r\n');
  });

  it('inserts inline into a one-line object, keeping its separator style', async () => {
    expect(await roundTrip('{"a":1,"b":[1,2]}', 'autoDreamEnabled', true)).toBe('{"a":1,"b":[1,2], "autoDreamEnabled":true}');
  });

  it('fills an empty object and keeps a BOM', async () => {
    expect(await roundTrip('\uFEFF{}\n', 'autoDreamEnabled', false)).toBe('\uFEFF{\n  "autoDreamEnabled": false\n}\n');
    expect(await roundTrip('{\r\n}', 'autoDreamEnabled', false)).toBe('{\r\n  "autoDreamEnabled": false\r\n}');
  });

  it('escapes a path value as JSON', async () => {
    const after = await roundTrip('{}', 'autoMemoryDirectory', 'C:\\mem "x"');
    expect(JSON.parse(after)).toEqual({ autoMemoryDirectory: 'C:\\mem "x"' });
  });

  it('removes a key (undefined) wherever it sits', async () => {
    expect(await roundTrip('{\n  "a": 1,\n  "autoDreamEnabled": true\n}\n', 'autoDreamEnabled', undefined)).toBe('{\n  "a": 1\n}\n');
    expect(await roundTrip('{\n  "autoDreamEnabled": true,\n  "a": 1\n}\n', 'autoDreamEnabled', undefined)).toBe('{\n  "a": 1\n}\n');
    expect(await roundTrip('{\n  "autoDreamEnabled": true\n}\n', 'autoDreamEnabled', undefined)).toBe('{}\n');
    const untouched = '{ "a": 1 }';
    expect(await roundTrip(untouched, 'autoDreamEnabled', undefined)).toBe(untouched);
  });

  it('changes the effective (last) one of duplicated keys', async () => {
    const after = await roundTrip('{"autoDreamEnabled": true, "autoDreamEnabled": true}', 'autoDreamEnabled', false);
    expect(after).toBe('{"autoDreamEnabled": true, "autoDreamEnabled": false}');
    expect(JSON.parse(after).autoDreamEnabled).toBe(false);
  });

  it('creates a missing file (and its folder)', async () => {
    const home = join(configHome, 'new-home');
    await setClaudeSetting(home, 'autoDreamEnabled', false);
    expect(await readFile(join(home, 'settings.json'), 'utf8')).toBe('{\n  "autoDreamEnabled": false\n}\n');
  });

  it('leaves the file untouched when the value is already set', async () => {
    const before = '{ "autoDreamEnabled": false }';
    await writeFile(file(), before);
    const m1 = (await stat(file())).mtimeMs;
    await new Promise((r) => setTimeout(r, 20));
    await setClaudeSetting(configHome, 'autoDreamEnabled', false);
    expect((await stat(file())).mtimeMs).toBe(m1);
  });
});

describe('a file that does not parse', () => {
  const cases: Array<[string, string, number, number, RegExp]> = [
    ['trailing comma', '{\n  "a": 1,\n}\n', 3, 1, /trailing comma/],
    ['comment', '{\n  // mine\n  "a": 1\n}', 2, 3, /comments/],
    ['missing comma', '{\n  "a": 1\n  "b": 2\n}', 3, 3, /expected ',' or '}'/],
    ['single quotes', "{\n\t'a': 1\n}", 2, 2, /double quotes/],
    ['unterminated', '{\r\n  "a": "x\r\n}', 2, 10, /unterminated string/],
    ['garbage after', '{}\n{}', 2, 1, /after the end/],
    ['cut short', '{\n  "a": [1, 2', 2, 13, /end of file/],
  ];
  for (const [name, text, line, column, message] of cases) {
    it(`${name}: AutodreamError with line ${line}, column ${column}; never overwritten`, async () => {
      await writeFile(file(), text);
      const err = await setClaudeSetting(configHome, 'autoDreamEnabled', false).catch((e: unknown) => e);
      expect(err).toMatchObject({ name: 'AutodreamError', code: 'malformed-file', file: file(), line, column });
      expect((err as Error).message).toMatch(message);
      expect(await readFile(file(), 'utf8')).toBe(text);
      await expect(readClaudeSettings(configHome)).rejects.toMatchObject({ code: 'malformed-file', line, column });
    });
  }

  it('a top-level array is refused', async () => {
    await writeFile(file(), '[1]');
    await expect(setClaudeSetting(configHome, 'autoDreamEnabled', true)).rejects.toMatchObject({ code: 'malformed-file' });
    expect(await readFile(file(), 'utf8')).toBe('[1]');
  });
});

describe('readClaudeSettings', () => {
  it('missing file: nothing set', async () => {
    expect(await readClaudeSettings(configHome)).toEqual({ file: file(), exists: false, problems: [] });
  });

  it('reads the known keys and reports wrong types', async () => {
    await writeFile(file(), '{"autoDreamEnabled": "no", "autoMemoryEnabled": false, "autoMemoryDirectory": "~/m", "x": 1}');
    const s = await readClaudeSettings(configHome);
    expect(s).toMatchObject({ exists: true, autoMemoryEnabled: false, autoMemoryDirectory: '~/m' });
    expect(s.autoDreamEnabled).toBeUndefined();
    expect(s.problems).toEqual([{ key: 'autoDreamEnabled', detail: 'autoDreamEnabled is "no", not true or false' }]);
  });

  it('an empty file is empty settings', async () => {
    await writeFile(file(), '  \n');
    expect(await readClaudeSettings(configHome)).toMatchObject({ exists: true, problems: [] });
  });
});

describe('input checks', () => {
  it('rejects unknown keys and wrong types without writing', async () => {
    await expect(setClaudeSetting(configHome, 'model' as never, 'x' as never)).rejects.toMatchObject({ code: 'usage' });
    await expect(setClaudeSetting(configHome, 'autoDreamEnabled', 'yes' as never)).rejects.toMatchObject({ code: 'usage' });
    await expect(stat(file())).rejects.toThrow(/ENOENT/);
  });

  it('parses command-line values', () => {
    expect(parseClaudeSettingInput('autoDreamEnabled', 'false')).toBe(false);
    expect(parseClaudeSettingInput('autoMemoryEnabled', 'true')).toBe(true);
    expect(parseClaudeSettingInput('autoMemoryDirectory', '~/x')).toBe('~/x');
    expect(() => parseClaudeSettingInput('autoDreamEnabled', 'off')).toThrow(/true or false/);
  });

  it('setTopLevelKey writes objects with the file indentation', () => {
    const out = setTopLevelKey('f', '{\n    "a": 1\n}', 'b', { c: [1] });
    expect(out).toBe('{\n    "a": 1,\n    "b": {\n        "c": [\n            1\n        ]\n    }\n}');
  });
});

describe('a symlinked settings.json (dotfile managers)', () => {
  it('writes through to the target', async () => {
    const { symlink } = await import('node:fs/promises');
    await mkdir(join(configHome, 'dotfiles'));
    const target = join(configHome, 'dotfiles', 'claude.json');
    await writeFile(target, '{\n  "a": 1\n}\n');
    await symlink(target, file());
    await setClaudeSetting(configHome, 'autoDreamEnabled', true);
    expect(await readFile(target, 'utf8')).toBe('{\n  "a": 1,\n  "autoDreamEnabled": true\n}\n');
  });
});
