import { defineConfig } from 'vitest/config'

// The Swarm stack on this machine's engine: the first run builds the images, a deploy takes a
// minute, and each rolling update half a minute; hence the long timeouts.
export default defineConfig({
  test: {
    include: ['tests/swarm/**/*.test.ts'],
    setupFiles: ['./vitest.setup.ts'],
    testTimeout: 180_000,
    hookTimeout: 15 * 60_000,
    fileParallelism: false,
  },
})
