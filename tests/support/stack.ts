import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { freePorts } from './free-ports.js'
import { initSeededRepository } from './git.js'
import { ServiceProcess } from './service-process.js'

export { git } from './git.js'

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

/** The BUILT entry points (`npm run build`), run from the repo root like `npm start` does. */
const entries = {
  'content-api': 'services/content-api/dist/main.js',
  media: 'services/media/dist/main.js',
  web: 'services/web/dist/server/main.js',
} as const

/**
 * Variables of the project's configuration that must not leak from the developer's shell into a
 * test stack: the stack is hermetic, and `options.env` is the only way to set them.
 */
const configVariables = [
  'WEB_PORT',
  'CONTENT_API_PORT',
  'MEDIA_PORT',
  'CONTENT_API_URL',
  'MEDIA_URL',
  'PUBLIC_MEDIA_URL',
  'SITE_URL',
  'CONTENT_DIR',
  'DATA_DIR',
  'MEDIA_CACHE_DIR',
  'CONTENT_GIT_REMOTE',
  'CONTENT_GIT_BRANCH',
  'CONTENT_GIT_POLL_S',
  'CONTENT_GIT_WEBHOOK_SECRET',
  'ADMIN_EMAIL',
  'ADMIN_PASSWORD',
  'DEMO_MODE',
  'SMTP_URL',
  'NOTIFY_EMAIL',
  'MAIL_FROM',
  'CONTACT_RATE_LIMIT',
  'COMPANY_TIME_ZONE',
  'ANALYTICS_RETENTION_DAYS',
  'PUBLISH_MODE',
  'CONTACT_FORM_SECRET',
  'MAP_TILE_URL',
  'MEDIA_NORMALIZE_TOKEN',
  'CONTENT_API_HOST',
  'MEDIA_HOST',
  'MAP_TILE_ATTRIBUTION',
  'NODE_ENV',
  'WARM_ON_START',
  'LINK_CHECK',
]

export interface StackOptions {
  /** default true: content-api creates a demo admin and serves GET /api/auth/demo */
  demoMode?: boolean
  /** extra or overriding environment for all three services */
  env?: Record<string, string>
  /** per-service health timeout, default 30 s */
  startupTimeoutMs?: number
  /** stream the services' output to stderr as it happens (default: env STACK_LOG=1) */
  echoOutput?: boolean
  /**
   * Runs once the content repository exists, before any service starts (e.g. to clone it into a
   * remote); the environment it returns is added to the services'.
   */
  prepareContent?: (contentDir: string) => Promise<Record<string, string>>
}

export interface Stack {
  webUrl: string
  contentApiUrl: string
  mediaUrl: string
  /** the temporary git work tree content-api owns (a copy of the repo's content/) */
  contentDir: string
  dataDir: string
  /** everything the three services printed so far, by service name */
  logs(): Record<string, string>
  /** SIGTERM all three, wait for them to exit, then delete the temporary directory */
  stop(): Promise<void>
  /** stops one service (SIGTERM, waits) and starts it again on the same port and data */
  restart(name: keyof typeof entries): Promise<void>
}

/**
 * Starts content-api, media and web as child processes on free loopback ports, over a temporary
 * copy of content/ made into its own git repository, so tests may write freely. The repo's
 * content/ is only read.
 */
export async function startStack(options: StackOptions = {}): Promise<Stack> {
  for (const entry of Object.values(entries)) {
    if (!existsSync(path.join(repoRoot, entry))) {
      throw new Error(`${entry} is missing: run \`npm run build\` first`)
    }
  }

  const tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'site-stack-'))
  const contentDir = path.join(tmp, 'content')
  const dataDir = path.join(tmp, 'data')
  const cacheDir = path.join(tmp, 'cache')
  const services: ServiceProcess[] = []

  const stop = async () => {
    await Promise.all(services.map((service) => service.stop()))
    await fs.rm(tmp, { recursive: true, force: true, maxRetries: 3 })
  }

  try {
    await fs.cp(path.join(repoRoot, 'content'), contentDir, { recursive: true })
    await initSeededRepository(contentDir)
    const prepared = (await options.prepareContent?.(contentDir)) ?? {}
    await fs.mkdir(dataDir)
    await fs.mkdir(cacheDir)

    const [webPort, contentApiPort, mediaPort] = (await freePorts(3)) as [number, number, number]
    const webUrl = `http://127.0.0.1:${webPort}`
    const contentApiUrl = `http://127.0.0.1:${contentApiPort}`
    const mediaUrl = `http://127.0.0.1:${mediaPort}`

    const inherited = { ...process.env }
    for (const name of configVariables) {
      delete inherited[name]
      delete inherited[`${name}_FILE`] // a secret may come from a file (Docker secrets)
    }
    const env: NodeJS.ProcessEnv = {
      ...inherited,
      NODE_ENV: 'production',
      WEB_PORT: String(webPort),
      CONTENT_API_PORT: String(contentApiPort),
      MEDIA_PORT: String(mediaPort),
      CONTENT_DIR: contentDir,
      DATA_DIR: dataDir,
      MEDIA_CACHE_DIR: cacheDir,
      CONTENT_API_URL: contentApiUrl,
      MEDIA_URL: mediaUrl,
      MEDIA_NORMALIZE_TOKEN: randomBytes(24).toString('hex'),
      SITE_URL: webUrl,
      DEMO_MODE: String(options.demoMode ?? true),
      // tests see the cold state they set up (cache misses, first renders); a test of the
      // warm-up turns it on
      WARM_ON_START: 'false',
      // hermetic: no request leaves the machine for the content's external links
      LINK_CHECK: 'false',
      ...prepared,
      ...options.env,
    }
    const echo = options.echoOutput ?? process.env.STACK_LOG === '1'
    const start = (name: keyof typeof entries, baseUrl: string) => {
      const service = new ServiceProcess({
        name,
        entry: entries[name],
        cwd: repoRoot,
        env,
        healthUrl: `${baseUrl}/health`,
        echo,
      })
      services.push(service)
      return service
    }
    const urls = { 'content-api': contentApiUrl, media: mediaUrl, web: webUrl }
    start('content-api', contentApiUrl)
    start('media', mediaUrl)
    start('web', webUrl)
    const timeout = options.startupTimeoutMs ?? 30_000
    const restart = async (name: keyof typeof entries) => {
      const at = services.findIndex((service) => service.name === name)
      await services[at]?.stop()
      services.splice(at, 1)
      await start(name, urls[name]).waitUntilHealthy(timeout)
    }
    const results = await Promise.allSettled(
      services.map((service) => service.waitUntilHealthy(timeout)),
    )
    const failures = results.flatMap((r) => (r.status === 'rejected' ? [String(r.reason)] : []))
    if (failures.length > 0) {
      // One service failing often explains another (web cannot reach content-api...): show all.
      const healthy = services.filter((_, i) => results[i]?.status === 'fulfilled')
      const others = healthy.map((s) => `--- ${s.name} (healthy) ---\n${s.logs || '(no output)'}`)
      throw new Error(`the stack did not start:\n${[...failures, ...others].join('\n\n')}`)
    }

    return {
      webUrl,
      contentApiUrl,
      mediaUrl,
      contentDir,
      dataDir,
      logs: () => Object.fromEntries(services.map((service) => [service.name, service.logs])),
      stop,
      restart,
    }
  } catch (error) {
    await stop()
    throw error
  }
}
