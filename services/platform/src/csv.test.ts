import { describe, expect, it } from 'vitest'
import { csvText, neutraliseFormula } from './csv.js'

describe('CSV cells', () => {
  it('when a cell starts like a formula, then it gets an apostrophe and stays text', () => {
    expect(['=1+1', '+1', '-2', '@SUM(A1)', '\tx', 'plain'].map(neutraliseFormula)).toEqual([
      "'=1+1",
      "'+1",
      "'-2",
      "'@SUM(A1)",
      "'\tx",
      'plain',
    ])
  })

  it('when rows hold commas, quotes, formulas and numbers, then the text is quoted RFC 4180 after a BOM', () => {
    expect(
      csvText([
        ['Path', 'Views'],
        ['/a,b', 3],
        ['say "hi"', -1],
        ['=cmd()', 0],
      ]),
    ).toBe('\ufeffPath,Views\r\n"/a,b",3\r\n"say ""hi""",-1\r\n\'=cmd(),0\r\n')
  })
})
