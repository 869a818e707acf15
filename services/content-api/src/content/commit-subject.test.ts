import { describe, expect, it } from 'vitest'
import { readCommitSubject } from './commit-subject.js'

describe('commit subjects as activity', () => {
  it('when a record subject is read, then its verb and quoted title come out', () => {
    expect(readCommitSubject('solutions: create "Energy Systems"')).toEqual({
      action: 'create',
      title: 'Energy Systems',
    })
    expect(readCommitSubject('products: update "Corvane RX-500"')).toEqual({
      action: 'update',
      title: 'Corvane RX-500',
    })
    expect(readCommitSubject('sectors: translate "Healthcare" (Arabic)')).toEqual({
      action: 'translate',
      title: 'Healthcare',
    })
    expect(readCommitSubject('partners: delete "Voltline"')).toEqual({
      action: 'delete',
      title: 'Voltline',
    })
    expect(readCommitSubject('solutions: rename "Solar" from solar to solar-power')).toEqual({
      action: 'rename',
      title: 'Solar',
    })
    expect(readCommitSubject('solutions: restore "Solar" from 1a2b3c4')).toEqual({
      action: 'restore',
      title: 'Solar',
    })
  })

  it('when a draft was published, then a new record is told apart from a changed one', () => {
    expect(readCommitSubject('products: publish new "Strandlink Kit"')).toEqual({
      action: 'publish-new',
      title: 'Strandlink Kit',
    })
    expect(readCommitSubject('products: publish "Strandlink Kit"')).toEqual({
      action: 'publish',
      title: 'Strandlink Kit',
    })
    expect(readCommitSubject('pages/home: publish')).toEqual({ action: 'publish', title: null })
  })

  it('when a title holds quotes, then the last quote closes it', () => {
    expect(readCommitSubject('products: update "The "Falcon" kit"')).toEqual({
      action: 'update',
      title: 'The "Falcon" kit',
    })
  })

  it('when a page, the settings, the redirects or an image changed, then the title is the image name or none', () => {
    expect(readCommitSubject('pages/home: update hero.title, stats')).toEqual({
      action: 'update',
      title: null,
    })
    expect(readCommitSubject('settings/company: restore from 1a2b3c4')).toEqual({
      action: 'restore',
      title: null,
    })
    expect(readCommitSubject('redirects: add /old -> /new')).toEqual({ action: 'add', title: null })
    expect(readCommitSubject('media: add rx-500.jpg')).toEqual({
      action: 'add',
      title: 'rx-500.jpg',
    })
  })

  it('when content-api did not write the subject, then it is other', () => {
    for (const subject of [
      'Seed content',
      'Merge branch main',
      'content: Arabic for every product',
      'products: tidy "x"',
      'fix: typo',
    ])
      expect(readCommitSubject(subject), subject).toEqual({ action: 'other', title: null })
  })
})
