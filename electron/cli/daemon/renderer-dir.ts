import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Where the built web UI lives: `$AUTODREAM_RENDERER_DIR` (tests, packaging), else
 * `dist/renderer` of the package this file belongs to (found by walking up to package.json,
 * so it works from dist/ and from the TypeScript sources alike).
 */
export function rendererDir(env: NodeJS.ProcessEnv, from: string = fileURLToPath(import.meta.url)): string {
  if (env.AUTODREAM_RENDERER_DIR) return resolve(env.AUTODREAM_RENDERER_DIR);
  let dir = dirname(from);
  for (;;) {
    if (existsSync(join(dir, 'package.json'))) return join(dir, 'dist', 'renderer');
    const up = dirname(dir);
    if (up === dir) return resolve('dist', 'renderer');
    dir = up;
  }
}
