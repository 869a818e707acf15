import { runCheck } from './run-check.js'

/**
 * `npm run content:check [-- --format text|github|json] [--links] [dir]`; exits 1 on any problem
 * (`--links`: the external links are asked too, their failures printed as warnings).
 * npm runs scripts from the package root, so the folder and the printed paths are taken from
 * where the command was typed (INIT_CWD): in CI, that is the repository root GitHub expects.
 */
process.exitCode = await runCheck(process.argv.slice(2), {
  cwd: process.env.INIT_CWD ?? process.cwd(),
  defaultDir: process.env.CONTENT_DIR ?? './content',
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
  ...(process.env.SITE_URL ? { siteUrl: process.env.SITE_URL } : {}),
})
