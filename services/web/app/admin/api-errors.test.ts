import { describe, expect, it } from 'vitest'
import { ContentApiError, ContentApiUnreachableError } from '@site/contract/client'
import { sessionEndedMessage, UNREACHABLE_MESSAGE, writeFailureOf } from './api-errors'

const apiError = (status: number, code: string, body?: unknown, fields = {}) =>
  new ContentApiError(status, code, `content-api said ${status}`, fields, body)

describe('writeFailureOf', () => {
  it('when the session is gone (401), then it is session-ended', () => {
    expect(writeFailureOf(apiError(401, 'unauthorized'))).toEqual({
      kind: 'session-ended',
      status: 401,
    })
  })

  it('when someone else saved first (409 conflict), then it carries their version', () => {
    const current = { slug: 'x', title: 'Theirs' }
    expect(writeFailureOf(apiError(409, 'conflict', { error: { current } }))).toEqual({
      kind: 'conflict',
      status: 409,
      current,
    })
    expect(writeFailureOf(apiError(409, 'conflict'))).toMatchObject({ current: null })
  })

  it('when content-api refuses (400, 403, another 409), then its message, fields and code come along', () => {
    expect(
      writeFailureOf(apiError(400, 'validation_failed', undefined, { title: 'Required' })),
    ).toEqual({
      kind: 'refused',
      status: 400,
      code: 'validation_failed',
      message: 'content-api said 400',
      fields: { title: 'Required' },
    })
    expect(writeFailureOf(apiError(409, 'slug_taken'))).toMatchObject({
      kind: 'refused',
      code: 'slug_taken',
    })
  })

  it('when content-api fails or cannot be reached, then 502 or 503; anything else is 500', () => {
    expect(writeFailureOf(apiError(500, 'internal'))).toMatchObject({
      kind: 'unavailable',
      status: 502,
    })
    expect(
      writeFailureOf(
        new ContentApiUnreachableError('http://content-api', new Error('ECONNREFUSED')),
      ),
    ).toEqual({ kind: 'unavailable', status: 503, message: UNREACHABLE_MESSAGE })
    expect(writeFailureOf(new TypeError('boom'))).toEqual({
      kind: 'unavailable',
      status: 500,
      message: 'boom',
    })
  })
})

describe('sessionEndedMessage', () => {
  it('when a form words it, then it says what was not done and what to press', () => {
    expect(sessionEndedMessage('nothing was saved', 'press Save again', { kept: true })).toBe(
      'Your session has ended, so nothing was saved. Sign in again in a new tab, then press Save again; your edits are kept below.',
    )
    expect(
      sessionEndedMessage('nothing was restored', 'press Restore again', { newTab: false }),
    ).toBe(
      'Your session has ended, so nothing was restored. Sign in again, then press Restore again.',
    )
  })
})
