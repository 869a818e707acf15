import { defaultServerConditions, defaultClientConditions } from 'vite'
import { defineConfig } from 'vitest/config'

// Workspace packages export their TypeScript source under the 'source' condition (and their
// compiled dist otherwise): tests run against the source, with no build first.
const source = ['source']

// Unit and service tests sit beside the code they test; cross-service tests live in tests/.
export default defineConfig({
  resolve: { conditions: [...source, ...defaultClientConditions] },
  ssr: { resolve: { conditions: [...source, ...defaultServerConditions] } },
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
