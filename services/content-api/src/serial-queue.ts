/**
 * Runs tasks one at a time, in arrival order. Git allows one writer per repository and JSON
 * stores must not interleave read-modify-write cycles, so every such operation goes through one.
 */
export class SerialQueue {
  private tail: Promise<unknown> = Promise.resolve()

  run<T>(task: () => Promise<T>): Promise<T> {
    const result = this.tail.then(task, task)
    this.tail = result.catch(() => undefined)
    return result
  }
}
