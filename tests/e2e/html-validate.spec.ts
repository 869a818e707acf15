import { HtmlValidate } from 'html-validate'
import { expect, test } from './fixtures.ts'
import { htmlRules as config } from './html-rules.ts'
import { inBothLanguages, publicPages } from './public-paths.ts'

/**
 * The server-rendered HTML of every
 * public page, in English and Arabic, passes html-validate's recommended rules (html-rules.ts).
 */
const everyPage = inBothLanguages(publicPages)

test('when every public page is validated in both languages, then html-validate reports nothing', async ({
  request,
  stack,
}) => {
  const validator = new HtmlValidate(config)
  const problems: string[] = []
  for (const path of everyPage) {
    const res = await request.get(`${stack.webUrl}${path}`)
    expect(res.status(), path).toBe(200)
    const report = await validator.validateString(await res.text(), path)
    for (const message of report.results.flatMap((r) => r.messages)) {
      problems.push(`${path}: ${message.ruleId}: ${message.message} (${message.selector ?? ''})`)
    }
  }
  expect(problems).toEqual([])
})

test('when a page has the faults this guards against, then the same configuration reports them', async () => {
  const validator = new HtmlValidate(config)
  const report = await validator.validateString(
    '<!doctype html><html lang="en"><head><title>x</title></head><body>' +
      '<div aria-label="x">a</div><input name="q" aria-label="q">' +
      '<a href="tel:+97140000000">+971 4 000 0000</a></body></html>',
  )
  const rules = report.results.flatMap((r) => r.messages.map((m) => m.ruleId))
  expect(rules).toEqual(
    expect.arrayContaining(['aria-label-misuse', 'no-implicit-input-type', 'tel-non-breaking']),
  )
})
