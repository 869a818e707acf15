import { describe, expect, it } from 'vitest'
import { historyHref, parseHistoryPath } from './href'
import { mergedFieldsFrom } from './merged-fields'
import { compareWithCurrent, displayValue, snapshotOf } from './snapshot'

describe('history links', () => {
  it.each([
    [
      { collection: 'solutions', slug: 'energy-systems' },
      '/admin/history/solutions/energy-systems',
    ],
    [{ page: 'home' as const }, '/admin/history/pages/home'],
    [{ settings: true as const }, '/admin/history/settings'],
  ])('when the target is %o, then the link is %s and reads back as the target', (target, href) => {
    expect(historyHref(target)).toBe(href)
    expect(parseHistoryPath(href.replace('/admin/history/', ''))).toEqual(target)
  })

  it('when a commit is given, then it is selected in the link', () => {
    expect(historyHref({ settings: true }, 'abc1234')).toBe(
      '/admin/history/settings?commit=abc1234',
    )
  })
})

describe('comparing a version with now', () => {
  it('when references come expanded, then they are compared by slug, not by their summaries', () => {
    const target = { collection: 'solutions', slug: 'a' }
    const then = snapshotOf(target, { id: 'a', children: [{ slug: 'b', title: 'Old title' }] })
    const now = snapshotOf(target, { id: 'a', children: [{ slug: 'b', title: 'New title' }] })
    expect(compareWithCurrent(then, now)).toEqual([])
  })

  it('when only translation stamps and the outdated list differ, then nothing is listed; a changed title is', () => {
    const target = { collection: 'solutions', slug: 'a' }
    const then = snapshotOf(target, { title: 'Energy', ar: { title: 'الطاقة' }, outdated_ar: [] })
    const now = snapshotOf(target, {
      title: 'Energy',
      ar: { title: 'الطاقة', _en: { title: '0123456789ab' } },
      outdated: { ar: ['title'], fr: [] },
      outdated_ar: ['title'],
    })
    expect(compareWithCurrent(then, now)).toEqual([])
    const retitled = snapshotOf(target, { title: 'Power', ar: { title: 'الطاقة', _en: {} } })
    expect(compareWithCurrent(then, retitled).map((c) => c.field)).toEqual(['title'])
  })

  it('when a record\'s body was written with CRLF and only its Arabic title changed, then the one change is "Title (Arabic)"', () => {
    const target = { collection: 'products', slug: 'a' }
    const published = snapshotOf(target, {
      title: 'Inverter',
      description: 'One.\r\n\r\nTwo. \r\n',
      ar: { title: 'عاكس', description: 'واحد.\r\n\r\nاثنان.', _en: { title: '0123456789ab' } },
    })
    const draft = snapshotOf(target, {
      title: 'Inverter',
      description: 'One.\n\nTwo.',
      ar: { title: 'عاكس جديد', description: 'واحد.\n\nاثنان.' },
    })
    expect(compareWithCurrent(published, draft)).toEqual([
      { field: 'ar.title', label: 'Title (Arabic)', then: 'عاكس', now: 'عاكس جديد' },
    ])
  })

  it('when Company Info changed only Sales phone, then only Sales phone is listed, though the Arabic comes beside the settings on one side and in the values on the other', () => {
    const ar = { company_name: 'فالكون', address: 'دبي' }
    // the published settings as GET /company-settings answers; the draft as the drafts' read
    const published = snapshotOf(
      { settings: true },
      {
        version: 'v1',
        settings: [
          { key: 'company_name', value: 'Falcon' },
          { key: 'sales_phone', value: '+971 4 000 0200' },
        ],
        translations: { ar, fr: {} },
      },
    )
    const draft = snapshotOf(
      { settings: true },
      { version: 'v2', values: { company_name: 'Falcon', sales_phone: '+971 4 000 0299', ar } },
    )
    expect(compareWithCurrent(published, draft)).toEqual([
      {
        field: 'sales_phone',
        label: 'Sales phone',
        then: '+971 4 000 0200',
        now: '+971 4 000 0299',
      },
    ])
    const translated = snapshotOf(
      { settings: true },
      {
        values: {
          company_name: 'Falcon',
          sales_phone: '+971 4 000 0200',
          ar: { ...ar, company_name: 'فالكون غريدووركس' },
        },
      },
    )
    expect(compareWithCurrent(published, translated)).toEqual([
      {
        field: 'ar.company_name',
        label: 'Company name (Arabic)',
        then: 'فالكون',
        now: 'فالكون غريدووركس',
      },
    ])
  })

  it('when the record was deleted since, then every field of the version is listed', () => {
    const target = { collection: 'partners', slug: 'a' }
    const then = snapshotOf(target, { name: 'A', is_active: true })
    expect(compareWithCurrent(then, null).map((c) => [c.label, c.now])).toEqual([
      ['Name', undefined],
      ['Active', undefined],
    ])
  })

  it('when values are shown, then lists, pairs, booleans and empties read as text', () => {
    expect(displayValue(['a', 'b'])).toEqual(['a', 'b'])
    expect(displayValue([{ key: 'Power', value: '5 kW' }])).toEqual(['Power: 5 kW'])
    expect(displayValue(false)).toEqual(['No'])
    expect(displayValue('')).toEqual([])
    expect(displayValue(25.18)).toEqual(['25.18'])
  })
})

describe('merged fields notice', () => {
  it('when the URL names merged fields, then only field keys are taken', () => {
    expect(mergedFieldsFrom(new URLSearchParams('merged=title,hero.title,<script>'))).toEqual([
      'title',
      'hero.title',
    ])
    expect(mergedFieldsFrom(new URLSearchParams(''))).toEqual([])
  })
})
