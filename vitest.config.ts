import { defaultServerConditions, defaultClientConditions } from 'vite'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import { defineConfig } from 'vitest/config'

// Workspace packages export their TypeScript source under the 'source' condition (and their
// compiled dist otherwise): tests run against the source, with no build first.
const source = ['source']

// Unit and service tests sit beside the code they test; cross-service tests live in tests/.
export default defineConfig({
  // components' styles (`*.css.ts`) compile as they do in the app, so a test may render any of them
  plugins: [vanillaExtractPlugin()],
  resolve: { conditions: [...source, ...defaultClientConditions] },
  // not 'module' on the server: vitest hands these conditions to Node itself, and a CommonJS
  // package's require() would then load a dependency's bundler-only build (prom-client's
  // @opentelemetry/api, whose ESM build has imports without file extensions)
  ssr: {
    resolve: {
      conditions: [...source, ...defaultServerConditions.filter((c) => c !== 'module')],
    },
  },
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
