import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { contentSecurityPolicy } from '../electron/main/csp.js';

// Electron cannot send a CSP header with a file:// page, so the built page carries it in a meta
// tag (the daemon also sends it as a header). Dev builds keep Vite's inline preamble working.
const cspMeta = {
  name: 'autodream-csp-meta',
  apply: 'build' as const,
  transformIndexHtml: () => [
    {
      tag: 'meta',
      attrs: { 'http-equiv': 'Content-Security-Policy', content: contentSecurityPolicy(null).replace(/; frame-ancestors 'none'/, '') },
      injectTo: 'head-prepend' as const,
    },
  ],
};

// Relative base: the same build loads from the daemon (http://127.0.0.1) and from file:// in Electron.
const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: './',
  define: { __AUTODREAM_VERSION__: JSON.stringify(version) },
  plugins: [react(), cspMeta],
  build: {
    outDir: fileURLToPath(new URL('../dist/renderer', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    chunkSizeWarningLimit: 1000,
  },
});
