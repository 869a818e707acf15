import { describe, expect, it } from 'vitest'
import type { StoredUser } from '../auth/users.js'
import { SERVICE_COMMITTER } from '../git/git-run.js'
import type { DraftEvent } from './draft-service.js'
import { draftNoticesFor, type NoticeContext } from './draft-notices.js'

const user = (
  name: string,
  role: StoredUser['role'],
  notifications?: StoredUser['notifications'],
): StoredUser => ({
  id: name,
  name,
  email: `${name.toLowerCase()}@example.com`,
  role,
  passwordHash: 'not used here',
  createdAt: '2026-01-01T00:00:00.000Z',
  ...(notifications ? { notifications } : {}),
})

const ada = user('Ada', 'admin')
const bo = user('Bo', 'admin')
const quiet = user('Quiet', 'admin', { reviewRequests: false, ownDrafts: true })
const erin = user('Erin', 'editor')
const person = (u: StoredUser) => ({ name: u.name, email: u.email })

const context = (users: StoredUser[] = [ada, bo, quiet, erin]): NoticeContext => ({
  users,
  siteUrl: 'https://falcon.example',
  timeZone: 'Asia/Dubai',
})

const step = (event: Omit<DraftEvent, 'at' | 'target'> & { target?: string }): DraftEvent => ({
  target: 'products/rx-500',
  at: '2026-11-27T10:00:00.000Z',
  ...event,
})

describe('who hears about a draft', () => {
  it('when an editor asks for review, then every admin who has not turned it off is mailed a link to the item', () => {
    const notices = draftNoticesFor(
      step({ type: 'status', status: 'review', by: person(erin), author: person(erin) }),
      context(),
    )
    expect(notices.map((n) => n.to)).toEqual([ada.email, bo.email])
    for (const notice of notices) {
      expect(notice.subject).toBe('Review asked: draft of product "rx-500"')
      expect(notice.text).toContain('Erin asked for review of the draft of product "rx-500".')
      expect(notice.text).toContain('https://falcon.example/admin/products/rx-500')
      expect(notice.text).toContain('https://falcon.example/admin/account')
    }
  })

  it('when an admin asks for review, then the other admins are mailed and not the one who asked', () => {
    const notices = draftNoticesFor(
      step({ type: 'status', status: 'review', by: person(ada), author: person(erin) }),
      context(),
    )
    expect(notices.map((n) => n.to)).toEqual([bo.email])
  })

  it('when a draft moves back to draft or is marked ready, then nobody is mailed', () => {
    for (const status of ['draft', 'ready'] as const) {
      expect(
        draftNoticesFor(
          step({ type: 'status', status, by: person(ada), author: person(erin) }),
          context(),
        ),
      ).toEqual([])
    }
  })

  it("when an admin publishes, discards or schedules an editor's draft, then the editor is mailed what happened with a link", () => {
    const publishAt = '2026-12-01T06:00:00.000Z'
    const [published] = draftNoticesFor(
      step({ type: 'published', by: person(ada), author: person(erin) }),
      context(),
    )
    const [discarded] = draftNoticesFor(
      step({ type: 'discarded', by: person(ada), author: person(erin), target: 'pages/about' }),
      context(),
    )
    const [scheduled] = draftNoticesFor(
      step({ type: 'scheduled', by: person(ada), author: person(erin), publishAt }),
      context(),
    )
    expect(published).toMatchObject({
      to: erin.email,
      subject: 'Published: your draft of product "rx-500"',
    })
    expect(published?.text).toContain('Ada published your draft of product "rx-500".')
    expect(discarded).toMatchObject({
      to: erin.email,
      subject: 'Discarded: your draft of about page',
    })
    expect(discarded?.text).toContain('https://falcon.example/admin/about-contents')
    expect(scheduled?.text).toContain('to publish on 1 Dec 2026, 10:00 (Asia/Dubai)')
  })

  it('when the scheduler publishes a draft, then its author is told it was published on schedule', () => {
    const [notice] = draftNoticesFor(
      step({
        type: 'published',
        by: SERVICE_COMMITTER,
        author: person(erin),
        target: 'settings/company',
      }),
      context(),
    )
    expect(notice?.text).toContain('Your draft of company settings was published on schedule.')
    expect(notice?.text).toContain('https://falcon.example/admin/our-info')
  })

  it('when the author publishes, discards or schedules their own draft, then nobody is mailed', () => {
    for (const type of ['published', 'discarded', 'scheduled'] as const) {
      const by = { name: 'Ada', email: 'ADA@example.com' } // the same person, however spelt
      expect(
        draftNoticesFor(
          step({ type, by, author: person(ada), publishAt: '2026-12-01T06:00:00.000Z' }),
          context(),
        ),
      ).toEqual([])
    }
  })

  it('when the author turned draft e-mails off, or has no account any more, then nothing is sent', () => {
    const off = user('Erin', 'editor', { reviewRequests: true, ownDrafts: false })
    const published = step({ type: 'published', by: person(ada), author: person(erin) })
    expect(draftNoticesFor(published, context([ada, off]))).toEqual([])
    expect(draftNoticesFor(published, context([ada]))).toEqual([])
  })

  it('when a schedule is cancelled or a draft saved, then nobody is mailed', () => {
    for (const type of ['unscheduled', 'saved'] as const) {
      expect(
        draftNoticesFor(
          step({ type, by: person(ada), author: person(erin), publishAt: null }),
          context(),
        ),
      ).toEqual([])
    }
  })
})
