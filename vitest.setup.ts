import { afterEach, vi } from 'vitest'

// A console.error during a test is a bug we did not assert on: fail the test (epic-stack habit).
const errors: unknown[][] = []
const original = console.error.bind(console)
vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
  errors.push(args)
  original(...args)
})
afterEach(() => {
  if (errors.length > 0) {
    const found = errors.splice(0).map((a) => a.map(String).join(' '))
    throw new Error(`console.error was called during the test:\n${found.join('\n')}`)
  }
})
