import { EditorSelection, EditorState, type StateCommand } from '@codemirror/state'
import { describe, expect, it } from 'vitest'
import {
  insertLinkTo,
  toggleBold,
  toggleBulletList,
  toggleHeading,
  toggleQuote,
} from './markdown-commands'

/** Runs a command on `doc` with the selection [from, to] and gives back the text and selection. */
function run(command: StateCommand, doc: string, from: number, to = from) {
  let state = EditorState.create({ doc, selection: EditorSelection.single(from, to) })
  command({ state, dispatch: (tr) => (state = tr.state) })
  const { main } = state.selection
  return { text: state.doc.toString(), selected: state.sliceDoc(main.from, main.to) }
}

describe('the editor Markdown commands', () => {
  it('when Bold is run on a selected word, then only that word is wrapped, and run again it is unwrapped', () => {
    const doc = 'one two\nthree'
    const bold = run(toggleBold, doc, 4, 7)
    expect(bold).toEqual({ text: 'one **two**\nthree', selected: 'two' })
    expect(run(toggleBold, bold.text, 6, 9).text).toBe(doc)
  })

  it('when a heading is set on a subheading, then the line gets "## " in place of "### ", and set again it is removed', () => {
    expect(run(toggleHeading(2), 'a\n### item\nb', 4).text).toBe('a\n## item\nb')
    expect(run(toggleHeading(2), 'a\n## item\nb', 4).text).toBe('a\nitem\nb')
  })

  it('when a list or quote is set on three selected lines, then each gets its marker and no other line changes', () => {
    const doc = 'top\none\ntwo\nthree\nend'
    expect(run(toggleBulletList, doc, 4, 16).text).toBe('top\n- one\n- two\n- three\nend')
    expect(run(toggleQuote, doc, 4, 5).text).toBe('top\n> one\ntwo\nthree\nend')
  })

  it('when a link is made of selected text, then it becomes [text](url) with the address selected to type over', () => {
    expect(run(insertLinkTo('/products/x'), 'see our inverter', 8, 16)).toEqual({
      text: 'see our [inverter](/products/x)',
      selected: '/products/x',
    })
    expect(run(insertLinkTo('/contact'), 'go ', 3)).toEqual({
      text: 'go [text](/contact)',
      selected: 'text',
    })
  })
})
