// Keeps the machine's cores busy for the benches' "busy machine" rows: one child process per
// core, each spinning at the same priority as everything else. Each child also ends itself at
// its own deadline, so a bench that dies on the way leaves nothing spinning for long.
import { spawn, type ChildProcess } from 'node:child_process'

export interface BusyCores {
  /** ends every spinning child and waits until each has exited */
  stop(): Promise<void>
}

export function busyCores(count: number, maxSeconds: number): BusyCores {
  const spin = `const end = Date.now() + ${Math.round(maxSeconds * 1000)}; while (Date.now() < end) {}`
  const children: ChildProcess[] = Array.from({ length: count }, () =>
    spawn(process.execPath, ['-e', spin], { stdio: 'ignore' }),
  )
  const exited = children.map(
    (child) =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) resolve()
        else child.once('exit', () => resolve())
      }),
  )
  return {
    async stop() {
      for (const child of children) child.kill('SIGKILL')
      await Promise.all(exited)
    },
  }
}
