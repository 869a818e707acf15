import type { Root } from 'hast'
import { describe, expect, it } from 'vitest'
import { rehypeLatinBlocks } from './rehype-latin-blocks'

const el = (tagName: string, children: Root['children'], properties = {}) =>
  ({ type: 'element', tagName, properties, children }) as Root['children'][number]
const text = (value: string) => ({ type: 'text', value }) as Root['children'][number]

describe('rehypeLatinBlocks', () => {
  it('when a paragraph, list item or heading is wholly Latin, then it gets dir="auto"; Arabic blocks follow the page', () => {
    const tree: Root = {
      type: 'root',
      children: [
        el('p', [text('نص عربي مع كلمة SCADA داخله')]),
        el('p', [text('Falcon Gridworks designs RTU panels.')]),
        el('ul', [el('li', [el('strong', [text('IEC 61850')]), text(' and DNP3')])]),
        el('h2', [text('الأهداف')]),
        el('h3', [text('Commissioning')]),
      ],
    }
    rehypeLatinBlocks()(tree)
    const dirs = tree.children.map((node) =>
      node.type === 'element' ? (node.properties.dir ?? null) : null,
    )
    expect(dirs).toEqual([null, 'auto', null, null, 'auto'])
    const list = tree.children[2]
    const item = list?.type === 'element' ? list.children[0] : undefined
    expect(item?.type === 'element' ? item.properties.dir : null).toBe('auto')
  })
  it('when a block has no letters (figures only), then it is left alone', () => {
    const tree: Root = { type: 'root', children: [el('p', [text('2024 – 2026')])] }
    rehypeLatinBlocks()(tree)
    const p = tree.children[0]
    expect(p?.type === 'element' ? p.properties.dir : 'x').toBeUndefined()
  })
  it('when an Arabic paragraph holds Latin runs, then each is a <bdi dir="ltr"> and the text reads the same', () => {
    const tree: Root = {
      type: 'root',
      children: [
        el('p', [text('تعمل من −40 °C إلى 70 °C عبر '), el('strong', [text('وحدة RX-500')])]),
      ],
    }
    rehypeLatinBlocks()(tree)
    const p = tree.children[0]
    const children = p?.type === 'element' ? p.children : []
    const shown = (node: Root['children'][number]): string =>
      node.type === 'text'
        ? node.value
        : node.type === 'element'
          ? node.tagName === 'bdi'
            ? `[${node.children.map(shown).join('')}]`
            : node.children.map(shown).join('')
          : ''
    expect(children.map(shown).join('')).toBe('تعمل من [−40 °C] إلى [70 °C] عبر وحدة [RX-500]')
  })
})
