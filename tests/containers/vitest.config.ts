import { defineConfig } from 'vitest/config'

// No image can be pulled here and this machine looks like a container to testcontainers: no Ryuk
// reaper (the test takes the stack down itself), and reach published ports on localhost.
const testcontainersEnv = {
  TESTCONTAINERS_RYUK_DISABLED: 'true',
  TESTCONTAINERS_HOST_OVERRIDE: 'localhost',
}
Object.assign(process.env, testcontainersEnv)

// The whole stack from docker-compose.yml: the first run builds the image, hence the long timeouts.
export default defineConfig({
  test: {
    include: ['tests/containers/**/*.test.ts'],
    setupFiles: ['./vitest.setup.ts'],
    env: testcontainersEnv,
    testTimeout: 60_000,
    hookTimeout: 15 * 60_000,
    // one compose stack at a time: it is heavy, and the files share the image tag
    fileParallelism: false,
  },
})
