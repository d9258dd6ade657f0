import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM JavaScript without types
import { findElectron, noDisplay } from '../../../bin/start.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ad-electron-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('bin/start.js checks', () => {
  it('finds the Electron binary only when path.txt names a file that exists', async () => {
    expect(findElectron({}, dir)).toEqual({ binary: null, why: expect.stringMatching(/path.txt is missing/) });
    await writeFile(join(dir, 'path.txt'), 'electron');
    expect(findElectron({}, dir)).toEqual({ binary: null, why: expect.stringMatching(/binary is missing/) });
    await mkdir(join(dir, 'dist'));
    await writeFile(join(dir, 'dist', 'electron'), '');
    expect(findElectron({}, dir)).toEqual({ binary: join(dir, 'dist', 'electron'), why: null });
  });

  it('sees no display on Linux without DISPLAY or WAYLAND_DISPLAY', () => {
    expect(noDisplay({}, 'linux')).toMatch(/no display/);
    expect(noDisplay({ DISPLAY: ':0' }, 'linux')).toBeNull();
    expect(noDisplay({ WAYLAND_DISPLAY: 'wayland-0' }, 'linux')).toBeNull();
    expect(noDisplay({}, 'darwin')).toBeNull();
  });
});
