import { readFile, stat } from 'node:fs/promises';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import type { Finding } from '../api/contract.js';
import { bodyOf } from './guard.js';
import type { Memory } from './orient.js';
import { isCodeLine, scanLines } from './text/markdown.js';

/**
 * Gather, drift: file paths, npm scripts and make targets that memories name, checked against
 * the project as it is now. A memory naming something that is gone is a finding (the memory
 * may be outdated), never a change: only a person knows whether it moved or went.
 */

const MAX_CHECKS = 5000;

export interface Named {
  file: string;
  paths: string[];
  scripts: string[];
  makeTargets: string[];
}

// `src/deploy.ts`, `./scripts/run.sh`, `docs/guide/intro.md`: a slash and a file extension.
const PATH_RE = /(?<![\w@:/.-])((?:\.{1,2}\/)?(?:[\w@.-]+\/)+[\w.-]+\.[A-Za-z0-9]{1,8})(?![\w/])/g;
const NPM_RE = /\b(?:npm|pnpm|yarn|bun) run\s+([\w:.-]+)/g;
// Bare `pnpm build` / `yarn lint` / `npm test` only count inside code: in prose "use pnpm for x" is not a script.
const BARE_RE = /`(?:(?:pnpm|yarn)\s+([\w:.-]+)|npm\s+(test|start))\b[^`]*`/g;
// Only inside code: in prose "make sure", "make backups" are English.
const MAKE_RE = /`make\s+([\w.-]+)[^`]*`/g;
const NOT_SCRIPTS = new Set(['install', 'i', 'add', 'remove', 'rm', 'update', 'up', 'upgrade', 'dlx', 'exec', 'x', 'create', 'init', 'publish', 'link', 'why', 'outdated', 'audit', 'ci', 'run', 'global', 'info', 'list', 'ls', 'store', 'config', 'set', 'version', 'help', 'login', 'logout', 'pack', 'import', 'dedupe', 'prune', 'rebuild', 'workspace', 'workspaces', 'cache']);

/** What a memory body names: paths, package scripts, make targets (prose and inline code; no code blocks). */
export function namedIn(file: string, text: string): Named {
  const body = bodyOf(text);
  const prose = scanLines(body)
    .filter((l) => !isCodeLine(l.kind))
    .map((l) => body.slice(l.start, l.end))
    .join('\n');
  const paths = new Set<string>();
  for (const m of prose.matchAll(PATH_RE)) {
    const p = m[1]!;
    if (/^[\d.]+$/.test(p.replace(/\//g, '')) || /^\d+\/\d+/.test(p)) continue; // dates, fractions
    if (/^(?:www\.|[\w-]+\.(?:com|org|net|io|dev)\/)/i.test(p)) continue; // a host, not a file
    paths.add(p);
  }
  const scripts = new Set<string>();
  for (const m of prose.matchAll(NPM_RE)) if (!NOT_SCRIPTS.has(m[1]!)) scripts.add(m[1]!);
  for (const m of prose.matchAll(BARE_RE)) {
    const name = m[1] ?? m[2]!;
    if (!NOT_SCRIPTS.has(name)) scripts.add(name);
  }
  const makeTargets = new Set<string>();
  for (const m of prose.matchAll(MAKE_RE)) makeTargets.add(m[1]!);
  return { file, paths: [...paths], scripts: [...scripts], makeTargets: [...makeTargets] };
}

export async function findDrift(memories: readonly Memory[], projectRoot: string | null, signal?: AbortSignal): Promise<Finding[]> {
  if (!projectRoot) return [];
  const root = resolve(projectRoot);
  const rootOk = await stat(root).then((s) => s.isDirectory(), () => false);
  if (!rootOk) return [];
  const scripts = await packageScripts(root);
  const targets = await makeTargetsOf(root);
  const findings: Finding[] = [];
  const exists = new Map<string, Promise<boolean>>();
  let checks = 0;
  for (const m of memories) {
    if (m.team) continue;
    signal?.throwIfAborted();
    const named = namedIn(m.file, m.info.text);
    for (const p of named.paths) {
      const abs = isAbsolute(p) ? p : join(root, p);
      if (isAbsolute(p) && !(abs + sep).startsWith(root + sep)) continue;
      const rel = relative(root, abs);
      if (rel.startsWith('..')) continue;
      if (checks++ >= MAX_CHECKS) break;
      let pending = exists.get(abs);
      if (!pending) {
        pending = stat(abs).then(() => true, () => false);
        exists.set(abs, pending);
      }
      if (!(await pending)) findings.push({ kind: 'drifted-path', file: m.file, detail: `names ${p}, which is not in ${root} any more (moved, renamed or deleted?)` });
    }
    if (scripts) {
      for (const s of named.scripts) {
        if (!scripts.has(s)) findings.push({ kind: 'drifted-script', file: m.file, detail: `names the script "${s}", which package.json in ${root} does not have` });
      }
    }
    if (targets) {
      for (const t of named.makeTargets) {
        if (!targets.has(t)) findings.push({ kind: 'drifted-command', file: m.file, detail: `names "make ${t}", which the Makefile in ${root} does not define` });
      }
    }
  }
  return findings;
}

async function packageScripts(root: string): Promise<Set<string> | null> {
  try {
    const pkg = JSON.parse(await readFile(join(root, 'package.json'), 'utf8')) as { scripts?: Record<string, unknown> };
    return new Set(Object.keys(pkg.scripts ?? {}));
  } catch {
    return null;
  }
}

async function makeTargetsOf(root: string): Promise<Set<string> | null> {
  try {
    const text = await readFile(join(root, 'Makefile'), 'utf8');
    const out = new Set<string>();
    for (const m of text.matchAll(/^([\w.-]+)\s*:(?!=)/gm)) out.add(m[1]!);
    return out;
  } catch {
    return null;
  }
}
