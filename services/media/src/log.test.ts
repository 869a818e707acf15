import { describe, expect, it } from 'vitest'
import { createLog } from './log.js'

describe('createLog', () => {
  it('when an event is logged, then one JSON line carries time, level, msg and the fields', () => {
    const lines: string[] = []
    const log = createLog({ write: (line) => lines.push(line), base: { service: 'media' } })
    log.info('listening', { port: 4200 })
    expect(lines).toHaveLength(1)
    const entry = JSON.parse(lines[0] ?? '') as Record<string, unknown>
    expect(entry).toMatchObject({ level: 'info', msg: 'listening', port: 4200, service: 'media' })
    expect(new Date(String(entry.time)).toISOString()).toBe(entry.time)
    expect(lines[0]).not.toContain('\n')
  })

  it('when an Error is a field, then its name and message are kept and msg cannot be overwritten', () => {
    const lines: string[] = []
    const log = createLog({ write: (line) => lines.push(line) })
    log.error('failed', { error: new Error('disk full'), msg: 'spoof' })
    const entry = JSON.parse(lines[0] ?? '') as Record<string, { message?: string } | string>
    expect(entry.msg).toBe('failed')
    expect(entry.field_msg).toBe('spoof')
    expect(entry.error).toMatchObject({ name: 'Error', message: 'disk full' })
  })

  it('when below the minimum level, then nothing is written', () => {
    const lines: string[] = []
    const log = createLog({ write: (line) => lines.push(line), minLevel: 'warn' })
    log.info('quiet')
    log.warn('loud')
    expect(lines.map((line) => (JSON.parse(line) as { msg: string }).msg)).toEqual(['loud'])
  })
})
