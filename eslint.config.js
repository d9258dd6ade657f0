import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'test-artifacts/**', 'release/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { process: 'readonly', console: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly', setInterval: 'readonly', clearInterval: 'readonly', URL: 'readonly', Buffer: 'readonly', AbortController: 'readonly', AbortSignal: 'readonly', performance: 'readonly', fetch: 'readonly', TextDecoder: 'readonly', TextEncoder: 'readonly' } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // The engine is plain Node: it must run in the CLI, the daemon and tests without Electron.
    files: ['electron/core/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        paths: [{ name: 'electron', message: 'electron/core never imports Electron: pass what it needs in from electron/main.' }],
        patterns: [
          { group: ['electron/*'], message: 'electron/core never imports Electron.' },
          { group: ['**/main/**', '**/cli/**', '**/preload/**', '**/renderer/**'], message: 'electron/core never imports a door (main, cli, preload, renderer).' },
        ],
      }],
    },
  },
);
