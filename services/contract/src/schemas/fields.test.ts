import { readFileSync, readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import matter from 'gray-matter'
import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import {
  AboutSectionInput,
  ClientInput,
  schemaOf,
  settingFields,
  PartnerInput,
  ProductInput,
  SectorInput,
  SolutionInput,
  SolutionUpdate,
  collectionDefinitions,
  fieldSchema,
  formValuesOf,
  mergeFormValues,
  pageDefinitions,
  parseForm,
  readForm,
  recordPlaces,
  recordPagePath,
  collectionPages,
  recordShownAt,
  recordTitleOf,
  threeWayMerge,
  translatableFieldKeys,
  translationFieldSet,
  type FieldSet,
  SEO_SECTION,
} from './index.js'
import {
  LegacyAboutSectionInput,
  LegacyClientInput,
  LegacyCompanySettings,
  LegacyPartnerInput,
  LegacyProductInput,
  LegacySectorInput,
  LegacySolutionInput,
  legacyValueSchema,
} from './test-support/legacy-schemas.js'

const fixtures = fileURLToPath(
  new URL('../../../content-api/src/test-support/fixtures/', import.meta.url),
)

/** The fixture records of a collection as content-api decodes them (body in the body field). */
function fixtureRecords(collection: string, bodyField?: string): Record<string, unknown>[] {
  let files: string[] = []
  try {
    files = readdirSync(`${fixtures}${collection}`)
  } catch {
    return []
  }
  return files.map((file) => {
    const text = readFileSync(`${fixtures}${collection}/${file}`, 'utf8')
    if (file.endsWith('.json')) return JSON.parse(text) as Record<string, unknown>
    const parsed = matter(text, {})
    return { ...parsed.data, [bodyField ?? 'body']: parsed.content }
  })
}

/** Values that probe every rule: empties, padding, lengths, types, refs, urls, slugs, lists. */
const probes: unknown[] = [
  undefined,
  null,
  '',
  '  padded  ',
  'x'.repeat(80),
  'x'.repeat(81),
  'x'.repeat(120),
  'x'.repeat(121),
  'x'.repeat(200),
  'x'.repeat(201),
  'x'.repeat(300),
  'x'.repeat(301),
  'x'.repeat(500),
  'x'.repeat(501),
  'x'.repeat(1_001),
  'x'.repeat(2_001),
  'x'.repeat(20_001),
  0,
  3,
  1.5,
  -200,
  95,
  '25.18',
  '12abc',
  NaN,
  true,
  false,
  [],
  [''],
  ['one', ' two '],
  Array.from({ length: 21 }, (_, i) => `s${i}`),
  Array.from({ length: 51 }, () => 'a'),
  ['Bad Slug'],
  [{ name: 'Inputs', value: '16' }],
  [{ name: '', value: '16' }],
  [{ name: 'a'.repeat(81), value: '1' }],
  'media/logo.png',
  'media/doc.pdf',
  'images/logo.png',
  'https://example.com/x',
  'ftp://example.com',
  '/contact',
  '//evil.example',
  'someone@example.com',
  'not-an-email',
  '+971 4 123 4567',
  '12',
  'zap',
  'bar-chart-3',
  'nope',
  'some-slug',
  'Bad Slug',
]

type Outcome = { ok: true; data: unknown } | { ok: false }
/** Accepted or refused, and what was accepted (only `keys` of an object: fields added later
 * to the registry do not make the old rules' check fail). */
const outcome = (schema: z.ZodType, value: unknown, keys?: string[]): Outcome => {
  const r = schema.safeParse(value)
  if (!r.success) return { ok: false }
  const data =
    keys && typeof r.data === 'object' && r.data !== null
      ? Object.fromEntries(keys.map((k) => [k, (r.data as Record<string, unknown>)[k]]))
      : r.data
  return { ok: true, data }
}

const sectorBase = {
  title: 'Utilities',
  description: 'Grids.',
  detailed_description: 'Long text.',
  solutions: ['Solar'],
}

const cases: Array<{
  name: string
  derived: z.ZodObject
  legacy: z.ZodObject
  bases: Record<string, unknown>[]
}> = [
  {
    name: 'solutions',
    derived: SolutionInput,
    legacy: LegacySolutionInput,
    bases: fixtureRecords('solutions', 'detailed_description'),
  },
  {
    name: 'products',
    derived: ProductInput,
    legacy: LegacyProductInput,
    bases: fixtureRecords('products', 'description'),
  },
  { name: 'sectors', derived: SectorInput, legacy: LegacySectorInput, bases: [sectorBase] },
  {
    name: 'partners',
    derived: PartnerInput,
    legacy: LegacyPartnerInput,
    bases: fixtureRecords('partners'),
  },
  {
    name: 'clients',
    derived: ClientInput,
    legacy: LegacyClientInput,
    bases: fixtureRecords('clients'),
  },
  {
    name: 'about-sections',
    derived: AboutSectionInput,
    legacy: LegacyAboutSectionInput,
    bases: fixtureRecords('about-sections', 'content'),
  },
  {
    name: 'company settings',
    // the English settings (the Arabic `ar` beside them is tested in settings.test.ts)
    derived: schemaOf(settingFields, true),
    legacy: LegacyCompanySettings,
    bases: fixtureRecords('settings'),
  },
]

describe('schemas derived from the field registry', () => {
  for (const c of cases) {
    it(`when ${c.name} fixtures and every probe value of every field are parsed, then the derived schema accepts and refuses exactly as the hand-written one did`, () => {
      expect(c.bases.length).toBeGreaterThan(0)
      const keys = Object.keys(c.legacy.shape)
      expect(Object.keys(c.derived.shape)).toEqual(expect.arrayContaining(keys))
      let compared = 0
      for (const base of c.bases) {
        expect(outcome(c.derived, base, keys)).toEqual(outcome(c.legacy, base))
        expect(outcome(c.derived, base).ok).toBe(true)
        for (const key of [...Object.keys(c.legacy.shape), 'unknown_key']) {
          for (const probe of probes) {
            const candidate = { ...base, [key]: probe }
            const derived = outcome(c.derived, candidate, keys)
            const legacy = outcome(c.legacy, candidate, keys)
            if (JSON.stringify(derived) !== JSON.stringify(legacy))
              throw new Error(
                `${c.name}.${key} = ${JSON.stringify(probe)?.slice(0, 40)}: derived ${JSON.stringify(derived).slice(0, 80)}, was ${JSON.stringify(legacy).slice(0, 80)}`,
              )
            compared++
          }
        }
      }
      expect(compared).toBeGreaterThan(100)
    })
  }

  it('when a page field of each kind gets every probe value, then it accepts and refuses exactly as before', () => {
    for (const sections of Object.values(pageDefinitions)) {
      // the SEO section is new (seo.ts, bounded like its collection fields): it had no "before"
      for (const section of sections.filter((s) => s.key !== SEO_SECTION)) {
        for (const field of section.fields) {
          for (const probe of probes) {
            expect(outcome(fieldSchema(field), probe)).toEqual(
              outcome(legacyValueSchema(field.kind), probe),
            )
          }
        }
      }
    }
  })

  it('when a reference comes as the record a read embeds, then its slug (or id) is what is kept, and an object naming neither is refused', () => {
    const children = fieldSchema(collectionDefinitions.solutions.fields.children)
    const partner = fieldSchema(collectionDefinitions.products.fields.partner)
    expect(
      children.parse([{ id: 'solar', slug: 'solar', title: 'Solar' }, { id: 'grid' }, 'hvac']),
    ).toEqual(['solar', 'grid', 'hvac'])
    expect(partner.parse({ slug: 'voltline', name: 'Voltline' })).toBe('voltline')
    expect(partner.parse('')).toBe('')
    expect(children.safeParse([{ title: 'Solar' }]).success).toBe(false)
    expect(partner.safeParse({ slug: 'Not A Slug' }).success).toBe(false)
  })

  it('when translatable keys are asked for, then texts, markdown and lists are, images, flags, numbers and references are not', () => {
    expect(translatableFieldKeys('solutions')).toEqual([
      'title',
      'category',
      'description',
      'detailed_description',
      'image_alt',
      'features',
      'benefits',
      'seo_title',
      'seo_description',
    ])
    expect(translatableFieldKeys('partners')).toEqual(['name', 'logo_alt', 'description'])
    // "From USD 4,800" and a specification's "Operating temperature" are text a reader of the
    // Arabic site reads, so they are translated; the category is not: it is the key the products
    // page groups by, and the site names each of the three categories in its own catalogue
    expect(translatableFieldKeys('products')).toEqual([
      'title',
      'summary',
      'description',
      'image_alt',
      'price_range',
      'specifications',
      'seo_title',
      'seo_description',
    ])
  })
})

describe('alt text beside each image', () => {
  it('when a collection has an image, then its alt text is a translatable text field right after it in the editor', () => {
    for (const [name, def] of Object.entries(collectionDefinitions)) {
      const fields = def.fields as FieldSet
      for (const [key, field] of Object.entries(fields)) {
        if (field.kind !== 'image') continue
        const alt = fields[`${key}_alt`]
        expect(alt, `${name}.${key}_alt`).toMatchObject({ kind: 'text', translatable: true })
        const group = def.groups.find((g) => g.fields.includes(key))
        expect(group?.fields[group.fields.indexOf(key) + 1], name).toBe(`${key}_alt`)
      }
    }
  })

  it('when alt text is absent it reads as empty; when too long or holding control characters it is refused', () => {
    const schema = schemaOf(collectionDefinitions.partners.fields)
    const base = { name: 'Voltline', logo: 'media/v.png' }
    expect(schema.parse(base).logo_alt).toBe('')
    expect(schema.safeParse({ ...base, logo_alt: 'x'.repeat(251) }).success).toBe(false)
    expect(schema.safeParse({ ...base, logo_alt: 'Voltline logo' }).success).toBe(true)
  })
})

const products = collectionDefinitions.products.fields as FieldSet
const solutions = collectionDefinitions.solutions.fields as FieldSet

function formData(entries: Array<[string, string]>): FormData {
  const form = new FormData()
  for (const [k, v] of entries) form.append(k, v)
  return form
}

describe('form parsing from the registry', () => {
  it('when a product form is posted, then pairs come as rows (empty rows dropped), the checkbox as presence and the number as a number', () => {
    const form = formData([
      ['title', ' Grid Controller '],
      ['summary', 'A controller.'],
      ['specifications.name', 'Inputs'],
      ['specifications.value', '16 digital'],
      ['specifications.name', ''],
      ['specifications.value', ''],
      ['partner', 'voltline'],
      ['is_active', 'on'],
      ['sort_order', ' 4 '],
    ])
    const values = readForm(products, form)
    expect(values.is_featured).toBe(false)
    expect(values.specifications).toEqual([
      { name: 'Inputs', value: '16 digital' },
      { name: '', value: '' },
    ])
    const parsed = parseForm(products, values, ProductInput)
    expect(parsed.ok && parsed.data).toMatchObject({
      title: 'Grid Controller',
      specifications: [{ name: 'Inputs', value: '16 digital' }],
      partner: 'voltline',
      is_active: true,
      is_featured: false,
      sort_order: 4,
      image: '',
    })
  })

  it('when lines have blank lines, CRLF and padding, and many references repeat, then each line is one trimmed item and references keep their order', () => {
    const values = readForm(
      solutions,
      formData([
        ['title', 'Energy'],
        ['description', 'd'],
        ['detailed_description', 'dd'],
        ['icon', 'zap'],
        ['features', '  One \r\n\r\n Two\n   \nThree  '],
        ['children', 'solar'],
        ['children', 'grid'],
        ['version', 'a'.repeat(40)],
      ]),
    )
    const parsed = parseForm(solutions, values, SolutionUpdate, { version: 'a'.repeat(40) })
    expect(parsed.ok && parsed.data.features).toEqual(['One', 'Two', 'Three'])
    expect(parsed.ok && parsed.data.children).toEqual(['solar', 'grid'])
  })

  it('when a list comes as one input per item (the list editor), then the items keep their order and empty ones are dropped', () => {
    const values = readForm(
      solutions,
      formData([
        ['features', ' First '],
        ['features', ''],
        ['features', 'Second'],
      ]),
    )
    expect(values.features).toBe(' First \n\nSecond')
    const parsed = parseForm(
      solutions,
      { ...values, title: 'T', description: 'd', detailed_description: 'dd', icon: 'zap' },
      SolutionInput,
    )
    expect(parsed.ok && parsed.data.features).toEqual(['First', 'Second'])
  })

  it('when values break the rules, then each error is keyed by its field in the editor words', () => {
    const values = {
      ...formValuesOf(products, {}),
      title: '',
      sort_order: 'ten',
      specifications: [{ name: '', value: 'x' }],
      image: 'nope.jpg',
    }
    const parsed = parseForm(products, values, ProductInput)
    expect(parsed.ok).toBe(false)
    if (parsed.ok) return
    expect(parsed.fieldErrors.title).toBe('Title is required')
    expect(parsed.fieldErrors.summary).toBe('Summary is required')
    expect(parsed.fieldErrors.sort_order).toBe('Enter a whole number, such as 0 or 10')
    expect(parsed.fieldErrors.specifications).toBe('Line 1: Name is required')
    expect(parsed.fieldErrors.image).toMatch(/media library/)
  })

  it('when a record is shown in the form and read back, then it parses to the same values', () => {
    const record = fixtureRecords('products', 'description')[0] ?? {}
    const expected = ProductInput.parse(record)
    const values = formValuesOf(products, expected)
    const parsed = parseForm(products, values, ProductInput)
    expect(parsed).toEqual({ ok: true, data: expected })
  })
})

describe('the one merge', () => {
  it('when each side changes different fields, then both are kept; when both change one field differently, it is a conflict with mine kept', () => {
    const base = { a: 1, b: [1], c: 'x' }
    expect(threeWayMerge(base, { ...base, a: 2 }, { ...base, b: [2] })).toEqual({
      merged: { a: 2, b: [2], c: 'x' },
      conflicts: [],
      theirs: ['b'],
    })
    expect(threeWayMerge(base, { ...base, c: 'mine' }, { ...base, c: 'theirs' })).toEqual({
      merged: { a: 1, b: [1], c: 'mine' },
      conflicts: ['c'],
      theirs: [],
    })
  })

  it('when form values differ only in blank lines and padding, then they are not a change', () => {
    const base = formValuesOf(solutions, { features: ['a', 'b'], title: 'T' })
    const mine = { ...base, features: '\n a \n\n b \n' }
    const theirs = { ...base, title: 'New' }
    const result = mergeFormValues(solutions, base, mine, theirs)
    expect(result.conflicts).toEqual([])
    expect(result.theirs).toEqual(['title'])
    expect(result.merged.title).toBe('New')
  })
})

describe("the Arabic form of a product's specifications", () => {
  it('when the Arabic editor of a product is built, then specifications is a key/value list, optional, with the English pairs as its help', () => {
    const form = translationFieldSet(collectionDefinitions.products.fields, {
      specifications: [
        { name: 'Inputs', value: '16 digital' },
        { name: 'Mounting', value: 'DIN rail' },
      ],
      price_range: 'From USD 4,800',
    })
    expect(form.specifications).toMatchObject({ kind: 'pairs', required: false })
    expect(form.specifications?.help).toBe('English: Inputs: 16 digital · Mounting: DIN rail')
    expect(form.price_range?.help).toBe('English: From USD 4,800')
    expect(form).not.toHaveProperty('category')
  })
})

describe("a record's name and place, read from its collection", () => {
  it('when a record has its title field, then that names it; when it is blank, then its slug does', () => {
    const products = collectionDefinitions.products
    expect(recordTitleOf(products, { slug: 'rx-500', title: 'Corvane RX-500' })).toBe(
      'Corvane RX-500',
    )
    expect(recordTitleOf(products, { slug: 'rx-500', title: '' })).toBe('rx-500')
    expect(recordTitleOf(collectionDefinitions.partners, { name: 'Corvane' }, 'corvane')).toBe(
      'Corvane',
    )
  })
  it("when a collection has pages of its own, then a record shows at its page; else at its collection's shared page", () => {
    expect(recordShownAt(collectionDefinitions.products, 'rx-500')).toBe('/products/rx-500')
    expect(recordShownAt(collectionDefinitions.partners, 'corvane')).toBe('/products')
  })
  it('when a collection is also shown on other pages, then a record names them after its first place', () => {
    expect(recordPlaces(collectionDefinitions.clients, 'kilima-towers')).toEqual(['/', '/about'])
    expect(recordPlaces(collectionDefinitions.products, 'rx-500')).toEqual(['/products/rx-500'])
    expect(recordPlaces({}, 'nowhere')).toEqual([])
  })
  it('when a collection gives each record a page, then that is its own page; a shared page is none', () => {
    expect(recordPagePath(collectionDefinitions.products, 'rx-500')).toBe('/products/rx-500')
    expect(recordPagePath(collectionDefinitions.partners, 'corvane')).toBeNull()
    expect(recordPagePath({}, 'nowhere')).toBeNull()
  })
  it('when the shared pages of a collection are asked, then its list page comes first, then the others', () => {
    expect(collectionPages(collectionDefinitions.products)).toEqual(['/products'])
    expect(collectionPages(collectionDefinitions.partners)).toEqual(['/products'])
    expect(collectionPages(collectionDefinitions.clients)).toEqual(['/', '/about'])
    expect(collectionPages(collectionDefinitions.solutions)).toEqual(['/solutions', '/'])
    expect(collectionPages({ publicPath: '/:slug' })).toEqual(['/'])
    expect(collectionPages({})).toEqual([])
  })
})
