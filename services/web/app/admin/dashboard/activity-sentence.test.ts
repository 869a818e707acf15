import { describe, expect, it } from 'vitest'
import type { ActivityAction, ActivityChange } from '@site/contract'
import { activitySentence } from './activity-sentence'
import { dateFormatter } from '../dates'
import { adminI18n } from '../i18n/admin-i18n'

const layla = { name: 'Layla Haddad', email: 'layla@example.com' }
const product: ActivityChange = {
  kind: 'record',
  collection: 'products',
  slug: 'strandlink-kit',
  file: 'products/strandlink-kit.md',
}
const { dateTime } = dateFormatter('Asia/Dubai')

const sentence = (
  action: ActivityAction,
  title: string | null,
  changes: ActivityChange[] = [product],
  publishAt?: string,
) =>
  activitySentence(
    { author: layla, action, title, changes, ...(publishAt ? { publishAt } : {}) },
    dateTime,
  )

describe('activity sentences', () => {
  it('when a record was published, then the sentence names the person, the kind in the registry words and the title', () => {
    expect(sentence('publish', 'Strandlink Private LTE Site Kit')).toBe(
      'Layla Haddad published the product Strandlink Private LTE Site Kit',
    )
    expect(sentence('publish-new', 'Strandlink Private LTE Site Kit')).toBe(
      'Layla Haddad published the new product Strandlink Private LTE Site Kit',
    )
  })

  it('when a record was saved, translated, deleted, renamed or restored, then each says so', () => {
    const sector: ActivityChange = {
      kind: 'record',
      collection: 'about-sections',
      slug: 'mission',
      file: 'about-sections/mission.md',
    }
    expect(sentence('create', 'Our mission', [sector])).toBe(
      'Layla Haddad created the about section Our mission',
    )
    expect(sentence('update', 'Kit')).toBe('Layla Haddad updated the product Kit')
    expect(sentence('translate', 'Kit')).toBe('Layla Haddad translated the product Kit into Arabic')
    expect(sentence('delete', 'Kit')).toBe('Layla Haddad deleted the product Kit')
    expect(sentence('rename', 'Kit')).toBe(
      'Layla Haddad changed the web address of the product Kit',
    )
    expect(sentence('restore', 'Kit')).toBe(
      'Layla Haddad restored an earlier version of the product Kit',
    )
  })

  it('when the title is not known, then the record is named by its address', () => {
    expect(sentence('draft-review', null)).toBe(
      'Layla Haddad asked for a review of the draft of the product strandlink-kit',
    )
  })

  it('when a page, the company info, an image or the redirects changed, then they are named as the admin names them', () => {
    const home: ActivityChange = { kind: 'page', page: 'home', file: 'pages/home.json' }
    expect(sentence('update', null, [home])).toBe('Layla Haddad updated the Home page')
    expect(sentence('translate', null, [home])).toBe(
      'Layla Haddad translated the Home page into Arabic',
    )
    expect(sentence('restore', null, [{ kind: 'settings', file: 'settings/company.json' }])).toBe(
      'Layla Haddad restored an earlier version of the company info',
    )
    expect(sentence('add', 'rx-500.jpg', [{ kind: 'media', file: 'media/rx-500.jpg' }])).toBe(
      'Layla Haddad added the image rx-500.jpg',
    )
    expect(
      sentence('add', 'rx-500-datasheet.pdf', [
        { kind: 'media', file: 'media/rx-500-datasheet.pdf' },
      ]),
    ).toBe('Layla Haddad added the document rx-500-datasheet.pdf')
    const redirects: ActivityChange = { kind: 'redirects', file: 'settings/redirects.json' }
    expect(sentence('add', null, [redirects])).toBe('Layla Haddad added a redirect')
    expect(sentence('update', null, [redirects])).toBe('Layla Haddad updated the redirects')
  })

  it("when a draft moved through review and a schedule, then each step is a sentence, the time in the company's zone", () => {
    expect(sentence('draft-ready', 'Kit')).toBe(
      'Layla Haddad marked the draft of the product Kit ready to publish',
    )
    expect(sentence('draft-back', 'Kit')).toBe(
      'Layla Haddad moved the draft of the product Kit back to editing',
    )
    expect(sentence('draft-scheduled', 'Kit', [product], '2026-12-01T05:00:00.000Z')).toBe(
      'Layla Haddad scheduled the product Kit to publish on 1 Dec 2026, 09:00 (Dubai)',
    )
    expect(sentence('draft-unscheduled', 'Kit')).toBe(
      'Layla Haddad cancelled the scheduled publishing of the product Kit',
    )
    expect(sentence('draft-discarded', 'Kit')).toBe(
      'Layla Haddad discarded the draft of the product Kit',
    )
    expect(sentence('draft-published', 'Kit')).toBe('The product Kit was published as scheduled')
  })

  it('when a commit was not written by the admin, then it says only who changed what, never the subject', () => {
    expect(sentence('other', null)).toBe('Layla Haddad changed the product strandlink-kit')
    expect(
      sentence('other', null, [product, { kind: 'page', page: 'home', file: 'pages/home.json' }]),
    ).toBe('Layla Haddad changed 2 content files')
  })

  it('when the admin is in Arabic, then the sentence is Arabic, verb first, with the Latin name and title isolated so they keep their order', () => {
    const ar = adminI18n('ar')
    const inArabic = (action: ActivityAction, changes: ActivityChange[] = [product]) =>
      activitySentence({ author: layla, action, title: 'Kit', changes }, dateTime, ar)
    expect(inArabic('update')).toBe('حدّث \u2068Layla Haddad\u2069 منتج «\u2068Kit\u2069»')
    expect(
      inArabic('draft-review', [{ kind: 'page', page: 'home', file: 'pages/home.json' }]),
    ).toBe('طلب \u2068Layla Haddad\u2069 مراجعة مسودة صفحة الرئيسية')
    expect(
      inArabic('other', [product, { kind: 'page', page: 'home', file: 'pages/home.json' }]),
    ).toBe('غيّر \u2068Layla Haddad\u2069 2 من ملفات المحتوى')
  })
})
