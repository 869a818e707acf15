/** A content problem as reported: its file's path as the reader opens it, and the line. */
export interface LocatedProblem {
  /** relative to where the check was run (in CI: the repository root) */
  path: string
  line: number
  field: string
  message: string
}

export const reportFormats = ['text', 'github', 'json'] as const
export type ReportFormat = (typeof reportFormats)[number]

/** The line a reader sees: the file (its folder is the collection, its name the entry), the field, why. */
const describe = (p: LocatedProblem) => `${p.path}: ${p.field}: ${p.message}`

// GitHub workflow commands: a message escapes %, CR and LF; a property also , and :
// (https://docs.github.com/actions/using-workflows/workflow-commands-for-github-actions)
const escapeData = (s: string) => s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A')
const escapeProperty = (s: string) => escapeData(s).replace(/:/g, '%3A').replace(/,/g, '%2C')

/** One `::error` line, which GitHub shows on the pull request beside the offending line. */
export function githubAnnotation(p: LocatedProblem): string {
  const properties = [
    `file=${escapeProperty(p.path)}`,
    `line=${p.line}`,
    `title=${escapeProperty(`Content problem: ${p.field}`)}`,
  ]
  return `::error ${properties.join(',')}::${escapeData(describe(p))}`
}

const summary = (problems: LocatedProblem[], root: string) =>
  problems.length > 0 ? `\n${problems.length} problem(s) in ${root}\n` : `content OK: ${root}\n`

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
      const list = problems.map(({ path, line, field, message }) => ({
        file: path,
        line,
        field,
        message,
      }))
      return `${JSON.stringify({ root, ok: problems.length === 0, problems: list }, null, 2)}\n`
    }
  }
}
