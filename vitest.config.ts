import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'],
    exclude: ['node_modules', 'build', 'tests/e2e'],
    pool: 'forks',
    // Vitest's default leaves one core free: one file at a time on this 2-core machine, the other core idle. Two at a
    // time here (each file has its own database and its own shop's port).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    testTimeout: 30_000,
    hookTimeout: 60_000,
    reporters: ['default'],
  },
});
