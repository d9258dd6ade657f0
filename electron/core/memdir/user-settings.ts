import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { errnoCode, type FileProblem } from '../errors.js';

/** Claude Code's user settings, read only for the keys autodream honours. */
export interface UserSettingsRead {
  path: string;
  /** The parsed object; empty when the file is missing or broken. */
  settings: Record<string, unknown>;
  /** Set when the file exists but could not be used; its keys then count as absent. */
  problem?: FileProblem;
}

/** `<config home>/settings.json` (never a repo's checked-in `.claude/settings.json`). */
export function userSettingsPath(configHome: string): string {
  return join(configHome, 'settings.json');
}

/**
 * Read the user settings without ever failing: a missing file is empty settings, a broken or
 * unreadable one is empty settings plus a problem naming the file (Claude Code would ignore
 * it too, so both tools agree on every key).
 */
export async function readUserSettings(configHome: string): Promise<UserSettingsRead> {
  const path = userSettingsPath(configHome);
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (e) {
    const code = errnoCode(e);
    if (code === 'ENOENT' || code === 'ENOTDIR') return { path, settings: {} };
    return { path, settings: {}, problem: { file: path, reason: `cannot be read (${code ?? String(e)}); its settings are ignored` } };
  }
  return parseUserSettings(path, text);
}

/** Parse settings text; exported for tests and for callers that already hold the text. */
export function parseUserSettings(path: string, text: string): UserSettingsRead {
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
  if (body.trim() === '') return { path, settings: {} };
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch (e) {
    const where = jsonErrorPosition(body, e);
    return {
      path,
      settings: {},
      problem: { file: path, reason: `is not valid JSON (${(e as Error).message}); its settings are ignored`, ...where },
    };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { path, settings: {}, problem: { file: path, reason: 'is not a JSON object; its settings are ignored' } };
  }
  return { path, settings: value as Record<string, unknown> };
}

/** A string setting, or undefined (plus a problem) when it holds something else. */
export function stringSetting(read: UserSettingsRead, key: string): { value?: string; problem?: FileProblem } {
  const v = read.settings[key];
  if (v === undefined || v === null) return {};
  if (typeof v === 'string') return { value: v };
  return { problem: { file: read.path, reason: `"${key}" should be a string; it is ignored` } };
}

function jsonErrorPosition(text: string, e: unknown): { line?: number; column?: number } {
  const m = /position (\d+)/.exec(String((e as Error)?.message));
  if (!m?.[1]) return {};
  const pos = Number(m[1]);
  const before = text.slice(0, pos);
  const line = before.split('\n').length;
  return { line, column: pos - before.lastIndexOf('\n') };
}
