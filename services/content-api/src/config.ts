import path from 'node:path'
import { z } from 'zod'

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', ''])
  .default('false')
  .transform((v) => v === 'true' || v === '1')

const port = (fallback: number) => z.coerce.number().int().min(0).max(65_535).default(fallback)

const EnvSchema = z
  .object({
    CONTENT_API_PORT: port(4100),
    CONTENT_DIR: z.string().min(1).default('./content'),
    DATA_DIR: z.string().min(1).default('./data'),
    MEDIA_URL: z.url().default('http://localhost:4200'),
    DEMO_MODE: booleanFromEnv,
    ADMIN_EMAIL: z.email().optional(),
    ADMIN_PASSWORD: z.string().min(12, 'must be at least 12 characters').optional(),
    ADMIN_NAME: z.string().min(1).default('Site Admin'),
    CONTENT_GIT_REMOTE: z.string().trim().optional(),
    CONTENT_GIT_BRANCH: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9._/-]+$/, 'must be a branch name')
      .optional(),
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  })
  .refine((env) => Boolean(env.ADMIN_EMAIL) === Boolean(env.ADMIN_PASSWORD), {
    message: 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
    path: ['ADMIN_PASSWORD'],
  })

export interface Config {
  port: number
  contentDir: string
  dataDir: string
  mediaUrl: string
  demoMode: boolean
  firstAdmin: { email: string; password: string; name: string } | null
  production: boolean
  /** pull before and push after every write; branch defaults to the checked-out one */
  gitRemote: { url: string; branch: string | null } | null
  /** push retry backoff (tests shorten it) */
  gitRetry?: { firstMs: number; maxMs: number }
}

/** Parses the environment; throws one message naming every invalid variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new Error(`content-api: invalid configuration\n${lines.join('\n')}`)
  }
  const e = parsed.data
  return {
    port: e.CONTENT_API_PORT,
    contentDir: path.resolve(e.CONTENT_DIR),
    dataDir: path.resolve(e.DATA_DIR),
    mediaUrl: e.MEDIA_URL,
    demoMode: e.DEMO_MODE,
    firstAdmin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD
        ? { email: e.ADMIN_EMAIL.toLowerCase(), password: e.ADMIN_PASSWORD, name: e.ADMIN_NAME }
        : null,
    production: e.NODE_ENV === 'production',
    gitRemote: e.CONTENT_GIT_REMOTE
      ? { url: e.CONTENT_GIT_REMOTE, branch: e.CONTENT_GIT_BRANCH ?? null }
      : null,
  }
}
