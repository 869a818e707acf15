import { describe, expect, it } from 'vitest'
import { ConfigError } from './env.js'
import { createLogger, type LogLevel } from './log.js'
import { logFormatOf } from './log-format.js'

function prettyCapture() {
  const lines: { line: string; level: LogLevel }[] = []
  const log = createLogger({
    service: 'web',
    format: 'pretty',
    write: (line, level) => lines.push({ line, level }),
  })
  return { log, lines: () => lines.map((l) => l.line), levels: () => lines.map((l) => l.level) }
}

describe('LOG_FORMAT', () => {
  it('when it is unset or empty, then the format is json (containers)', () => {
    expect(logFormatOf({})).toBe('json')
    expect(logFormatOf({ LOG_FORMAT: '' })).toBe('json')
    expect(logFormatOf({ LOG_FORMAT: ' JSON ' })).toBe('json')
    expect(logFormatOf({ LOG_FORMAT: 'pretty' })).toBe('pretty')
  })

  it('when it is anything else, then starting fails naming the variable and the values it takes', () => {
    expect(() => logFormatOf({ LOG_FORMAT: 'text' })).toThrow(ConfigError)
    expect(() => logFormatOf({ LOG_FORMAT: 'text' })).toThrow("LOG_FORMAT: use 'json' or 'pretty'")
  })
})

describe('the pretty format', () => {
  it('when a page is answered, then one short line says method, path, status and time', () => {
    const { log, lines } = prettyCapture()
    log.info('request', { method: 'GET', path: '/ar/about', status: 200, ms: 38 })
    expect(lines()).toEqual([expect.stringMatching(/^\d\d:\d\d:\d\d GET \/ar\/about 200 38ms$/)])
  })

  it('when a file or a health probe is answered well, then no line is written; a failed one is', () => {
    const { log, lines } = prettyCapture()
    log.info('request', { method: 'GET', path: '/assets/root-Bx1.js', status: 200, ms: 1 })
    log.info('request', { method: 'GET', path: '/media/hero.jpg?w=640', status: 304, ms: 1 })
    log.info('request', { method: 'GET', path: '/health', status: 200, ms: 1 })
    log.info('request', { method: 'GET', path: '/fonts/missing.woff2', status: 404, ms: 2 })
    expect(lines()).toEqual([expect.stringMatching(/ GET \/fonts\/missing\.woff2 404 2ms$/)])
  })

  it('when an event has fields, then they follow as key=value, quoted only with spaces, at the same level', () => {
    const { log, lines, levels } = prettyCapture()
    log.warn('content_read_failed', { what: 'sitemap', error: 'connect refused', count: 2 })
    log.info('listening', { port: 3000 })
    expect(lines()).toEqual([
      expect.stringMatching(
        /^\d\d:\d\d:\d\d warn content_read_failed what=sitemap error="connect refused" count=2$/,
      ),
      expect.stringMatching(/^\d\d:\d\d:\d\d listening port=3000$/),
    ])
    expect(levels()).toEqual(['warn', 'info'])
  })

  it('when an error is a field, then its name and message are shown on the one line, not its stack', () => {
    const { log, lines } = prettyCapture()
    log.warn('content_unavailable', { what: 'solutions', error: new TypeError('fetch failed') })
    expect(lines()).toEqual([
      expect.stringMatching(
        /^\d\d:\d\d:\d\d warn content_unavailable what=solutions error="TypeError: fetch failed"$/,
      ),
    ])
  })

  it('when the format is json, then the same events stay one JSON object per line, files included', () => {
    const lines: string[] = []
    const log = createLogger({ service: 'web', format: 'json', write: (line) => lines.push(line) })
    log.info('request', { method: 'GET', path: '/assets/root-Bx1.js', status: 200, ms: 1 })
    expect(JSON.parse(lines[0] ?? '')).toMatchObject({
      msg: 'request',
      path: '/assets/root-Bx1.js',
    })
  })
})
