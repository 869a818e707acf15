import { describe, expect, it } from 'vitest'
import { errorsByField, type Solution } from '@site/contract'
import { linesOf } from '@site/contract'
import { plainText, truncate } from '../truncate'
import {
  itemFormValuesOf,
  parseItemForm,
  readItemForm,
  rebaseOnConflict,
  type ItemFormValues,
} from './item-form'

// the solution editor's cases, now through the registry-driven form of any collection
const solutionFormValuesOf = (s: Solution) => itemFormValuesOf('solutions', s)
const parseSolutionForm = (v: ItemFormValues) => parseItemForm('solutions', v)
const readSolutionForm = (form: FormData) => readItemForm('solutions', form)
const withFields = (v: ItemFormValues, fields: Record<string, unknown>): ItemFormValues => ({
  ...v,
  fields: { ...v.fields, ...(fields as ItemFormValues['fields']) },
})

const version = 'a'.repeat(40)

const solution: Solution = {
  id: 'energy-systems',
  slug: 'energy-systems',
  version,
  title: 'Energy Systems',
  category: 'Energy',
  icon: 'zap',
  description: 'Generation and distribution.',
  detailed_description: '## Power\n\nFrom grid to plug.',
  image: 'media/solution-energy-systems.jpg',
  image_alt: '',
  features: ['Solar PV', 'Substations'],
  benefits: ['Lower cost'],
  children: [
    { id: 'solar', slug: 'solar', title: 'Solar', description: 'Sun', icon: 'sun' },
    { id: 'grid', slug: 'grid', title: 'Grid', description: 'Wires', icon: 'grid-3x3' },
  ],
  is_featured: true,
  sort_order: 2,
}

function formOf(values: ItemFormValues): FormData {
  const form = new FormData()
  form.set('version', values.version)
  for (const [key, value] of Object.entries(values.fields)) {
    if (key === 'children') for (const child of value as string[]) form.append('children', child)
    else if (key === 'is_featured') {
      if (value) form.set('is_featured', 'on')
    } else form.set(key, String(value))
  }
  return form
}

describe('the registry-driven form (solutions)', () => {
  it('when a loaded solution is sent back unchanged, then it parses to the same record with children as slugs', () => {
    const parsed = parseSolutionForm(readSolutionForm(formOf(solutionFormValuesOf(solution))))
    expect(parsed).toEqual({
      ok: true,
      data: {
        title: 'Energy Systems',
        category: 'Energy',
        icon: 'zap',
        description: 'Generation and distribution.',
        detailed_description: '## Power\n\nFrom grid to plug.',
        image: 'media/solution-energy-systems.jpg',
        // no alt text stored: read as empty (the site then uses the title)
        image_alt: '',
        features: ['Solar PV', 'Substations'],
        benefits: ['Lower cost'],
        children: ['solar', 'grid'],
        is_featured: true,
        sort_order: 2,
        // no SEO texts stored: read as empty (the head then uses the title and summary)
        seo_title: '',
        seo_description: '',
        version,
      },
    })
  })

  it('when list fields have blank lines, CRLF and padding, then each non-empty line is one trimmed item', () => {
    expect(linesOf('  One \r\n\r\n Two\n   \nThree  ')).toEqual(['One', 'Two', 'Three'])
    const values = withFields(solutionFormValuesOf(solution), { features: '\n a \n\n b \n' })
    const parsed = parseSolutionForm(values)
    expect(parsed.ok && parsed.data.features).toEqual(['a', 'b'])
  })

  it('when the checkbox is absent and sort order is empty, then is_featured is false and sort_order 0', () => {
    const form = formOf(
      withFields(solutionFormValuesOf(solution), { is_featured: false, sort_order: '' }),
    )
    const values = readSolutionForm(form)
    expect(values.fields.is_featured).toBe(false)
    const parsed = parseSolutionForm(values)
    expect(parsed.ok && parsed.data).toMatchObject({ is_featured: false, sort_order: 0 })
  })

  it('when required fields are blank and the number is not whole, then each field gets its own message', () => {
    const parsed = parseSolutionForm(
      withFields(solutionFormValuesOf(solution), {
        title: '   ',
        description: '',
        sort_order: '1.5',
        image: 'https://elsewhere.example/x.jpg',
        image_alt: '',
      }),
    )
    expect(parsed.ok).toBe(false)
    if (parsed.ok) return
    expect(parsed.fieldErrors).toMatchObject({
      title: 'Title is required',
      description: 'Description is required',
      sort_order: 'Sort order is a whole number',
    })
    expect(parsed.fieldErrors.image).toMatch(/media library/)
  })

  it('when sort order is not a number at all, then the message says what to type', () => {
    const parsed = parseSolutionForm(
      withFields(solutionFormValuesOf(solution), { sort_order: 'first' }),
    )
    expect(parsed.ok).toBe(false)
    expect(!parsed.ok && parsed.fieldErrors.sort_order).toBe(
      'Enter a whole number, such as 0 or 10',
    )
  })

  it('when a list item is too long, then the error names its line on the list field', () => {
    const parsed = parseSolutionForm(
      withFields(solutionFormValuesOf(solution), {
        benefits: `ok\n\n${'x'.repeat(301)}`,
      }),
    )
    expect(!parsed.ok && parsed.fieldErrors.benefits).toMatch(/^Line 2: /)
  })

  it('when content-api reports fields by path, then they are keyed by form field, first message kept', () => {
    expect(
      errorsByField({
        title: 'Too long',
        'features.0': 'Empty',
        'features.3': 'Other',
        _: 'Whole',
      }),
    ).toEqual({ title: 'Too long', features: 'Line 1: Empty', _: 'Whole' })
  })
})

describe('truncate', () => {
  it('when a description is longer than 100 characters, then it is cut at 100 with an ellipsis', () => {
    const long = `${'a'.repeat(99)} bcdef`
    expect(truncate(long)).toBe(`${'a'.repeat(99)}…`)
    expect(Array.from(truncate('é'.repeat(150))).length).toBe(101)
  })

  it('when a description fits, then it is unchanged', () => {
    expect(truncate('x'.repeat(100))).toBe('x'.repeat(100))
    expect(truncate('Short.')).toBe('Short.')
  })
})

describe('plainText (About Sections: content clamped to 3 lines)', () => {
  it('when content is Markdown, then the cell gets its words whole, without markup or link targets', () => {
    const content =
      '## Our values\n\n- **Safety** first, [always](https://x.example)\n- `Quality` & *care*\n\n' +
      'x'.repeat(300)
    const text = plainText(content)
    expect(text.startsWith('Our values Safety first, always Quality & care ')).toBe(true)
    // not cut: the whole text is there for screen readers; CSS clamps what is seen
    expect(text.endsWith('x'.repeat(300))).toBe(true)
  })
})

describe('rebaseOnConflict', () => {
  const current: Solution = {
    ...solution,
    version: 'b'.repeat(40),
    title: 'Energy Systems & Grids', // they changed it
    category: 'Power', // they changed it
    features: ['Solar PV', 'Substations', 'Microgrids'], // they changed it
    children: [{ id: 'wind', slug: 'wind', title: 'Wind', description: 'Air', icon: 'activity' }],
  }

  it('when both changed different fields, then theirs are taken, mine kept, and the form is based on their version', () => {
    const mine = withFields(solutionFormValuesOf(solution), { description: 'My new description.' })
    const rebased = rebaseOnConflict('solutions', solution, mine, current)
    expect(rebased.conflicts).toEqual({})
    expect(rebased.takenFromTheirs).toEqual(['title', 'category', 'features', 'children'])
    expect(rebased.values.version).toBe('b'.repeat(40))
    expect(rebased.values.fields).toMatchObject({
      title: 'Energy Systems & Grids',
      category: 'Power',
      features: 'Solar PV\nSubstations\nMicrogrids',
      description: 'My new description.',
      children: ['wind'],
    })
  })

  it('when both changed the same field differently, then mine is kept and theirs is reported', () => {
    const mine = withFields(solutionFormValuesOf(solution), {
      title: 'My Title',
      is_featured: false,
    })
    const rebased = rebaseOnConflict('solutions', solution, mine, current)
    expect(rebased.conflicts).toEqual({ title: 'Energy Systems & Grids' })
    expect(rebased.values.fields.title).toBe('My Title')
    expect(rebased.values.fields.is_featured).toBe(false)
  })

  it('when both made the same change, or mine differs only by blank lines and spaces, then it is no conflict', () => {
    const mine = withFields(solutionFormValuesOf(solution), {
      category: 'Power',
      features: ' Solar PV\n\nSubstations \n',
    })
    const rebased = rebaseOnConflict('solutions', solution, mine, current)
    expect(rebased.conflicts).toEqual({})
    expect(rebased.takenFromTheirs).toEqual(['title', 'features', 'children'])
    expect(rebased.values.fields.features).toBe('Solar PV\nSubstations\nMicrogrids')
  })
})
