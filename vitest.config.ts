import { defineConfig } from 'vitest/config'

// Unit and service tests sit beside the code they test; cross-service tests live in tests/.
export default defineConfig({
  test: {
    include: [
      'services/*/src/**/*.test.ts',
      'services/web/app/**/*.test.{ts,tsx}',
      'services/web/server/**/*.test.ts',
      'scripts/**/*.test.ts',
      'tests/integration/**/*.test.ts',
    ],
    setupFiles: ['./vitest.setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
})
