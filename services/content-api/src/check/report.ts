/** A content problem as reported: its file's path as the reader opens it, and the line. */
export interface LocatedProblem {
  /** relative to where the check was run (in CI: the repository root) */
  path: string
  line: number
  field: string
  message: string
  /** advice that does not fail the check (SEO texts); an error when absent */
  severity?: 'warning'
}

export const reportFormats = ['text', 'github', 'json'] as const
export type ReportFormat = (typeof reportFormats)[number]

/** The line a reader sees: the file (its folder is the collection, its name the entry), the field, why. */
const describe = (p: LocatedProblem) =>
  `${p.path}: ${p.field}: ${p.severity === 'warning' ? 'warning: ' : ''}${p.message}`

// GitHub workflow commands: a message escapes %, CR and LF; a property also , and :
// (https://docs.github.com/actions/using-workflows/workflow-commands-for-github-actions)
const escapeData = (s: string) => s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A')
const escapeProperty = (s: string) => escapeData(s).replace(/:/g, '%3A').replace(/,/g, '%2C')

/**
 * One `::error` line (`::warning` for advice), which GitHub shows on the pull request beside the
 * offending line.
 */
export function githubAnnotation(p: LocatedProblem): string {
  const warning = p.severity === 'warning'
  const properties = [
    `file=${escapeProperty(p.path)}`,
    `line=${p.line}`,
    `title=${escapeProperty(`Content ${warning ? 'warning' : 'problem'}: ${p.field}`)}`,
  ]
  return `::${warning ? 'warning' : 'error'} ${properties.join(',')}::${escapeData(describe(p))}`
}

/** Only errors fail the check; warnings are printed and counted. */
export const errorsOf = (problems: readonly { severity?: 'warning' }[]) =>
  problems.filter((p) => p.severity !== 'warning')

const summary = (problems: LocatedProblem[], root: string) => {
  const errors = errorsOf(problems).length
  const warnings = problems.length - errors
  const warned = warnings > 0 ? `${warnings} warning(s) in ${root}\n` : ''
  if (errors > 0) return `\n${errors} problem(s) in ${root}\n${warned}`
  return warned ? `\ncontent OK: ${root}\n${warned}` : `content OK: ${root}\n`
}

export function formatReport(
  format: ReportFormat,
  problems: LocatedProblem[],
  root: string,
): string {
  switch (format) {
    case 'text':
      return problems.map((p) => `${describe(p)}\n`).join('') + summary(problems, root)
    case 'github':
      return problems.map((p) => `${githubAnnotation(p)}\n`).join('') + summary(problems, root)
    case 'json': {
      const list = problems.map(({ path, line, field, message, severity }) => ({
        file: path,
        line,
        field,
        message,
        // as before for an error; advice says so
        ...(severity ? { severity } : {}),
      }))
      const ok = errorsOf(problems).length === 0
      return `${JSON.stringify({ root, ok, problems: list }, null, 2)}\n`
    }
  }
}
