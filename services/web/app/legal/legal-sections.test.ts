import { describe, expect, it } from 'vitest'
import { legalSections } from './legal-sections'

describe('legalSections', () => {
  it('when a text has "## " headings, then each starts a section with the Markdown up to the next', () => {
    expect(
      legalSections(
        '# Title pasted along\n\nIntro.\n\n## One\n\nFirst.\n\n- a\n- b\n\n## Two\nSecond.',
      ),
    ).toEqual([
      { heading: 'One', body: 'First.\n\n- a\n- b' },
      { heading: 'Two', body: 'Second.' },
    ])
  })

  it('when a text has no heading, then it has no section (the editor sees an empty page, not a broken one)', () => {
    expect(legalSections('Just text, ### not a section')).toEqual([])
  })
})
