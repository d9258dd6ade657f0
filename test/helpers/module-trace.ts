/**
 * Runs the real `autodream` bin with a module tracer and lists every ES module file it loaded. A
 * chunk of the CLI bundle stands for the sources esbuild put in it (its meta.json), named as tsc
 * builds them (electron/x.ts -> dist/electron/x.js; node_modules/... as is).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { REPO, runCli } from './cli.js';

const TRACE = fileURLToPath(new URL('../fixtures/cli/trace-modules.mjs', import.meta.url));
export const BUNDLE = 'dist/electron/cli/bundle/';

let chunkInputs: Record<string, { inputs: Record<string, unknown> }> | undefined;

/** A loaded file -> the modules it holds: a bundle chunk's sources, else itself. */
export function sourcesOf(file: string): string[] {
  if (!file.startsWith(BUNDLE) || !file.endsWith('.js')) return [file];
  chunkInputs ??= (JSON.parse(readFileSync(join(REPO, BUNDLE, 'meta.json'), 'utf8')) as { outputs: typeof chunkInputs }).outputs;
  const chunk = chunkInputs?.[file];
  if (!chunk) throw new Error(`${file} is not in the bundle's meta.json: rebuild (npm run build).`);
  return [file, ...Object.keys(chunk.inputs).map((i) => (i.startsWith('electron/') ? `dist/${i.replace(/\.ts$/, '.js')}` : i))];
}

export interface TracedRun {
  code: number | null;
  stdout: string;
  /** stderr without the tracer's lines. */
  stderr: string;
  /** Repo-relative files loaded. */
  files: string[];
  /** The modules those files hold. */
  modules: string[];
}

/** Runs the bin with `args` in a home of its own (`env` is added to the environment). */
export async function traced(args: string[], env: NodeJS.ProcessEnv): Promise<TracedRun> {
  const { code, stdout, stderr } = await runCli(args, { env, nodeArgs: ['--import', TRACE] });
  const files = [...stderr.matchAll(/^module: (file:\S+)$/gm)].map((m) => fileURLToPath(m[1] ?? '').slice(REPO.length).replace(/^\//, ''));
  return { code, stdout, stderr: stderr.replace(/^module: .*\n/gm, ''), files, modules: files.flatMap(sourcesOf) };
}
