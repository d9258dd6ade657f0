// `npm run build` step: the one-shot CLI commands as one ES module bundle with a chunk per lazy
// import (dist/electron/cli/bundle/), so a command loads a few files instead of ~200 modules.
// `--version` and `--help` load only the entry chunk; `status` on a home without memory dirs loads
// the API's front (discovery, settings defaults) but not zod, YAML, locks or the dream engine. The long-running `daemon` and `mcp` run from the per-module tsc build (bin/autodream.js
// picks), where their asset paths hold. meta.json maps each chunk to its sources (the startup test
// reads it to check what a command loads).
import { build } from 'esbuild';
import { rm, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

const repo = fileURLToPath(new URL('../..', import.meta.url));
const outdir = 'dist/electron/cli/bundle';
await rm(`${repo}/${outdir}`, { recursive: true, force: true });
const result = await build({
  absWorkingDir: repo,
  entryPoints: { main: 'electron/cli/main.ts' },
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  packages: 'bundle',
  metafile: true,
  logLevel: 'warning',
  // CommonJS dependencies (proper-lockfile) call require() for Node's own modules.
  banner: { js: "import { createRequire as __autodreamRequire } from 'node:module'; const require = __autodreamRequire(import.meta.url);" },
  plugins: [
    {
      name: 'servers-stay-out',
      setup(b) {
        // The daemon and the MCP server are never reached through the bundle (bin/autodream.js runs them from tsc's build).
        b.onResolve({ filter: /^\.\/(daemon|mcp)\.js$/ }, (args) =>
          args.importer.endsWith('electron/cli/commands/index.ts') ? { path: `../commands/${args.path.slice(2)}`, external: true } : undefined,
        );
      },
    },
    {
      name: 'zod-english-only',
      setup(b) {
        // zod re-exports ~40 locales' messages (260 KB, a third of what `status` parses); autodream uses English.
        b.onLoad({ filter: /[\\/]zod[\\/]v4[\\/]locales[\\/]index\.js$/ }, () => ({ contents: "export { default as en } from './en.js';", loader: 'js' }));
      },
    },
  ],
});
await writeFile(`${repo}/${outdir}/meta.json`, JSON.stringify(result.metafile));
