import { describe, expect, it } from 'vitest'
import {
  collectionDefinitions,
  collectionKeys,
  groupsWithRest,
  pageDefinitions,
  pageKeys,
  settingFields,
  settingGroups,
  type FieldSet,
  type SectionDefinition,
} from '@site/contract'
import { adminI18n } from './admin-i18n'
import { englishFieldNames, type FieldOwner } from './field-names'

const arabic = /[\u0600-\u06FF]/

/** Every field the registries declare, with its owner: a new field joins this list by itself. */
const everyField: Array<{ owner: FieldOwner; key: string; where: string; fields: FieldSet }> = [
  ...collectionKeys.flatMap((collection) => {
    const fields = collectionDefinitions[collection].fields as FieldSet
    return Object.keys(fields).map((key) => ({
      owner: { collection },
      key,
      where: `${collection}.${key}`,
      fields,
    }))
  }),
  ...pageKeys.flatMap((page) =>
    (pageDefinitions[page] as readonly SectionDefinition[]).flatMap((section) =>
      section.fields.map(({ key, ...field }) => ({
        owner: { page, section: section.key },
        key,
        where: `${page}.${section.key}.${key}`,
        fields: { [key]: field } as FieldSet,
      })),
    ),
  ),
  ...Object.keys(settingFields).map((key) => ({
    owner: { settings: true } as const,
    key,
    where: `settings.${key}`,
    fields: settingFields as FieldSet,
  })),
]

describe('registry field names in Arabic', () => {
  it('when any field of a collection, page section or setting is named in Arabic, then its label, and each hint, checkbox text and column name the registry gives, is Arabic', () => {
    const ar = adminI18n('ar')
    expect(everyField.length).toBeGreaterThan(100)
    for (const { owner, key, where, fields } of everyField) {
      const english = englishFieldNames(fields[key], key)
      const names = ar.field(owner, key)
      for (const name of ['label', 'hint', 'checkbox', 'keyLabel', 'valueLabel'] as const) {
        if (english[name] === undefined) continue
        expect(names[name], `${where} ${name}`).toMatch(arabic)
      }
    }
  })

  it('when a key means something else in one place, then that place has its own name (a sectors count is not the Sectors reference)', () => {
    const ar = adminI18n('ar')
    expect(ar.field({ page: 'sectors', section: 'expertise' }, 'sectors').label).toBe(
      'عدد القطاعات',
    )
    expect(ar.field({ collection: 'products' }, 'sectors').label).toBe('القطاعات')
    expect(ar.field({ page: 'home', section: 'hero' }, 'image').label).toBe('صورة الخلفية')
    expect(ar.field({ page: 'about', section: 'hero' }, 'image').label).toBe('الصورة')
    expect(ar.field({ collection: 'products' }, 'is_featured').checkbox).toBe('منتج مميَّز')
  })

  it('when every section, fieldset legend and intro of the registries is named in Arabic, then none is left in English', () => {
    const ar = adminI18n('ar')
    for (const page of pageKeys) {
      for (const section of pageDefinitions[page] as readonly SectionDefinition[]) {
        expect(ar.section(page, section.key), `${page}.${section.key}`).toMatch(arabic)
      }
    }
    const groups = [
      ...collectionKeys.flatMap((c) => {
        const def = collectionDefinitions[c]
        // a field no group names lands in "More"
        return groupsWithRest(def.fields as FieldSet, def.groups).concat({
          legend: 'More',
          fields: [],
        })
      }),
      ...settingGroups,
    ]
    for (const group of groups) {
      expect(ar.group(group.legend), group.legend).toMatch(arabic)
      const intro = 'intro' in group ? group.intro : undefined
      if (typeof intro === 'string') expect(ar.group(intro), intro).toMatch(arabic)
    }
  })

  it('when the admin is in English, then every name is the registry’s own', () => {
    const en = adminI18n('en')
    expect(en.field({ collection: 'solutions' }, 'is_featured')).toEqual({
      label: 'Featured',
      hint: 'Featured solutions are highlighted on the site.',
      checkbox: 'Featured solution',
    })
    expect(en.field({ settings: true }, 'main_phone')).toEqual({ label: 'Main phone' })
    expect(en.section('home', 'cta')).toBe('Closing call to action')
    expect(en.group('Texts')).toBe('Texts')
    const named = en.fields({ collection: 'products' }, collectionDefinitions.products.fields)
    expect(named).toEqual(collectionDefinitions.products.fields)
  })

  it('when a field set is named in Arabic, then its inputs read Arabic and keep every rule', () => {
    const named = adminI18n('ar').fields(
      { collection: 'products' },
      collectionDefinitions.products.fields,
    )
    expect(named.title).toEqual({
      ...collectionDefinitions.products.fields.title,
      label: 'العنوان',
    })
    expect(named.specifications).toMatchObject({
      keyLabel: 'الاسم',
      valueLabel: 'القيمة',
      maxItems: 60,
    })
  })
})
