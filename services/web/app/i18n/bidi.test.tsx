import { renderToStaticMarkup } from 'react-dom/server'
import type { ReactNode } from 'react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import {
  Bidi,
  fallbackLang,
  isLatinOnly,
  isolated,
  langsOf,
  latinRuns,
  missingOf,
  Text,
  TextBlock,
} from './bidi'

const onPage = (path: string, node: ReactNode) =>
  renderToStaticMarkup(<MemoryRouter initialEntries={[path]}>{node}</MemoryRouter>)

describe('fallbackLang', () => {
  it('when an Arabic read names the field as missing, then its text is English', () => {
    expect(fallbackLang({ missing: ['title'] }, 'title')).toBe('en')
    expect(fallbackLang({ missing: ['title'] }, 'summary')).toBeUndefined()
  })
  it('when a record says nothing about missing fields (English, an embedded record), then nothing is claimed', () => {
    expect(fallbackLang({}, 'title')).toBeUndefined()
    expect(fallbackLang(null, 'title')).toBeUndefined()
    expect(fallbackLang({ missing: 'title' }, 'title')).toBeUndefined()
  })
})

describe('isLatinOnly', () => {
  it('when a text has letters and none is Arabic, then it is Latin only', () => {
    expect(isLatinOnly('Corvane RX-500')).toBe(true)
    expect(isLatinOnly('−40 °C to 70 °C')).toBe(true)
    expect(isLatinOnly('وحدة RX-500')).toBe(false)
    expect(isLatinOnly('+971 4 000 0100')).toBe(false)
    expect(isLatinOnly('')).toBe(false)
  })
})

describe('Text', () => {
  it('when an Arabic page shows English that stands in for a translation, then it is marked lang="en", left to right', () => {
    expect(onPage('/ar/x', <Text lang="en">Utility-Scale Solar</Text>)).toBe(
      '<bdi lang="en" dir="ltr">Utility-Scale Solar</bdi>',
    )
  })
  it('when an Arabic page shows a Latin-only text that is not a fallback, then it is isolated with its own direction', () => {
    expect(onPage('/ar/x', <Text>Corvane Vista SCADA</Text>)).toBe('<bdi>Corvane Vista SCADA</bdi>')
  })
  it('when the text is Arabic, or the page is English, then it follows the page without markup', () => {
    expect(onPage('/ar/x', <Text>أنظمة الطاقة</Text>)).toBe('أنظمة الطاقة')
    expect(onPage('/x', <Text lang="en">Energy Systems</Text>)).toBe('Energy Systems')
  })
  it('when Arabic text holds Latin runs, then the runs are isolated inside one span (in a flex parent the pieces would be items side by side, never wrapped)', () => {
    expect(onPage('/ar/x', <Text>تكامل أنظمة PLC وSCADA</Text>)).toBe(
      '<span>تكامل أنظمة <bdi dir="ltr">PLC</bdi> و<bdi dir="ltr">SCADA</bdi></span>',
    )
  })
})

describe('TextBlock', () => {
  it('when a block is an English fallback on an Arabic page, then the block itself carries lang and dir', () => {
    expect(
      onPage(
        '/ar/x',
        <TextBlock as="p" lang="en" className="lead">
          Ground-mounted PV plants.
        </TextBlock>,
      ),
    ).toBe('<p class="lead" lang="en" dir="ltr">Ground-mounted PV plants.</p>')
  })
  it('when a Latin-only block is not a fallback, then its direction is its own (dir="auto")', () => {
    expect(onPage('/ar/x', <TextBlock as="h3">Corvane Controls</TextBlock>)).toBe(
      '<h3 dir="auto">Corvane Controls</h3>',
    )
  })
  it('when the block is Arabic, or on an English page, then it has no direction of its own', () => {
    expect(onPage('/ar/x', <TextBlock>نص عربي</TextBlock>)).toBe('<p>نص عربي</p>')
    expect(onPage('/x', <TextBlock lang="en">English</TextBlock>)).toBe('<p>English</p>')
  })
})

describe('Bidi and isolated', () => {
  it('when a value of unknown direction is shown, then it is a <bdi> (direction from its own letters)', () => {
    expect(renderToStaticMarkup(<Bidi>DNP3, IEC 60870-5-104</Bidi>)).toBe(
      '<bdi>DNP3, IEC 60870-5-104</bdi>',
    )
  })
  it('when a left-to-right value goes into a plain string (a message, an attribute), then it is wrapped in isolate marks', () => {
    expect(isolated('+971 4 000 0100')).toBe('\u2066+971 4 000 0100\u2069')
  })
})

describe('latinRuns', () => {
  it('when an Arabic value holds measures and names, then each Latin run is cut out whole, signs and units included', () => {
    const runs = (text: string) =>
      latinRuns(text)
        .filter((p) => p.latin)
        .map((p) => p.text)
    expect(runs('من −40 °C إلى 70 °C')).toEqual(['−40 °C', '70 °C'])
    expect(runs('ابتداءً من 4,800 USD')).toEqual(['4,800 USD'])
    expect(runs('DNP3 وIEC 60870-5-104 وModbus RTU/TCP')).toEqual([
      'DNP3',
      'IEC 60870-5-104',
      'Modbus RTU/TCP',
    ])
    expect(runs('هاتف: +971 4 000 0100.')).toEqual(['+971 4 000 0100'])
    // a plus closing a name is part of it: "SFP+" would otherwise show as "+SFP"
    expect(runs('4 × 1/10 GbE SFP+، وRADIUS وTACACS+.')).toEqual([
      '4 × 1/10 GbE SFP+',
      'RADIUS',
      'TACACS+',
    ])
    // an underscore inside a name joins it: "utm_source" would otherwise show as "source_utm"
    expect(runs('(utm_source وutm_medium)')).toEqual(['utm_source', 'utm_medium'])
  })
  it('when a text is cut, then its parts join back to the same text', () => {
    const text = 'مدخلان احتياطيان 24 – 48 V DC (اختياري)، و4 × RS-485.'
    expect(
      latinRuns(text)
        .map((p) => p.text)
        .join(''),
    ).toBe(text)
    expect(latinRuns('نص عربي فقط')).toEqual([{ text: 'نص عربي فقط', latin: false }])
  })
})

describe('Latin runs inside Arabic texts', () => {
  it('when an Arabic page shows an Arabic text with Latin runs, then each run is isolated left to right', () => {
    expect(onPage('/ar/x', <Text>من −40 °C إلى 70 °C</Text>)).toBe(
      '<span>من <bdi dir="ltr">−40 °C</bdi> إلى <bdi dir="ltr">70 °C</bdi></span>',
    )
    expect(onPage('/ar/x', <TextBlock>ابتداءً من 4,800 USD</TextBlock>)).toBe(
      '<p>ابتداءً من <bdi dir="ltr">4,800 USD</bdi></p>',
    )
    expect(renderToStaticMarkup(<Bidi>من −40 °C</Bidi>)).toBe(
      '<bdi>من <bdi dir="ltr">−40 °C</bdi></bdi>',
    )
  })
  it('when the page is English, then an Arabic text is left as it is', () => {
    expect(onPage('/x', <Text>من −40 °C</Text>)).toBe('من −40 °C')
  })
})

describe('langsOf', () => {
  it('when a record names missing fields, then each prop showing one of them is English', () => {
    expect(langsOf({ missing: ['summary'] }, { title: 'title', description: 'summary' })).toEqual({
      description: 'en',
    })
    expect(langsOf(undefined, { title: 'title' })).toEqual({})
  })
})

describe('missingOf', () => {
  it('when a record carries missing fields, then they are kept for the data built from it', () => {
    expect(missingOf({ missing: ['title', 3, 'summary'] })).toEqual(['title', 'summary'])
    expect(missingOf({})).toEqual([])
    expect(missingOf(undefined)).toEqual([])
  })
})
