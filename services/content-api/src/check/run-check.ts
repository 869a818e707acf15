import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { checkContent } from './check-content.js'
import {
  ExternalLinkChecker,
  LINK_CHECK_DEFAULTS,
  linkCheckUserAgent,
  type LinkCheckerOptions,
} from './link-checker.js'
import { problemLine } from './problem-line.js'
import {
  errorsOf,
  formatReport,
  reportFormats,
  type LocatedProblem,
  type ReportFormat,
} from './report.js'

export interface CheckIo {
  /** where the command was run: the content folder and the printed paths are relative to it */
  cwd: string
  /** the folder checked when none is given */
  defaultDir: string
  out: (text: string) => void
  err: (text: string) => void
  /** the site's address, named in the link checker's User-Agent (SITE_URL) */
  siteUrl?: string
  /** the link checker's settings over its defaults (tests ask a local server, quickly) */
  linkOptions?: Partial<LinkCheckerOptions>
}

const USAGE = `usage: npm run content:check -- [--format ${reportFormats.join('|')}] [--links] [content folder]\n`

/**
 * `npm run content:check`: checks a content folder and prints its problems in the format asked
 * for. Returns the exit code: 0 when the content is valid (warnings only advise), 1 when it has
 * problems, 2 on a usage error.
 */
export async function runCheck(args: string[], io: CheckIo): Promise<number> {
  let format: ReportFormat
  let dir: string
  let checkLinks: boolean
  try {
    const { values, positionals } = parseArgs({
      args,
      options: {
        format: { type: 'string', default: 'text' },
        // external links are asked only when asked for: a pull request's check stays offline
        links: { type: 'boolean', default: false },
      },
      allowPositionals: true,
    })
    const asked = values.format
    if (!reportFormats.includes(asked as ReportFormat)) {
      throw new Error(`unknown format "${asked}" (formats: ${reportFormats.join(', ')})`)
    }
    if (positionals.length > 1) throw new Error('give at most one content folder')
    format = asked as ReportFormat
    dir = positionals[0] ?? io.defaultDir
    checkLinks = values.links
  } catch (error) {
    io.err(`${(error as Error).message}\n${USAGE}`)
    return 2
  }

  const root = path.resolve(io.cwd, dir)
  const links = checkLinks
    ? new ExternalLinkChecker({
        ...LINK_CHECK_DEFAULTS,
        userAgent: linkCheckUserAgent(io.siteUrl ?? 'http://localhost:3000'),
        ...io.linkOptions,
      })
    : undefined
  const problems = await checkContent(root, links ? { links } : {})
  const texts = new Map<string, Promise<string>>()
  const textOf = (file: string) => {
    if (!texts.has(file))
      texts.set(
        file,
        readFile(path.join(root, file), 'utf8').catch(() => ''),
      )
    return texts.get(file) as Promise<string>
  }
  const located: LocatedProblem[] = []
  for (const problem of problems) {
    located.push({
      // from where the command runs, so a reviewer (or GitHub) can open it straight from the output
      path: path.relative(io.cwd, path.join(root, problem.file)).split(path.sep).join('/'),
      line: problemLine(await textOf(problem.file), problem),
      field: problem.field,
      message: problem.message,
      ...(problem.severity ? { severity: problem.severity } : {}),
    })
  }
  io.out(formatReport(format, located, root))
  return errorsOf(problems).length > 0 ? 1 : 0
}
