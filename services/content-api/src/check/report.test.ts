import { describe, expect, it } from 'vitest'
import { formatReport, githubAnnotation, type LocatedProblem } from './report.js'

const problem: LocatedProblem = {
  path: 'content/solutions/bad.md',
  line: 4,
  field: 'icon',
  message: 'Invalid option: expected one of "zap"|"cpu"',
}

describe('content check reports', () => {
  it('when a problem is reported for GitHub, then it is one ::error annotation with file, line and title', () => {
    expect(githubAnnotation(problem)).toBe(
      '::error file=content/solutions/bad.md,line=4,title=Content problem%3A icon::' +
        'content/solutions/bad.md: icon: Invalid option: expected one of "zap"|"cpu"',
    )
  })

  it('when a warning is reported, then GitHub gets a ::warning annotation and the text says warning, without failing the JSON', () => {
    const warning = {
      ...problem,
      field: 'seo_title',
      message: 'SEO title over the limit',
      severity: 'warning' as const,
    }
    expect(githubAnnotation(warning)).toBe(
      '::warning file=content/solutions/bad.md,line=4,title=Content warning%3A seo_title::' +
        'content/solutions/bad.md: seo_title: warning: SEO title over the limit',
    )
    expect(formatReport('text', [warning], '/repo/content')).toBe(
      'content/solutions/bad.md: seo_title: warning: SEO title over the limit\n' +
        '\ncontent OK: /repo/content\n1 warning(s) in /repo/content\n',
    )
    expect(JSON.parse(formatReport('json', [warning], '/repo/content'))).toMatchObject({
      ok: true,
      problems: [{ field: 'seo_title', severity: 'warning' }],
    })
  })

  it('when a message holds %, CR or LF, and a property holds , or :, then they are escaped as GitHub documents', () => {
    const annotation = githubAnnotation({
      path: 'content/odd,name:x.md',
      line: 2,
      field: '(file)',
      message: '100% broken\r\nsecond line',
    })
    expect(annotation).toBe(
      '::error file=content/odd%2Cname%3Ax.md,line=2,title=Content problem%3A (file)::' +
        'content/odd,name:x.md: (file): 100%25 broken%0D%0Asecond line',
    )
    expect(annotation.split('\n')).toHaveLength(1)
  })

  it('when the text format is asked for, then each problem is `path: field: message` as before', () => {
    expect(formatReport('text', [problem], '/repo/content')).toBe(
      'content/solutions/bad.md: icon: Invalid option: expected one of "zap"|"cpu"\n' +
        '\n1 problem(s) in /repo/content\n',
    )
    expect(formatReport('text', [], '/repo/content')).toBe('content OK: /repo/content\n')
  })

  it('when the JSON format is asked for, then the problems come with their lines in one document', () => {
    const report = JSON.parse(formatReport('json', [problem], '/repo/content')) as unknown
    expect(report).toEqual({
      root: '/repo/content',
      ok: false,
      problems: [
        {
          file: 'content/solutions/bad.md',
          line: 4,
          field: 'icon',
          message: problem.message,
        },
      ],
    })
  })
})
