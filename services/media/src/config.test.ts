import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ConfigError } from '@site/platform'
import { loadConfig } from './config.js'

describe('loadConfig', () => {
  it('when nothing is set, then it uses the documented defaults resolved against cwd', () => {
    const config = loadConfig({}, '/srv/site')
    expect(config).toEqual({
      port: 4200,
      contentDir: '/srv/site/content',
      mediaDir: '/srv/site/content/media',
      cacheDir: '/srv/site/.cache/media',
      nodeEnv: 'development',
      host: '127.0.0.1',
      maxRenders: 2,
      renderQueue: 32,
      cacheMaxBytes: 1024 ** 3,
      shutdownDrainMs: 0,
    })
  })

  it('when MEDIA_HOST and MEDIA_NORMALIZE_TOKEN are set, then they are used; a short token is refused', () => {
    const config = loadConfig({ MEDIA_HOST: '0.0.0.0', MEDIA_NORMALIZE_TOKEN: 'x'.repeat(24) })
    expect(config.host).toBe('0.0.0.0')
    expect(config.normalizeToken).toBe('x'.repeat(24))
    expect(() => loadConfig({ MEDIA_NORMALIZE_TOKEN: 'short' })).toThrow(/MEDIA_NORMALIZE_TOKEN/)
  })

  it('when variables are set, then they are used and media sits under CONTENT_DIR', () => {
    const config = loadConfig(
      {
        MEDIA_PORT: '8080',
        CONTENT_DIR: '/data/c',
        MEDIA_CACHE_DIR: 'var/cache',
        NODE_ENV: 'production',
      },
      '/app',
    )
    expect(config.port).toBe(8080)
    expect(config.mediaDir).toBe(path.join('/data/c', 'media'))
    expect(config.cacheDir).toBe('/app/var/cache')
    expect(config.nodeEnv).toBe('production')
  })

  it('when a variable is empty, then it counts as unset', () => {
    expect(loadConfig({ MEDIA_PORT: '' }, '/x').port).toBe(4200)
  })

  it.each([['abc'], ['42.5'], ['70000'], ['-1']])(
    'when MEDIA_PORT is %s, then it throws an error naming MEDIA_PORT',
    (value) => {
      expect(() => loadConfig({ MEDIA_PORT: value })).toThrow(ConfigError)
      expect(() => loadConfig({ MEDIA_PORT: value })).toThrow(/MEDIA_PORT/)
    },
  )

  it('when NODE_ENV is unknown, then it throws an error naming NODE_ENV', () => {
    expect(() => loadConfig({ NODE_ENV: 'staging' })).toThrow(/NODE_ENV="staging"/)
  })

  it('when a path is only blanks, then it throws an error naming the variable', () => {
    expect(() => loadConfig({ MEDIA_CACHE_DIR: '   ' })).toThrow(/MEDIA_CACHE_DIR/)
  })
})
