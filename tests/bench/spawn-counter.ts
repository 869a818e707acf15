// Counts the child processes this process starts (imported before anything that spawns, so
// simple-git and git-run.ts both get the counted `spawn`): the bench prints git processes per
// save beside the CPU each save costs.
import childProcess from 'node:child_process'
import { syncBuiltinESMExports } from 'node:module'

let spawned = 0
const original = childProcess.spawn
childProcess.spawn = ((...args: Parameters<typeof original>) => {
  spawned++
  return original(...args)
}) as typeof original
// ESM named imports of node:child_process see the counted function too
syncBuiltinESMExports()

/** How many child processes have been started so far. */
export const spawnedProcesses = () => spawned
