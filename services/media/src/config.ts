import path from 'node:path'
import { ConfigError, presentVariables, shutdownDrainMs } from '@site/platform'
import { z } from 'zod'

/** Parsed, validated configuration of the media service. Paths are absolute. */
export interface MediaConfig {
  port: number
  contentDir: string
  /** Originals live here (`<CONTENT_DIR>/media`); the service only ever reads it. */
  mediaDir: string
  cacheDir: string
  nodeEnv: 'development' | 'production' | 'test'
  /** the address to listen on: loopback unless the deployment says otherwise (containers) */
  host?: string
  /** the shared secret content-api sends to POST /normalize; unset: /normalize is refused */
  normalizeToken?: string
  /** renders at once, and renders waiting, before a variant is refused with 503 */
  maxRenders?: number
  renderQueue?: number
  /** the variant cache's size budget in bytes (least recently used variants go first) */
  cacheMaxBytes?: number
  /** how long a stopping replica serves on with its health check saying 'draining' */
  shutdownDrainMs?: number
  /** METRICS_TOKEN: when set, GET /metrics asks for it as a bearer token (unset: open) */
  metricsToken?: string
}

const portSchema = z
  .string()
  .regex(/^\d{1,5}$/, 'must be an integer port number (0-65535)')
  .transform(Number)
  .refine((port) => port <= 65535, 'must be an integer port number (0-65535)')

const pathSchema = z.string().trim().min(1, 'must be a non-empty path')

const envSchema = z.object({
  MEDIA_PORT: portSchema.default(4200),
  CONTENT_DIR: pathSchema.default('./content'),
  MEDIA_CACHE_DIR: pathSchema.default('./.cache/media'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  MEDIA_HOST: z.string().trim().min(1).default('127.0.0.1'),
  MEDIA_NORMALIZE_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  MEDIA_MAX_RENDERS: z.coerce.number().int().min(1).max(64).default(2),
  MEDIA_RENDER_QUEUE: z.coerce.number().int().min(0).max(10_000).default(32),
  MEDIA_CACHE_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1_000_000)
    .default(1024 ** 3),
  SHUTDOWN_DRAIN_MS: shutdownDrainMs,
  // the port is internal, so /metrics is open without it; set, a scrape must send it
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
})

/**
 * Reads the media service's variables from `env`. An empty variable counts as unset (so
 * `MEDIA_PORT= npm start` means the default, as shells and compose files often produce that).
 * Relative paths resolve against `cwd` (the repo root under `npm start`, /app in the container).
 */
export function loadConfig(env: NodeJS.ProcessEnv, cwd: string = process.cwd()): MediaConfig {
  const relevant = presentVariables(env, Object.keys(envSchema.shape))
  const result = envSchema.safeParse(relevant)
  if (!result.success) {
    const problems = result.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? 'environment')
      return `${name}=${JSON.stringify(relevant[name] ?? '')}: ${issue.message}`
    })
    throw new ConfigError(problems, `Invalid environment variable ${problems.join('; ')}`)
  }
  const parsed = result.data
  const contentDir = path.resolve(cwd, parsed.CONTENT_DIR)
  return {
    port: parsed.MEDIA_PORT,
    contentDir,
    mediaDir: path.join(contentDir, 'media'),
    cacheDir: path.resolve(cwd, parsed.MEDIA_CACHE_DIR),
    nodeEnv: parsed.NODE_ENV,
    host: parsed.MEDIA_HOST,
    maxRenders: parsed.MEDIA_MAX_RENDERS,
    renderQueue: parsed.MEDIA_RENDER_QUEUE,
    cacheMaxBytes: parsed.MEDIA_CACHE_MAX_BYTES,
    shutdownDrainMs: parsed.SHUTDOWN_DRAIN_MS,
    ...(parsed.MEDIA_NORMALIZE_TOKEN ? { normalizeToken: parsed.MEDIA_NORMALIZE_TOKEN } : {}),
    ...(parsed.METRICS_TOKEN ? { metricsToken: parsed.METRICS_TOKEN } : {}),
  }
}
