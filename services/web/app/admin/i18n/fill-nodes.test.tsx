import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { adminI18n } from './admin-i18n'
import { fillNodes } from './fill-nodes'

const html = (node: React.ReactNode) => renderToStaticMarkup(<p>{node}</p>)

describe('catalogue texts filled with elements', () => {
  it('when a sentence names a file, then the file name is set in <bdi> where each language puts it', () => {
    const file = <bdi>solar-farm.jpg</bdi>
    expect(html(fillNodes(adminI18n('en').t('media.deleteTitle'), { file }))).toBe(
      '<p>Delete <bdi>solar-farm.jpg</bdi>?</p>',
    )
    expect(html(fillNodes(adminI18n('ar').t('media.deleteTitle'), { file }))).toBe(
      '<p>حذف <bdi>solar-farm.jpg</bdi>؟</p>',
    )
  })

  it('when a text has several placeholders, then each is replaced once, in the order of the text', () => {
    expect(html(fillNodes('{b} then {a}, {b}', { a: <i>A</i>, b: <b>B</b> }))).toBe(
      '<p><b>B</b> then <i>A</i>, <b>B</b></p>',
    )
  })

  it('when a placeholder has no value, then it is left as written and markup in values is not text', () => {
    expect(html(fillNodes('Hello {name} and {other}', { name: '<script>' }))).toBe(
      '<p>Hello &lt;script&gt; and {other}</p>',
    )
  })

  it('when an image is used by more than two items, then Arabic counts the others with its plural forms', () => {
    const ar = adminI18n('ar')
    const names = { first: <bdi>Home</bdi>, second: <bdi>Solar EPC</bdi> }
    expect(html(fillNodes(ar.count('count.usedByMore', 1), names))).toBe(
      '<p>تستخدمها <bdi>Home</bdi> و<bdi>Solar EPC</bdi> وعنصر آخر</p>',
    )
    expect(html(fillNodes(ar.count('count.usedByMore', 3), names))).toBe(
      '<p>تستخدمها <bdi>Home</bdi> و<bdi>Solar EPC</bdi> و3 عناصر أخرى</p>',
    )
    expect(html(fillNodes(adminI18n('en').count('count.usedByMore', 3), names))).toBe(
      '<p>Used by <bdi>Home</bdi>, <bdi>Solar EPC</bdi> and 3 more</p>',
    )
  })
})
