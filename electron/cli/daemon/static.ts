import { createReadStream } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, sep } from 'node:path';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.wasm': 'application/wasm',
  '.webmanifest': 'application/manifest+json',
};

export function contentTypeFor(file: string): string {
  return CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/** Shown for a page opened without the access token (or with an old one): how to open the right URL. */
export const UNAUTHORIZED_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>autodream: open the link with its token</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:40em;margin:4em auto;padding:0 1em}code{background:#eee;padding:.1em .3em}</style>
</head><body><h1>This autodream page needs its access token</h1>
<p>The autodream daemon only answers pages opened with the link it printed, so other web pages cannot reach your memory.</p>
<ul>
<li>Look for the line <code>autodream daemon: http://127.0.0.1:PORT/?token=…</code> where the daemon was started, and open that whole link.</li>
<li>Or, in the tray, choose <strong>Open autodream…</strong>.</li>
<li>The token is kept in <code>daemon-token</code> in autodream's state folder (readable only by you); <code>autodream daemon --new-token</code> makes a new one, after which old links stop working.</li>
</ul>
</body></html>
`;

/** Shown instead of the UI when the renderer has not been built. */
export const NO_BUILD_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>autodream</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:40em;margin:4em auto;padding:0 1em}code{background:#eee;padding:.1em .3em}</style>
</head><body><h1>autodream daemon</h1>
<p>The daemon is running, but the web UI has not been built: run <code>npm run build</code>, then reload this page.</p>
<p>The API answers at <code>/api/call/&lt;method&gt;</code> and <code>/api/events</code>.</p>
</body></html>
`;

export type StaticTarget =
  | { kind: 'file'; path: string }
  | { kind: 'index' }
  | { kind: 'refused' }
  | { kind: 'bad-path' }
  | { kind: 'missing' };

/**
 * Map a raw URL path to a file under `root`, refusing anything that could leave it:
 * `..` segments (also percent-encoded), backslashes, NUL, and symlinks pointing out.
 * Paths without an extension are app routes: the SPA's index.html answers them.
 */
export async function locateStatic(root: string, rawPath: string): Promise<StaticTarget> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return { kind: 'bad-path' };
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return { kind: 'refused' };
  const segments = decoded.split('/').filter((s) => s !== '' && s !== '.');
  if (segments.some((s) => s === '..')) return { kind: 'refused' };
  if (segments.length === 0) return { kind: 'index' };
  const candidate = join(root, ...segments);
  try {
    const [realRoot, real] = await Promise.all([realpath(root), realpath(candidate)]);
    if (real !== realRoot && !real.startsWith(realRoot + sep)) return { kind: 'refused' };
    const info = await stat(real);
    if (info.isFile()) return { kind: 'file', path: real };
    return extname(decoded) === '' ? { kind: 'index' } : { kind: 'missing' };
  } catch {
    return extname(segments[segments.length - 1]!) === '' ? { kind: 'index' } : { kind: 'missing' };
  }
}

/** Stream one file; HEAD gets the headers only. */
export async function sendFile(req: IncomingMessage, res: ServerResponse, path: string, headers: Record<string, string>): Promise<void> {
  const info = await stat(path);
  res.writeHead(200, {
    ...headers,
    'Content-Type': contentTypeFor(path),
    'Content-Length': String(info.size),
    // Hashed build assets can be cached; the page itself must be fetched fresh after a rebuild.
    'Cache-Control': path.endsWith('.html') ? 'no-cache' : 'public, max-age=3600',
  });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  await new Promise<void>((resolve) => {
    const stream = createReadStream(path);
    stream.on('error', () => {
      res.destroy();
      resolve();
    });
    res.on('close', () => {
      stream.destroy();
      resolve();
    });
    stream.pipe(res);
  });
}
