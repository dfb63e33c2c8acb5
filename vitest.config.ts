import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const webSrc = fileURLToPath(new URL('./apps/web/src', import.meta.url));

/** One run covers the tiers below the browser: pure (core, web units), route and service tests. */
export default defineConfig({
  test: {
    // Vitest's default (cores − 1) ran one file at a time on CI's 2 cores, with a core idle. Files
    // share nothing (each has its own database copy, temporary folders and ports), so two run at once.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      { test: { name: 'core', include: ['packages/core/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'server',
          include: ['apps/server/**/*.test.ts'],
          environment: 'node',
          // Migrates one database per run; each file copies it (test/helpers.ts createTestDatabase).
          globalSetup: ['apps/server/test/global-setup.ts'],
          // A PGlite instance per file takes a second to start; give database tests room.
          testTimeout: 30_000,
          hookTimeout: 60_000,
          env: { NODE_ENV: 'test', LOG_LEVEL: 'silent' },
        },
      },
      {
        resolve: { alias: { '@': webSrc } },
        test: { name: 'web', include: ['apps/web/**/*.test.{ts,tsx}'], environment: 'happy-dom' },
      },
    ],
  },
});
