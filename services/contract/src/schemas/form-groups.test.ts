import { describe, expect, it } from 'vitest'
import { groupsWithRest, text } from './fields.js'
import { settingFields, settingGroups } from './settings.js'

describe('groupsWithRest', () => {
  it('when a field is in no group, then it is drawn under "More" after the declared groups', () => {
    const fields = { title: text('Title'), colour: text('Colour'), size: text('Size') }
    expect(groupsWithRest(fields, [{ legend: 'Texts', fields: ['title'] }])).toEqual([
      { legend: 'Texts', fields: ['title'] },
      { legend: 'More', fields: ['colour', 'size'] },
    ])
  })

  it('when every field has a group, then no "More" group is added', () => {
    expect(groupsWithRest({ title: text('Title') }, [{ legend: 'T', fields: ['title'] }])).toEqual([
      { legend: 'T', fields: ['title'] },
    ])
  })

  it('when a company setting is added to the registry only, then Company Info shows it under "More"', () => {
    const withNew = { ...settingFields, whatsapp: text('WhatsApp') }
    expect(groupsWithRest(withNew, settingGroups).at(-1)).toEqual({
      legend: 'More',
      fields: ['whatsapp'],
    })
    expect(groupsWithRest(settingFields, settingGroups)).toEqual(settingGroups)
  })
})
