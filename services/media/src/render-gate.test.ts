import { describe, expect, it } from 'vitest'
import { createRenderGate, RenderQueueFullError } from './render-gate.js'

describe('the render gate', () => {
  it('when many renders are asked at once, then at most `concurrent` run and the rest wait their turn', async () => {
    const gate = createRenderGate({ concurrent: 2, queued: 10 })
    let running = 0
    let peak = 0
    const task = async () => {
      running++
      peak = Math.max(peak, running)
      await new Promise((r) => setTimeout(r, 10))
      running--
      return 'ok'
    }
    const results = await Promise.all(Array.from({ length: 8 }, () => gate.run(task)))
    expect(results).toEqual(Array(8).fill('ok'))
    expect(peak).toBe(2)
    expect(gate.running).toBe(0)
  })

  it('when the queue is full, then a further render is refused at once, and the gate recovers', async () => {
    const gate = createRenderGate({ concurrent: 1, queued: 1 })
    let release = () => {}
    const blocker = gate.run(() => new Promise<void>((r) => (release = r)))
    const queued = gate.run(async () => 'second')
    await expect(gate.run(async () => 'third')).rejects.toBeInstanceOf(RenderQueueFullError)
    release()
    await blocker
    expect(await queued).toBe('second')
    expect(await gate.run(async () => 'later')).toBe('later')
  })

  it('when a render fails, then its slot is given back', async () => {
    const gate = createRenderGate({ concurrent: 1, queued: 0 })
    await expect(gate.run(() => Promise.reject(new Error('bad image')))).rejects.toThrow(
      'bad image',
    )
    expect(await gate.run(async () => 'next')).toBe('next')
  })

  it('when renders end, then each is reported with its outcome and duration, a refusal included', async () => {
    const seen: Array<[string, number]> = []
    const gate = createRenderGate({
      concurrent: 1,
      queued: 0,
      onRender: (outcome, seconds) => seen.push([outcome, seconds]),
    })
    let release = () => {}
    const blocker = gate.run(() => new Promise<void>((resolve) => (release = resolve)))
    await expect(gate.run(async () => 'refused')).rejects.toBeInstanceOf(RenderQueueFullError)
    release()
    await blocker
    await expect(gate.run(() => Promise.reject(new Error('bad image')))).rejects.toThrow()
    expect(seen.map(([outcome]) => outcome)).toEqual(['refused', 'ok', 'failed'])
    expect(seen.every(([, seconds]) => seconds >= 0)).toBe(true)
  })
})
