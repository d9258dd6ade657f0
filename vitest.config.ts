import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/unit/**/*.test.ts', 'test/integration/**/*.test.ts', 'test/e2e/**/*.test.ts', 'test/reliability/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Prints the reliability suite's totals (trials, failures, files lost) at the end of the run.
    globalSetup: ['test/reliability/global-setup.ts'],
  },
});
