import { describe, expect, it } from 'vitest'
import { createLogger, createMemoryLogger, type LogLevel } from './log.js'

function capture(minLevel?: LogLevel) {
  const lines: { line: string; level: LogLevel }[] = []
  const log = createLogger({
    service: 'media',
    write: (line, level) => lines.push({ line, level }),
    ...(minLevel ? { minLevel } : {}),
  })
  const entries = () => lines.map(({ line }) => JSON.parse(line) as Record<string, unknown>)
  return { log, lines, entries }
}

describe('createLogger', () => {
  it('when an event is logged, then one JSON line carries time, level, service, msg and the fields', () => {
    const { log, lines, entries } = capture()
    log.info('listening', { port: 4200 })
    expect(lines).toHaveLength(1)
    expect(lines[0]?.line).not.toContain('\n')
    const [entry] = entries()
    expect(Object.keys(entry ?? {})).toEqual(['time', 'level', 'service', 'msg', 'port'])
    expect(entry).toMatchObject({ level: 'info', service: 'media', msg: 'listening', port: 4200 })
    expect(new Date(String(entry?.time)).toISOString()).toBe(entry?.time)
  })

  it('when an Error is a field, then its name, message, code and stack are kept', () => {
    const { log, entries } = capture()
    log.error('failed', { error: Object.assign(new Error('disk full'), { code: 'ENOSPC' }) })
    expect(entries()[0]?.error).toMatchObject({
      name: 'Error',
      message: 'disk full',
      code: 'ENOSPC',
      stack: expect.stringContaining('disk full') as unknown,
    })
  })

  it('when a field is named like a core key, then the core key keeps its value', () => {
    const { log, entries } = capture()
    log.warn('real', { msg: 'spoof', level: 'debug', service: 'other', time: 0 })
    expect(entries()[0]).toMatchObject({
      msg: 'real',
      level: 'warn',
      service: 'media',
      field_msg: 'spoof',
      field_level: 'debug',
      field_service: 'other',
      field_time: 0,
    })
  })

  it('when below the minimum level, then nothing is written', () => {
    const { log, entries } = capture('warn')
    log.debug('quietest')
    log.info('quiet')
    log.warn('loud')
    log.error('louder')
    expect(entries().map((e) => e.msg)).toEqual(['loud', 'louder'])
  })

  it('when the writer is told the level, then it can send warnings and errors elsewhere', () => {
    const { log, lines } = capture()
    log.info('a')
    log.error('b')
    expect(lines.map((l) => l.level)).toEqual(['info', 'error'])
  })
})

describe('createMemoryLogger', () => {
  it('when events are logged, then the parsed entries are kept in order', () => {
    const log = createMemoryLogger('web')
    log.info('first', { n: 1 })
    log.warn('second')
    expect(log.lines).toEqual([
      expect.objectContaining({ service: 'web', level: 'info', msg: 'first', n: 1 }),
      expect.objectContaining({ service: 'web', level: 'warn', msg: 'second' }),
    ])
  })
})
